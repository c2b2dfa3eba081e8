import type { CaseStudy } from "./types";

// Seed data: the case studies a new database starts with (lib/db/seed.ts). Pages and the concierge
// read the CaseStudy table, where admins edit them. Each id is the slug of its title (lowercase,
// runs of non-alphanumerics become one hyphen, ends trimmed).

export const caseStudies: CaseStudy[] = [
  {
    id: "imax",
    title: "IMAX",
    client: "IMAX",
    industry: "Entertainment",
    duration: "10 weeks",
    challenge:
      "Los Angeles audiences have more ways to watch a new release than anywhere else, and many treat every screen as interchangeable. IMAX wanted LA moviegoers to choose an IMAX screening on purpose, not by accident, during a crowded summer slate, and to book those tickets early rather than deciding at the box office.",
    strategy:
      "We built the campaign around a simple idea: some films are made to be seen at full size, and LA should know where to find that size. Every piece pointed to one local landing page with showtimes by neighborhood, so awareness turned straight into ticket intent.",
    execution: [
      "A 60-second brand film and 15-second cutdowns contrasting the same scene on a phone, a TV and an IMAX screen",
      "Transit and street-level OOH near Hollywood, Century City and Universal City, with screen dimensions printed to scale",
      "A Los Angeles landing page with IMAX showtimes grouped by neighborhood and a one-tap path to ticketing",
      "Pre-show and connected-TV media plan timed to the Thursday before each major opening",
      "A social series of short behind-the-projection clips featuring local projectionists and sound engineers",
    ],
    results: [
      "4.2M impressions across the LA market during the campaign's opening-weekend flights",
      "31% lift in IMAX landing-page sessions from LA zip codes compared with the prior summer",
      "18% increase in advance ticket clicks from the landing page in the final two weeks",
      "Average view-through rate of 68% on the 15-second cutdowns across connected TV",
      "Cost per landing-page visit came in 22% under plan",
    ],
    tags: ["Entertainment", "Local Market", "OOH", "Connected TV", "Brand Film"],
    services: ["Creative Campaigns", "Video Production", "Media Buying"],
    images: {
      thumbnail: "/media/case-studies/imax/thumbnail.webp",
      hero: "/media/case-studies/imax/hero.webp",
      gallery: ["/media/case-studies/imax/gallery-1.webp", "/media/case-studies/imax/gallery-2.webp", "/media/case-studies/imax/gallery-3.webp"],
    },
    videos: {
      hero: "/media/showcase/brand-film.mp4",
      gallery: ["/media/showcase/launch-spot.mp4", "/media/showcase/social-series.mp4"],
    },
    metrics: {
      primary: "4.2M opening-weekend impressions",
      secondary: ["31% lift in LA landing-page sessions", "18% more advance ticket clicks", "68% view-through on connected TV"],
    },
    quote: {
      text: "Northlight understood that in LA you're not competing with other theaters, you're competing with the couch. The work gave people a reason to get up and go, and the landing page made it easy once they had.",
      attribution: "Dana Whitfield, Regional Marketing Director, IMAX",
    },
    videoUrl: "/media/showcase/brand-film.mp4",
  },
  {
    id: "harvest-table-summer-menu",
    title: "Harvest Table Summer Menu",
    client: "Harvest Table",
    industry: "Food & Beverage",
    duration: "12 weeks",
    challenge:
      "Harvest Table's summer menu launches had flattened out: the same seasonal bowls, the same email blast, and a traffic bump that faded within two weeks. With 46 locations from San Diego to Seattle, the chain needed a launch that drove lunch visits through all of July and August, not just opening week.",
    strategy:
      "We treated the menu as a story about the farms, not the bowls. A weekly social series followed each ingredient from a named West Coast grower to the line, giving people a new reason to come back every week the menu ran.",
    execution: [
      "Twelve-episode 'Picked This Week' social series shot on location at eight partner farms",
      "Vertical recipe and build videos for Reels and TikTok, one per new menu item",
      "Creator program with 24 regional food creators, each paired with their nearest Harvest Table",
      "In-store menu boards and tray liners with QR codes linking to the farm episodes",
      "A 30-second launch spot for paid social and streaming audio in the chain's top six markets",
    ],
    results: [
      "11.8M organic and paid video views across the 12-week run",
      "Same-store sales up 9.4% versus the previous summer menu period",
      "Instagram followers grew 38%, from 61K to 84K",
      "Summer bowl orders in the app up 27% over forecast",
      "Average engagement rate of 6.1% on the farm series, nearly three times the brand's prior average",
    ],
    tags: ["Restaurant", "Seasonal Launch", "Creator Program", "Short-Form Video"],
    services: ["Social Media", "Creative Campaigns", "Video Production"],
    images: {
      thumbnail: "/media/case-studies/harvest-table-summer-menu/thumbnail.webp",
      hero: "/media/case-studies/harvest-table-summer-menu/hero.webp",
      gallery: [
        "/media/case-studies/harvest-table-summer-menu/gallery-1.webp",
        "/media/case-studies/harvest-table-summer-menu/gallery-2.webp",
        "/media/case-studies/harvest-table-summer-menu/gallery-3.webp",
      ],
    },
    videos: [
      { title: "Summer Menu Launch Spot", url: "/media/showcase/launch-spot.mp4", format: "horizontal" },
      { title: "Picked This Week: Episode 1", url: "/media/showcase/vertical-cut.mp4", format: "vertical" },
      { title: "Farm Series Highlights", url: "/media/showcase/social-series.mp4", format: "horizontal" },
    ],
    metrics: {
      primary: "11.8M video views in 12 weeks",
      secondary: ["9.4% same-store sales lift", "38% Instagram follower growth", "27% more app bowl orders than forecast"],
    },
    quote: {
      text: "Our farmers have always been the best part of Harvest Table, and we'd never really shown them. Northlight put them on camera every week, and our guests kept coming back to see who was next.",
      attribution: "Marisol Ortega, VP of Marketing, Harvest Table",
    },
    videoUrl: "/media/showcase/launch-spot.mp4",
  },
  {
    id: "keyward-password-manager",
    title: "Keyward Password Manager",
    client: "Keyward",
    industry: "Technology",
    duration: "6 months",
    challenge:
      "Keyward had a well-reviewed product and almost no organic reach: 80% of sign-ups came through paid search, where cost per acquisition had doubled in 18 months. Most people who needed a password manager didn't search for one; they searched for what to do after a breach, and Keyward wasn't part of those answers.",
    strategy:
      "We built a content program that meets people at the moment of worry, after a breach email or a locked account, and explains what to do in plain language. Keyward appears as the practical next step, not the headline, so the content earns trust before it asks for a download.",
    execution: [
      "A library of 40 long-form articles on breaches, passkeys and account recovery, each mapped to a high-intent search query",
      "Eight animated explainers, 90 seconds each, breaking down phishing, credential stuffing and two-factor codes",
      "'Locked Out', a six-part video series of real account-recovery stories told by the people who lived them",
      "A breach-response checklist with an email capture that feeds a five-part onboarding sequence",
      "Vertical cutdowns of the explainers for YouTube Shorts, TikTok and LinkedIn",
    ],
    results: [
      "Organic traffic up 212% over six months, to 480K monthly sessions",
      "Share of sign-ups from organic and content rose from 20% to 46%",
      "Blended cost per acquisition down 34%",
      "'Locked Out' series reached 2.3M views with a 54% average completion rate",
      "31 articles ranking on the first page of Google for their target queries",
    ],
    tags: ["Content Marketing", "SEO", "Explainer Video", "SaaS", "Security"],
    services: ["Digital Marketing", "Video Production", "Brand Strategy"],
    images: {
      thumbnail: "/media/case-studies/keyward-password-manager/thumbnail.webp",
      hero: "/media/case-studies/keyward-password-manager/hero.webp",
      gallery: [
        "/media/case-studies/keyward-password-manager/gallery-1.webp",
        "/media/case-studies/keyward-password-manager/gallery-2.webp",
        "/media/case-studies/keyward-password-manager/gallery-3.webp",
      ],
    },
    videos: [
      { title: "Locked Out: Episode 1", url: "/media/showcase/social-series.mp4", format: "horizontal" },
      { title: "What Is Credential Stuffing?", url: "/media/showcase/vertical-cut.mp4", format: "vertical" },
    ],
    metrics: {
      primary: "212% growth in organic traffic",
      secondary: ["46% of sign-ups now from content", "34% lower cost per acquisition", "2.3M views of the 'Locked Out' series"],
    },
    quote: {
      text: "We were paying more every quarter to reach people who already knew they wanted us. Northlight found the much larger group who didn't know yet, and gave them something useful first. Our acquisition math looks completely different now.",
      attribution: "Priya Raman, Head of Growth, Keyward",
    },
    videoUrl: null,
  },
  {
    id: "pacific-crest-go-further",
    title: "Pacific Crest Go Further",
    client: "Pacific Crest Outfitters",
    industry: "Retail",
    duration: "5 months",
    challenge:
      "Pacific Crest Outfitters was losing younger shoppers to direct-to-consumer outdoor brands with sharper stories and cheaper acquisition. Its stores still had the best gear advice on the coast, but customers under 35 saw the brand as the place their parents bought rain shells, and spring foot traffic had fallen two years in a row.",
    strategy:
      "'Go Further' reframed Pacific Crest from a gear store into the starting point for a trip. We built the campaign around the store staff, who know every trailhead within a day's drive, and made their local knowledge the reason to walk in.",
    execution: [
      "A 90-second anthem film following three store employees on their own weekend routes, plus 30- and 15-second cuts",
      "OOH at trailhead parking lots, ski-shuttle stops and transit shelters across Los Angeles, the Bay Area and Portland",
      "'Staff Routes', a searchable online map of 120 hikes recommended by employees, each linked to the nearest store",
      "In-store trip-planning events promoted through geotargeted social and email",
      "A spring media plan weighted toward YouTube, connected TV and outdoor podcasts",
    ],
    results: [
      "In-store traffic up 14% year over year during the campaign window",
      "Shoppers aged 18-34 grew from 22% to 31% of new loyalty members",
      "'Staff Routes' map logged 640K sessions and 85K saved routes",
      "Anthem film earned 5.6M views with a 41% completion rate on YouTube",
      "Return on ad spend of 4.8:1 across paid media",
    ],
    tags: ["Retail", "Outdoor", "Anthem Film", "OOH", "Loyalty"],
    services: ["Creative Campaigns", "Video Production", "Media Buying"],
    images: {
      thumbnail: "/media/case-studies/pacific-crest-go-further/thumbnail.webp",
      hero: "/media/case-studies/pacific-crest-go-further/hero.webp",
      gallery: [
        "/media/case-studies/pacific-crest-go-further/gallery-1.webp",
        "/media/case-studies/pacific-crest-go-further/gallery-2.webp",
        "/media/case-studies/pacific-crest-go-further/gallery-3.webp",
      ],
    },
    videos: {
      hero: "/media/showcase/brand-film.mp4",
      gallery: ["/media/showcase/launch-spot.mp4", "/media/showcase/vertical-cut.mp4", "/media/reel.mp4"],
    },
    metrics: {
      primary: "14% lift in in-store traffic",
      secondary: ["31% of new loyalty members aged 18-34", "640K 'Staff Routes' map sessions", "4.8:1 return on ad spend"],
    },
    quote: {
      text: "Our people have always been our edge, and we'd buried them behind product shots. 'Go Further' put them at the front, and younger customers started walking in asking for staff by name.",
      attribution: "Tom Lindqvist, Chief Marketing Officer, Pacific Crest Outfitters",
    },
    videoUrl: "/media/showcase/brand-film.mp4",
  },
  {
    id: "lumina-health-open-enrollment",
    title: "Lumina Health Open Enrollment",
    client: "Lumina Health",
    industry: "Healthcare",
    duration: "4 months",
    challenge:
      "Lumina Health's individual plans were competitively priced, but during open enrollment most Californians compare plans for less than 20 minutes and default to names they already know. Lumina's previous enrollment campaigns leaned on rate tables and acronyms, and its plan-finder tool lost 70% of visitors before they saw a single quote.",
    strategy:
      "We made open enrollment about clarity rather than coverage jargon: three plain questions, one honest answer. The creative promised a plan in five minutes, and we rebuilt the online journey so the product actually kept that promise.",
    execution: [
      "'Five Minutes to Covered' campaign across streaming audio, connected TV and digital out-of-home in English and Spanish",
      "A rebuilt plan finder that replaced a 14-field form with three questions and a side-by-side plan comparison",
      "Search and paid social program segmented by life event: new job, new baby, turning 26, moving to California",
      "Retargeting sequence with short explainers on deductibles, networks and subsidies",
      "Media plan concentrated in Los Angeles, the Inland Empire, Sacramento and the Central Valley",
    ],
    results: [
      "New individual-plan enrollments up 23% over the prior open-enrollment period",
      "Plan-finder completion rate rose from 30% to 62%",
      "Cost per enrollment down 29% across paid channels",
      "Spanish-language enrollments up 41%",
      "Average time from landing to quote fell to 4 minutes 10 seconds",
    ],
    tags: ["Healthcare", "Open Enrollment", "Bilingual", "Conversion", "UX"],
    services: ["Digital Marketing", "Creative Campaigns", "Media Buying"],
    images: {
      thumbnail: "/media/case-studies/lumina-health-open-enrollment/thumbnail.webp",
      hero: "/media/case-studies/lumina-health-open-enrollment/hero.webp",
      gallery: [
        "/media/case-studies/lumina-health-open-enrollment/gallery-1.webp",
        "/media/case-studies/lumina-health-open-enrollment/gallery-2.webp",
        "/media/case-studies/lumina-health-open-enrollment/gallery-3.webp",
      ],
    },
    videos: null,
    metrics: {
      primary: "23% more new enrollments year over year",
      secondary: ["Plan-finder completion doubled to 62%", "29% lower cost per enrollment", "41% lift in Spanish-language enrollments"],
    },
    quote: {
      text: "Northlight didn't just make the ads clearer, they made the enrollment itself clearer. When the campaign promised five minutes, the plan finder delivered it, and our numbers show people noticed.",
      attribution: "Renee Castillo, Director of Consumer Marketing, Lumina Health",
    },
    videoUrl: null,
  },
  {
    id: "driftwood-coffee-launch",
    title: "Driftwood Coffee Launch",
    client: "Driftwood Coffee Roasters",
    industry: "Food & Beverage",
    duration: "16 weeks",
    challenge:
      "Driftwood Coffee Roasters was moving from two Long Beach cafes into grocery with a canned cold brew, entering a cooler door already packed with national brands. With a limited launch budget and 300 new retail doors across Southern California, every can needed to sell through fast enough to keep its shelf space past the first 90-day review.",
    strategy:
      "We positioned Driftwood as the cold brew made by people who still roast by the beach, and let social carry the story. Instead of buying reach broadly, we built a tight community around the cafes and used it to drive trial at the specific stores carrying the cans.",
    execution: [
      "Brand platform, naming system and can copy for three launch flavors",
      "'First Pour' vertical video series on Instagram and TikTok, shot in the Long Beach roastery at sunrise",
      "Store locator with geotargeted social ads pointing to the nearest stocked retailer",
      "Seeding program sending launch kits to 150 SoCal surfers, baristas and food creators",
      "A 20-second launch film for paid social and in-store screens at partner grocers",
    ],
    results: [
      "Sell-through 2.1 times the category average in the first 90 days",
      "All 300 launch doors renewed, with 180 more added in the next quarter",
      "TikTok account grew from zero to 96K followers in 16 weeks",
      "8.4M video views, 72% of them organic",
      "Creator seeding generated 410 posts and an estimated 3.9M impressions",
    ],
    tags: ["Product Launch", "CPG", "Beverage", "Creator Seeding", "TikTok"],
    services: ["Social Media", "Brand Strategy", "Video Production"],
    images: {
      thumbnail: "/media/case-studies/driftwood-coffee-launch/thumbnail.webp",
      hero: "/media/case-studies/driftwood-coffee-launch/hero.webp",
      gallery: [
        "/media/case-studies/driftwood-coffee-launch/gallery-1.webp",
        "/media/case-studies/driftwood-coffee-launch/gallery-2.webp",
        "/media/case-studies/driftwood-coffee-launch/gallery-3.webp",
      ],
    },
    videos: [
      { title: "First Pour", url: "/media/showcase/vertical-cut.mp4", format: "vertical" },
      { title: "Cold Brew Launch Film", url: "/media/showcase/launch-spot.mp4", format: "horizontal" },
      { title: "Roastery Sessions", url: "/media/showcase/social-series.mp4", format: "vertical" },
    ],
    metrics: {
      primary: "2.1x category sell-through in 90 days",
      secondary: ["100% of launch doors renewed", "96K TikTok followers from zero", "8.4M video views, 72% organic"],
    },
    quote: {
      text: "We had one shot at grocery and no national budget. Northlight built a following that showed up at the exact stores carrying our cans, and the buyers saw it in the sales data before our first review.",
      attribution: "Jordan Alvarez, Co-Founder, Driftwood Coffee Roasters",
    },
    videoUrl: "/media/showcase/launch-spot.mp4",
  },
  {
    id: "harbor-hill-credit-union",
    title: "Harbor & Hill Credit Union",
    client: "Harbor & Hill Credit Union",
    industry: "Financial Services",
    duration: "9 months",
    challenge:
      "Harbor & Hill had served Los Angeles port and hillside communities for 60 years, but its membership was aging and its identity still looked like a 1990s savings bank. Members under 40 were opening accounts with fintech apps, and local awareness among renters and first-time homebuyers sat below 15%.",
    strategy:
      "We rebuilt the brand around a truth the big banks can't claim: Harbor & Hill's money stays in the neighborhoods it comes from. The new identity and launch campaign made that local loop visible, from the mural on the branch wall to the first screen of the mobile app.",
    execution: [
      "Brand strategy, positioning and a new name lockup, color system and typography",
      "'Your Money Lives Here' launch campaign across OOH, local radio and digital in San Pedro, Wilmington, Echo Park and Highland Park",
      "Commissioned murals by four LA artists on branch exteriors, each tied to a member story",
      "Redesigned branch signage, debit cards and app onboarding screens",
      "A neighborhood-level media plan with Spanish- and Korean-language placements",
    ],
    results: [
      "New memberships up 36% in the nine months after launch",
      "Members under 40 rose from 18% to 29% of new accounts",
      "Aided awareness in target neighborhoods climbed from 14% to 33%",
      "First-time homebuyer loan applications up 47%",
      "Mobile app enrollments at account opening up 52%",
    ],
    tags: ["Rebrand", "Financial Services", "Local", "Identity", "Murals"],
    services: ["Brand Strategy", "Creative Campaigns", "Media Buying"],
    images: {
      thumbnail: "/media/case-studies/harbor-hill-credit-union/thumbnail.webp",
      hero: "/media/case-studies/harbor-hill-credit-union/hero.webp",
      gallery: [
        "/media/case-studies/harbor-hill-credit-union/gallery-1.webp",
        "/media/case-studies/harbor-hill-credit-union/gallery-2.webp",
        "/media/case-studies/harbor-hill-credit-union/gallery-3.webp",
      ],
    },
    videos: null,
    metrics: {
      primary: "36% growth in new memberships",
      secondary: ["Under-40 share of new accounts up to 29%", "Aided awareness more than doubled to 33%", "47% more first-time homebuyer applications"],
    },
    quote: {
      text: "We knew what made us different; we just never looked like it. Northlight gave us a brand our longtime members recognize and their kids actually want to join.",
      attribution: "Angela Kim, President and CEO, Harbor & Hill Credit Union",
    },
    videoUrl: null,
  },
  {
    id: "velo-electric-ride-the-city",
    title: "Velo Electric Ride the City",
    client: "Velo Electric",
    industry: "Mobility",
    duration: "14 weeks",
    challenge:
      "Velo Electric's e-bikes tested well, but in Los Angeles most commuters still believed biking to work was unsafe, sweaty or simply impossible on their route. The brand needed to convert curiosity into test rides and show that an e-bike could replace real car trips, not just weekend loops along the beach.",
    strategy:
      "'Ride the City' made the commute itself the proof. We put real Angelenos on Velo bikes for their actual daily trips, filmed them, and published the times, routes and costs side by side with driving.",
    execution: [
      "A 60-second hero film racing a Velo rider against a car from Silver Lake to Downtown at rush hour",
      "'Commute Swap' social series featuring 12 LA commuters who traded their car for a Velo for 30 days",
      "OOH on congested corridors including Sunset, Wilshire and Venice Boulevards, listing the bike's time for that stretch",
      "A route-planner microsite comparing trip time and monthly cost by bike and by car",
      "Pop-up test-ride stations at Arts District and Culver City events, booked through paid social",
    ],
    results: [
      "7,900 test rides booked, 2.6 times the campaign goal",
      "Test-ride-to-purchase conversion of 19%",
      "LA online sales up 44% during the campaign",
      "'Commute Swap' series drew 6.2M views and 48K saves",
      "Route-planner microsite logged 210K trip comparisons",
    ],
    tags: ["Mobility", "E-Bike", "Social Series", "OOH", "Test Rides"],
    services: ["Creative Campaigns", "Social Media", "Video Production"],
    images: {
      thumbnail: "/media/case-studies/velo-electric-ride-the-city/thumbnail.webp",
      hero: "/media/case-studies/velo-electric-ride-the-city/hero.webp",
      gallery: [
        "/media/case-studies/velo-electric-ride-the-city/gallery-1.webp",
        "/media/case-studies/velo-electric-ride-the-city/gallery-2.webp",
        "/media/case-studies/velo-electric-ride-the-city/gallery-3.webp",
      ],
    },
    videos: {
      hero: "/media/showcase/launch-spot.mp4",
      gallery: ["/media/showcase/social-series.mp4", "/media/showcase/vertical-cut.mp4"],
    },
    metrics: {
      primary: "7,900 test rides booked",
      secondary: ["44% lift in LA online sales", "19% test-ride-to-purchase conversion", "6.2M 'Commute Swap' views"],
    },
    quote: {
      text: "Everyone says LA isn't a bike city. Northlight didn't argue, they just timed it. Once people saw a Velo beat a car down Sunset, the test-ride calendar filled up in a week.",
      attribution: "Marcus Bell, VP of Brand, Velo Electric",
    },
    videoUrl: "/media/showcase/launch-spot.mp4",
  },
  {
    id: "solstice-skincare-glow-season",
    title: "Solstice Skincare Glow Season",
    client: "Solstice Skincare",
    industry: "Beauty",
    duration: "8 weeks",
    challenge:
      "Solstice Skincare's sunscreen and vitamin C serum were its best sellers, yet summer sales were flat because shoppers saw the brand as one more clean-beauty label among dozens. Paid social costs were climbing, and the brand's influencer posts were polished but had stopped moving product.",
    strategy:
      "'Glow Season' traded filtered perfection for real skin in real light. We built an eight-week routine challenge around unretouched before-and-after content from customers and dermatologists, turning the brand's ingredient story into proof people could see.",
    execution: [
      "'Glow Season' eight-week routine challenge hosted on Instagram and TikTok, with weekly check-ins",
      "Unretouched vertical videos from 40 customers and three board-certified dermatologists",
      "A challenge hub on the Solstice site with a routine builder and bundle checkout",
      "Weekly live ingredient Q&As on Instagram with the brand's formulation chemist",
      "Paid social always-on program using the top-performing customer videos as ads",
    ],
    results: [
      "Direct-to-consumer revenue up 58% over the same eight weeks last year",
      "52K people joined the challenge, with 61% completing all eight weeks",
      "Paid social cost per purchase down 37% using customer-made creative",
      "Routine bundle became 34% of online orders during the campaign",
      "14.5M video views and 9,300 user-generated posts tagged #GlowSeason",
    ],
    tags: ["Beauty", "UGC", "Social Challenge", "DTC", "Clean Beauty"],
    services: ["Social Media", "Digital Marketing", "Creative Campaigns"],
    images: {
      thumbnail: "/media/case-studies/solstice-skincare-glow-season/thumbnail.webp",
      hero: "/media/case-studies/solstice-skincare-glow-season/hero.webp",
      gallery: [
        "/media/case-studies/solstice-skincare-glow-season/gallery-1.webp",
        "/media/case-studies/solstice-skincare-glow-season/gallery-2.webp",
        "/media/case-studies/solstice-skincare-glow-season/gallery-3.webp",
      ],
    },
    videos: [
      { title: "Glow Season: Week One", url: "/media/showcase/vertical-cut.mp4", format: "vertical" },
      { title: "Real Skin, Real Light", url: "/media/showcase/brand-film.mp4", format: "horizontal" },
    ],
    metrics: {
      primary: "58% lift in direct-to-consumer revenue",
      secondary: ["52K challenge participants", "37% lower cost per purchase", "9,300 #GlowSeason posts"],
    },
    quote: {
      text: "We'd spent years trying to look perfect online. Northlight convinced us to show real skin instead, and our customers did the rest. It's the most honest campaign we've run, and the best performing.",
      attribution: "Elena Park, Founder and CEO, Solstice Skincare",
    },
    videoUrl: null,
  },
];
