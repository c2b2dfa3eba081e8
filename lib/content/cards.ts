import type { Card } from "./types";

// Seed data: the concierge's built-in sample case-study cards, four per category, shown when a
// visitor asks to see work. `relatedCardIds` only ever point at other cards in this file.

type CaseStudyMedia = { thumbnail: string; gallery: [string, string, string] };

const caseStudy = (slug: string): CaseStudyMedia => ({
  thumbnail: `/media/case-studies/${slug}/thumbnail.webp`,
  gallery: [`/media/case-studies/${slug}/gallery-1.webp`, `/media/case-studies/${slug}/gallery-2.webp`, `/media/case-studies/${slug}/gallery-3.webp`],
});

const imax = caseStudy("imax");
const harvestTable = caseStudy("harvest-table-summer-menu");
const keyward = caseStudy("keyward-password-manager");
const pacificCrest = caseStudy("pacific-crest-go-further");
const lumina = caseStudy("lumina-health-open-enrollment");
const driftwood = caseStudy("driftwood-coffee-launch");
const harborHill = caseStudy("harbor-hill-credit-union");
const velo = caseStudy("velo-electric-ride-the-city");
const solstice = caseStudy("solstice-skincare-glow-season");

export const cards: Card[] = [
  // Social media
  {
    id: "social-media-harvest-table-tiktok",
    category: "social-media",
    title: "Harvest Table: Picked This Week",
    description:
      "A weekly social series that followed each summer ingredient from a named West Coast grower to the line, shot on location at eight partner farms.",
    expandedContent:
      "<h3>11.8 million views in 12 weeks</h3>" +
      "<p>Harvest Table's summer launches had flattened into the same bowls and the same email blast. We made the menu a story about the farms instead, with a new episode every week the menu ran and a vertical recipe video for Reels and TikTok for each new item.</p>" +
      "<ul><li>Instagram followers up <strong>38%</strong>, from 61K to 84K</li><li><strong>6.1%</strong> average engagement on the farm series, nearly three times the brand's prior average</li><li>Summer bowl orders in the app <strong>27% over forecast</strong></li></ul>",
    videoSrc: "/media/showcase/social-series.mp4",
    thumbnail: harvestTable.thumbnail,
    images: [...harvestTable.gallery],
    isVideoReel: false,
    relatedCardIds: ["social-media-driftwood-coffee-launch", "video-production-driftwood-coffee-launch-spot"],
  },
  {
    id: "social-media-solstice-skincare-glow-season",
    category: "social-media",
    title: "Solstice Skincare: The Glow Season Challenge",
    description:
      "An eight-week routine challenge on Instagram and TikTok, built on unretouched videos from 40 customers and three board-certified dermatologists.",
    expandedContent:
      "<h3>52K people took the challenge</h3>" +
      "<p>Solstice's polished influencer posts had stopped moving product. We traded filtered perfection for real skin in real light, with weekly check-ins and live ingredient Q&amp;As hosted by the brand's formulation chemist.</p>" +
      "<ul><li><strong>61%</strong> of participants completed all eight weeks</li><li><strong>14.5M</strong> video views and <strong>9,300</strong> posts tagged #GlowSeason</li><li>The best customer videos ran as paid social, cutting cost per purchase <strong>37%</strong></li></ul>",
    videoSrc: "/media/showcase/vertical-cut.mp4",
    thumbnail: solstice.thumbnail,
    images: [...solstice.gallery],
    isVideoReel: false,
    relatedCardIds: ["branding-solstice-skincare-identity", "social-media-harvest-table-tiktok"],
  },
  {
    id: "social-media-driftwood-coffee-launch",
    category: "social-media",
    title: "Driftwood Coffee Roasters: Launch Content",
    description:
      "'First Pour', a vertical series shot at sunrise in the Long Beach roastery, built a following that showed up at the stores stocking Driftwood's cans.",
    expandedContent:
      "<h3>Zero to 96K TikTok followers in 16 weeks</h3>" +
      "<p>With a limited launch budget and 300 new grocery doors, Driftwood couldn't buy reach broadly. We built a tight community around its cafes on Instagram and TikTok, then used a store locator and geotargeted social ads to send it to the nearest stocked retailer.</p>" +
      "<ul><li><strong>8.4M</strong> video views, <strong>72%</strong> of them organic</li><li>Launch kits for 150 SoCal surfers, baristas and food creators produced <strong>410 posts</strong></li><li>All <strong>300 launch doors</strong> renewed, with 180 more added the next quarter</li></ul>",
    videoSrc: "/media/showcase/vertical-cut.mp4",
    thumbnail: driftwood.thumbnail,
    images: [...driftwood.gallery],
    isVideoReel: false,
    relatedCardIds: ["video-production-driftwood-coffee-launch-spot", "branding-driftwood-coffee-packaging"],
  },
  {
    id: "social-media-velo-electric-ride-the-city",
    category: "social-media",
    title: "Velo Electric: Ride the City on Social",
    description:
      "Twelve LA commuters traded their car for a Velo for 30 days, turning the campaign line into Commute Swap, a running series of real city routes.",
    expandedContent:
      "<h3>Real routes, real riders</h3>" +
      "<p>Each <em>Commute Swap</em> episode followed one rider on a trip they actually make, with the time, route and cost published side by side with driving. The series gave the <em>Ride the City</em> campaign a social home and a reason to keep posting after launch.</p>" +
      "<p>The series drew <strong>6.2M views</strong> and <strong>48K saves</strong>.</p>",
    videoSrc: null,
    thumbnail: velo.thumbnail,
    images: [...velo.gallery],
    isVideoReel: false,
    relatedCardIds: [],
  },

  // Web design
  {
    id: "web-design-keyward-security-guides",
    category: "web-design",
    title: "Keyward: The Security Guides Hub",
    description: "A library of plain-language security guides that took content and organic search from 20% to 46% of Keyward's sign-ups.",
    expandedContent:
      "<h3>Useful first, promotional second</h3>" +
      "<p>We built a library of 40 long-form guides around what people search after a breach email or a locked account, from passkeys to account recovery. Keyward appears as the practical next step, with a breach-response checklist that feeds a five-part onboarding sequence.</p>" +
      "<ul><li>Organic traffic up <strong>212%</strong> in six months, to 480K monthly sessions</li><li><strong>31 articles</strong> on the first page of Google for their target queries</li><li>Blended cost per acquisition down <strong>34%</strong></li></ul>",
    videoSrc: null,
    thumbnail: keyward.thumbnail,
    images: [...keyward.gallery],
    isVideoReel: false,
    relatedCardIds: ["web-design-lumina-health-open-enrollment"],
  },
  {
    id: "web-design-lumina-health-open-enrollment",
    category: "web-design",
    title: "Lumina Health: Open Enrollment Site",
    description:
      "A rebuilt plan finder that swapped a 14-field form for three plain questions, so choosing a health plan took the five minutes the ads promised.",
    expandedContent:
      "<h3>Fewer clicks, clearer choices</h3>" +
      "<p>Lumina's old plan finder lost 70% of visitors before they saw a single quote. We replaced its form with three questions and a side-by-side plan comparison, and followed up with short retargeting explainers on deductibles, networks and subsidies.</p>" +
      "<ul><li>Plan-finder completion up from 30% to <strong>62%</strong></li><li>Average time from landing to quote down to <strong>4 minutes 10 seconds</strong></li><li><strong>23% more</strong> new individual-plan enrollments than the prior open enrollment</li><li>Cost per enrollment down <strong>29%</strong></li></ul>",
    videoSrc: null,
    thumbnail: lumina.thumbnail,
    images: [...lumina.gallery],
    isVideoReel: false,
    relatedCardIds: ["web-design-keyward-security-guides", "branding-harbor-hill-credit-union-rebrand"],
  },
  {
    id: "web-design-pacific-crest-go-further",
    category: "web-design",
    title: "Pacific Crest Outfitters: Go Further Hub",
    description:
      "Staff Routes, a searchable map of 120 hikes recommended by Pacific Crest employees, carried the Go Further platform online and back into stores.",
    expandedContent:
      "<h3>Inspiration that leads to a store</h3>" +
      "<p>Pacific Crest's staff know every trailhead within a day's drive. Every route on the map comes from one of them, and every route links to the nearest Pacific Crest store.</p>" +
      "<p>The map logged <strong>640K sessions</strong> and <strong>85K saved routes</strong>, and the campaign lifted in-store traffic <strong>14%</strong> year over year.</p>",
    videoSrc: null,
    thumbnail: pacificCrest.thumbnail,
    images: [...pacificCrest.gallery],
    isVideoReel: false,
    relatedCardIds: ["video-production-pacific-crest-go-further"],
  },
  {
    id: "web-design-velo-electric-test-ride",
    category: "web-design",
    title: "Velo Electric: Book a Test Ride",
    description: "A route-planner microsite comparing trip time and monthly cost by bike and by car, paired with test-ride bookings for Ride the City.",
    expandedContent:
      "<h3>From route planner to saddle</h3>" +
      "<p>The microsite let Angelenos compare a real trip by bike and by car, on time and on monthly cost. Pop-up test-ride stations at Arts District and Culver City events, booked through paid social, turned that curiosity into rides.</p>" +
      "<ul><li><strong>210K</strong> trip comparisons on the microsite</li><li><strong>7,900</strong> test rides booked, <strong>2.6 times</strong> the campaign goal</li><li><strong>19%</strong> test-ride-to-purchase conversion</li></ul>",
    videoSrc: null,
    thumbnail: velo.thumbnail,
    images: [velo.gallery[1], velo.gallery[2], velo.gallery[0]],
    isVideoReel: false,
    relatedCardIds: ["social-media-velo-electric-ride-the-city", "branding-velo-electric-identity"],
  },

  // Branding
  {
    id: "branding-harbor-hill-credit-union-rebrand",
    category: "branding",
    title: "Harbor & Hill Credit Union Rebrand",
    description: "A new name lockup, color system and typography that made a 60-year-old credit union look like the neighborhood institution it always was.",
    expandedContent:
      "<h3>Your money lives here</h3>" +
      "<p>Harbor &amp; Hill still looked like a 1990s savings bank, and members under 40 were opening accounts with fintech apps. We rebuilt the brand around the money staying in the neighborhoods it comes from, and rolled it out across branch signage, debit cards, app onboarding and murals by four LA artists.</p>" +
      "<ul><li>New memberships up <strong>36%</strong> in the nine months after launch</li><li>Aided awareness in target neighborhoods up from 14% to <strong>33%</strong></li><li>Members under 40 rose from 18% to <strong>29%</strong> of new accounts</li></ul>",
    videoSrc: null,
    thumbnail: harborHill.thumbnail,
    images: [...harborHill.gallery],
    isVideoReel: false,
    relatedCardIds: ["web-design-lumina-health-open-enrollment", "branding-solstice-skincare-identity"],
  },
  {
    id: "branding-solstice-skincare-identity",
    category: "branding",
    title: "Solstice Skincare: Real Skin, Real Light",
    description: "A shift from one more clean-beauty label to real skin in real light, turning Solstice's ingredient story into proof people could see.",
    expandedContent:
      "<h3>Proof instead of polish</h3>" +
      "<p>Shoppers saw Solstice as one more clean-beauty label among dozens. We rebuilt its story around unretouched skin in natural light, with customers and dermatologists doing the talking and the formulation chemist answering ingredient questions live.</p>" +
      "<p>The idea became the <em>Glow Season</em> campaign, which lifted direct-to-consumer revenue <strong>58%</strong> over the same eight weeks the year before.</p>",
    videoSrc: null,
    thumbnail: solstice.thumbnail,
    images: [solstice.gallery[2], solstice.gallery[0], solstice.gallery[1]],
    isVideoReel: false,
    relatedCardIds: ["social-media-solstice-skincare-glow-season"],
  },
  {
    id: "branding-driftwood-coffee-packaging",
    category: "branding",
    title: "Driftwood Coffee Roasters: The Can",
    description:
      "Brand platform, naming system and can copy for Driftwood's first canned cold brew, made to hold its own in a cooler packed with national brands.",
    expandedContent:
      "<h3>Written for the cooler door</h3>" +
      "<p>Driftwood was moving from two Long Beach cafes into grocery. We positioned it as the cold brew made by people who still roast by the beach, and carried that idea through the naming system and can copy for three launch flavors.</p>" +
      "<p>The cans sold through at <strong>2.1 times</strong> the category average in their first 90 days, and all <strong>300 launch doors</strong> renewed, with 180 more added the next quarter.</p>",
    videoSrc: null,
    thumbnail: driftwood.thumbnail,
    images: [driftwood.gallery[1], driftwood.gallery[2], driftwood.gallery[0]],
    isVideoReel: false,
    relatedCardIds: ["video-production-driftwood-coffee-launch-spot", "social-media-driftwood-coffee-launch"],
  },
  {
    id: "branding-velo-electric-identity",
    category: "branding",
    title: "Velo Electric: Ride the City Identity",
    description: "A campaign identity built from city street grids and transit signage, so Velo looks like part of the commute rather than a toy.",
    expandedContent:
      "<h3>Belonging on the street</h3>" +
      "<p>The <em>Ride the City</em> system borrows its type, color and route lines from the signage riders already pass every day, and flexes from a bus shelter to a handlebar decal.</p>",
    videoSrc: null,
    thumbnail: velo.thumbnail,
    images: [velo.gallery[2], velo.gallery[0], velo.gallery[1]],
    isVideoReel: false,
    relatedCardIds: [],
  },

  // Video production
  {
    id: "video-production-northlight-2025-reel",
    category: "video-production",
    title: "Northlight 2025 Reel",
    description: "Two minutes of our favorite recent work: brand films, launch spots and social series, all produced in-house in Downtown LA.",
    expandedContent:
      "<h3>The work, in two minutes</h3>" +
      "<p>Our 2025 reel features films and spots for IMAX, Driftwood Coffee Roasters, Pacific Crest Outfitters and Solstice Skincare, among others.</p>" +
      "<p>Every frame was written, shot and finished by the <strong>same in-house team</strong> that would make yours.</p>",
    videoSrc: "/media/reel.mp4",
    thumbnail: "/media/showcase/brand-film.webp",
    images: ["/media/showcase/brand-film.webp", "/media/showcase/launch-spot.webp", "/media/showcase/social-series.webp"],
    isVideoReel: true,
    relatedCardIds: ["video-production-imax-brand-film", "video-production-driftwood-coffee-launch-spot"],
  },
  {
    id: "video-production-imax-brand-film",
    category: "video-production",
    title: "IMAX: Made to Be Seen This Big",
    description:
      "A 60-second brand film that plays the same scene on a phone, a TV and an IMAX screen, so LA knows which films are made to be seen at full size.",
    expandedContent:
      "<h3>Competing with the couch</h3>" +
      "<p>We made a 60-second film and 15-second cutdowns for connected TV and pre-show, plus a social series of behind-the-projection clips with local projectionists and sound engineers. Every piece pointed to one LA landing page with showtimes by neighborhood.</p>" +
      "<ul><li><strong>68%</strong> average view-through on the 15-second cutdowns across connected TV</li><li><strong>4.2M</strong> impressions across LA during opening-weekend flights</li><li>Advance ticket clicks from the landing page up <strong>18%</strong> in the final two weeks</li></ul>",
    videoSrc: "/media/showcase/brand-film.mp4",
    thumbnail: imax.thumbnail,
    images: [...imax.gallery],
    isVideoReel: false,
    relatedCardIds: ["video-production-northlight-2025-reel"],
  },
  {
    id: "video-production-driftwood-coffee-launch-spot",
    category: "video-production",
    title: "Driftwood Coffee Roasters: Launch Spot",
    description: "A 20-second launch film for Driftwood's canned cold brew, made for paid social and in-store screens at partner grocers.",
    expandedContent:
      "<h3>Twenty seconds, one can, no wasted frames</h3>" +
      "<p>The film follows a single can from the Long Beach roastery in the morning to a beach cooler by afternoon. It ran alongside <em>First Pour</em>, the vertical series shot in the same roastery at sunrise, so the launch film and the social content told one story.</p>",
    videoSrc: "/media/showcase/launch-spot.mp4",
    thumbnail: driftwood.thumbnail,
    images: [driftwood.gallery[2], driftwood.gallery[0], driftwood.gallery[1]],
    isVideoReel: false,
    relatedCardIds: ["branding-driftwood-coffee-packaging", "social-media-driftwood-coffee-launch"],
  },
  {
    id: "video-production-pacific-crest-go-further",
    category: "video-production",
    title: "Pacific Crest Outfitters: Go Further",
    description: "A 90-second anthem film following three Pacific Crest store employees on their own weekend routes, with real staff, not models.",
    expandedContent:
      "<h3>Shot where the gear gets used</h3>" +
      "<p>We followed three Pacific Crest employees on the routes they take on their own weekends, and cut the anthem film into 30- and 15-second versions for the spring media plan.</p>" +
      "<p>The film earned <strong>5.6M views</strong> with a 41% completion rate on YouTube and anchored a campaign that lifted in-store traffic <strong>14%</strong> year over year.</p>",
    videoSrc: "/media/showcase/brand-film.mp4",
    thumbnail: pacificCrest.thumbnail,
    images: [pacificCrest.gallery[1], pacificCrest.gallery[2], pacificCrest.gallery[0]],
    isVideoReel: false,
    relatedCardIds: ["web-design-pacific-crest-go-further"],
  },
];
