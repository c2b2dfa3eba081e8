import type { Service } from "./types";

// Seed data: the six practices Northlight sells, as a new database starts with them (lib/db/seed.ts).
// Pages, the footer and the concierge read the Service table. Order matters: it is the order of the
// services index and the footer.

export const services: Service[] = [
  {
    slug: "brand-strategy",
    title: "Brand Strategy",
    description: "Positioning, naming and brand platforms built on real customer research, so every campaign after it starts from a sharper idea.",
    overview:
      "Strategy at Northlight is the part of the work you never see and always feel. We start by listening: interviews with your customers, your sales floor and your skeptics, then a hard look at the category and the words everyone in it has worn out. From there we write the positioning, the brand platform and the messaging hierarchy your team will actually use on a Tuesday afternoon. It is how Harbor & Hill Credit Union went from looking like a 1990s savings bank to a brand its members' kids actually want to join, and how Driftwood Coffee Roasters became the cold brew made by people who still roast by the beach.",
    keyServices: [
      "Brand positioning and platform",
      "Customer and category research",
      "Naming and verbal identity",
      "Messaging architecture",
      "Brand architecture for multi-product companies",
      "Rebrand strategy and rollout planning",
    ],
    capabilities: [
      "One-on-one customer interviews and ethnography",
      "Quantitative surveys and segmentation",
      "Competitive audits and category mapping",
      "Stakeholder workshops with leadership teams",
      "Tone-of-voice guides and copy playbooks",
      "Brand health tracking",
      "Internal launch and employee adoption programs",
    ],
    approach: [
      {
        title: "Listen",
        description:
          "We interview customers, staff and leadership, and read everything your category says about itself. Most of the answer is already in the room.",
      },
      {
        title: "Define",
        description: "We distill what we heard into one positioning statement and the proof points that earn it, then pressure-test both with real customers.",
      },
      {
        title: "Articulate",
        description: "The platform becomes language: a brand idea, a messaging hierarchy and a voice guide your writers and sales team can use without us.",
      },
      {
        title: "Activate",
        description: "We plan the rollout, from the all-hands reveal to the first campaign, so the strategy shows up in the work instead of a slide deck.",
      },
    ],
    results:
      "After repositioning Harbor & Hill Credit Union around one truth, that its members' money stays in the neighborhoods it comes from, new memberships rose 36% in the nine months after launch and aided awareness in its target neighborhoods climbed from 14% to 33%. For Driftwood Coffee Roasters, a brand platform, naming system and can copy for three launch flavors helped its first canned cold brew sell through at 2.1 times the category average in its first 90 days.",
    clientTypes: [
      "Challenger brands taking on category leaders",
      "Regional institutions modernizing for a younger audience",
      "Founder-led companies preparing to scale",
      "Businesses after a merger or acquisition",
      "Consumer brands entering a new category",
    ],
  },
  {
    slug: "creative-campaigns",
    title: "Creative Campaigns",
    description: "Integrated campaigns built around one clear idea and made to run everywhere: film, out-of-home, social, digital and retail.",
    overview:
      'A campaign is one idea told well in many places. Our creative teams pair a writer with an art director from the first brief, and they stay on the work through the shoot, the edit and the last resize. We concept broadly, kill most of it ourselves and bring you the two or three routes we would fight for, each shown in the channels it will actually live in. Harvest Table\'s summer menu launch, Pacific Crest Outfitters\' "Go Further" platform and Velo Electric\'s "Ride the City" all came out of that process, and each was built on an idea simple enough to carry a film, a billboard and a feed at once.',
    keyServices: [
      "Campaign concepting and platform ideas",
      "Copywriting and art direction",
      "Out-of-home and experiential",
      "Retail and point-of-sale creative",
      "Integrated launch campaigns",
      "Seasonal and promotional programs",
    ],
    capabilities: [
      "Creative briefs written with your team",
      "Concept boards and animatics for early testing",
      "Print, OOH and transit production",
      "Photography direction",
      "Motion graphics and design systems",
      "Adaptation across markets and formats",
      "Creative pre-testing with target audiences",
    ],
    approach: [
      {
        title: "Brief",
        description: "We write a single-page brief with you: one audience, one thing to say, one reason to believe it. Everything after is judged against it.",
      },
      {
        title: "Concept",
        description:
          "Writer and art director pairs explore widely, then we present two or three routes shown in real placements, not floating on a white slide.",
      },
      {
        title: "Make",
        description: "The team that had the idea stays on through photography, film and design, so nothing gets lost between the pitch and the finished work.",
      },
      {
        title: "Launch and learn",
        description: "We watch the first weeks in market closely and adjust copy, cuts and placements while the campaign still has momentum.",
      },
    ],
    results:
      'Pacific Crest Outfitters\' "Go Further" campaign lifted in-store traffic 14% year over year and grew shoppers aged 18-34 from 22% to 31% of new loyalty members. Harvest Table\'s summer menu launch raised same-store sales 9.4% over the previous summer menu period, and Velo Electric\'s "Ride the City" booked 7,900 test rides in Los Angeles, 2.6 times the campaign goal.',
    clientTypes: [
      "Retailers with seasonal launch calendars",
      "Restaurant and fast-casual chains",
      "Consumer electronics and mobility brands",
      "Entertainment and streaming companies",
      "Brands entering new markets",
    ],
  },
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    description: "Paid search, paid social, content and conversion work run by people who read the numbers every morning and change what isn't working.",
    overview:
      "Digital is where a campaign meets a credit card, so we treat it with the same care as the film. Our digital team plans and runs paid search and paid social, builds landing pages that load fast and say one thing, and produces the content that earns search traffic over years rather than weeks. We set up measurement before launch, agree with you on which numbers matter, and report them in plain language. Keyward's content program is a good example: a library of genuinely useful security guides that took content from 20% to 46% of its sign-ups and cut blended cost per acquisition by 34%.",
    keyServices: [
      "Paid search and paid social",
      "Content marketing and SEO",
      "Landing pages and conversion optimization",
      "Email and lifecycle marketing",
      "Analytics setup and reporting",
      "Performance creative",
    ],
    capabilities: [
      "Google, Meta, TikTok, LinkedIn and Reddit ads management",
      "Keyword and content-gap research",
      "A/B and multivariate testing",
      "GA4 and server-side tracking setup",
      "Marketing automation in HubSpot, Klaviyo and Braze",
      "Looker Studio dashboards",
      "Creative iteration from performance data",
    ],
    approach: [
      {
        title: "Audit",
        description: "We review your accounts, tracking and site before spending a dollar, because most budgets leak somewhere obvious.",
      },
      {
        title: "Plan",
        description: "We agree on one primary goal and the few metrics that prove it, then map channels and budget to the customer's actual path to purchase.",
      },
      {
        title: "Build and launch",
        description: "Campaigns, landing pages and content go live with tracking verified and tests already set up, so we learn from day one.",
      },
      {
        title: "Optimize",
        description: "Weekly check-ins and monthly reviews move money toward what works and retire what doesn't, with every change explained.",
      },
    ],
    results:
      "Keyward's content program grew organic traffic 212% in six months, to 480K monthly sessions, and raised content's share of sign-ups from 20% to 46% while cutting blended cost per acquisition by 34%. For Lumina Health's open enrollment campaign, a rebuilt plan finder and a search and paid social program segmented by life event raised new individual-plan enrollments 23% over the prior open enrollment while cutting cost per enrollment by 29%.",
    clientTypes: [
      "Subscription software and apps",
      "Health plans and insurers with enrollment windows",
      "Direct-to-consumer brands",
      "Financial services and credit unions",
      "B2B companies with long sales cycles",
    ],
  },
  {
    slug: "video-production",
    title: "Video Production",
    description: "Brand films, commercials and social cuts produced in-house in Downtown LA, from treatment and casting through shoot, edit, color and sound.",
    overview:
      "We have produced film since the day we opened, and it is still the work we are best known for. Our in-house producers, directors and editors handle everything from a 60-second broadcast spot to a 12-part vertical series, and we plan every shoot so one production day yields the hero film, the cutdowns and the social assets together. Being in Los Angeles means crews, stages and locations are close by and costs stay honest. Our films for IMAX, Pacific Crest Outfitters and Driftwood Coffee Roasters came out of this studio, and the same team that makes our reel makes yours.",
    keyServices: [
      "Brand films and documentaries",
      "Broadcast and streaming commercials",
      "Social-first and vertical video",
      "Product and launch films",
      "Post-production, color and sound",
      "Motion graphics and animation",
    ],
    capabilities: [
      "Treatments, scripting and storyboards",
      "Casting, locations and permits across Southern California",
      "Full crew and equipment packages",
      "Stage and remote production",
      "Offline and online editing",
      "Color grading and sound mix",
      "Deliverables for broadcast, streaming, cinema and social",
      "Versioning and localization",
    ],
    approach: [
      {
        title: "Treatment",
        description: "The director and producer write a treatment with references, tone and a shot plan, so you see the film before anyone rolls camera.",
      },
      {
        title: "Pre-production",
        description: "Casting, locations, wardrobe and schedule are locked with you, and we plan every deliverable so one shoot covers all formats.",
      },
      {
        title: "Production",
        description: "Lean, experienced crews shoot efficiently on stage or on location, with a client monitor and a producer beside you all day.",
      },
      {
        title: "Post-production",
        description:
          "Edit, color, sound and graphics happen in-house, with review rounds built into the schedule and delivery specs checked before anything ships.",
      },
    ],
    results:
      "The 15-second cutdowns of our IMAX brand film held a 68% average view-through rate on connected TV, and the campaign lifted advance ticket clicks from its Los Angeles landing page 18% in the final two weeks. Pacific Crest Outfitters' 90-second anthem film earned 5.6M views with a 41% completion rate on YouTube, and Driftwood Coffee Roasters' launch videos drew 8.4M views, 72% of them organic. Our film work has won multiple Telly Awards and Digiday Video recognition.",
    clientTypes: [
      "Entertainment and exhibition brands",
      "Food and beverage launches",
      "Beauty and personal care brands",
      "Retailers with seasonal campaigns",
      "Companies that need a brand film for a milestone",
    ],
  },
  {
    slug: "media-buying",
    title: "Media Buying",
    description: "Media planning and buying across TV, streaming, audio, out-of-home and digital, negotiated hard and measured against business results.",
    overview:
      "Good creative in the wrong place is an expensive secret. Our media team plans and buys across linear and connected TV, streaming audio, podcasts, out-of-home and digital, and sits in the same room as the creatives, so the plan and the work are built for each other. We negotiate directly with publishers and networks, run regional tests before scaling, and measure against sales, sign-ups or store visits rather than impressions alone. For clients who already have a media agency, we also coordinate creative specs and flighting so nothing gets lost between the two teams.",
    keyServices: [
      "Media strategy and planning",
      "Linear and connected TV buying",
      "Out-of-home and transit",
      "Audio, streaming and podcast buying",
      "Programmatic and digital display",
      "Measurement and attribution",
    ],
    capabilities: [
      "Audience research and market selection",
      "Direct publisher and network negotiation",
      "Geo-holdout and matched-market testing",
      "Marketing mix modeling with partners",
      "Brand safety and fraud verification",
      "Flighting and budget pacing",
      "Post-campaign analysis and recommendations",
    ],
    approach: [
      {
        title: "Understand the customer",
        description: "We map where your audience actually spends time and attention, using research and your first-party data rather than assumptions.",
      },
      {
        title: "Plan",
        description: "We build a channel mix and budget split around your goal, with a test design that shows what each dollar is doing.",
      },
      {
        title: "Negotiate and buy",
        description: "We negotiate rates, value-adds and placements directly, and we tell you what we paid and why it was worth it.",
      },
      {
        title: "Measure and reallocate",
        description: "We read results against business outcomes throughout the flight and move budget to the markets and channels that are working.",
      },
    ],
    results:
      "For Lumina Health's open enrollment, a bilingual plan across streaming audio, connected TV and digital out-of-home, concentrated in Los Angeles, the Inland Empire, Sacramento and the Central Valley, cut cost per enrollment 29% across paid channels and lifted Spanish-language enrollments 41%. IMAX's pre-show and connected-TV plan, timed to the Thursday before each major opening, delivered 4.2M impressions across the LA market during opening-weekend flights, with cost per landing-page visit 22% under plan.",
    clientTypes: [
      "Health plans and insurers",
      "Regional banks and credit unions",
      "Retail and e-commerce brands",
      "Mobility and consumer tech companies",
      "Brands launching in new cities",
    ],
  },
  {
    slug: "social-media",
    title: "Social Media",
    description: "Social strategy, content and community management for brands that want to be part of the feed, not an interruption to it.",
    overview:
      'Social rewards brands that show up like people: quickly, with a point of view and a sense of humor about themselves. Our social team writes strategy by platform, runs a small in-house content studio for fast-turn photo and video, and manages communities in real time. We plan around cultural moments but keep a steady format-driven calendar, because series build audiences and one-off posts don\'t. Harvest Table\'s weekly "Picked This Week" farm series and Driftwood Coffee Roasters\' "First Pour" videos were both built that way: one recognizable format, new episodes on a steady rhythm, and an audience that comes back for the next one.',
    keyServices: [
      "Social strategy and platform planning",
      "Content creation and recurring series",
      "Community management",
      "Creator and influencer partnerships",
      "Paid social amplification",
      "Social listening and reporting",
    ],
    capabilities: [
      "TikTok, Instagram, YouTube Shorts, LinkedIn and Pinterest",
      "In-house content studio for same-week turnarounds",
      "Creator sourcing, contracts and usage rights",
      "Real-time response and escalation playbooks",
      "Trend monitoring and cultural calendars",
      "Social listening with Sprout Social and Brandwatch",
      "Monthly performance reporting",
    ],
    approach: [
      {
        title: "Find the voice",
        description: "We define how your brand sounds on each platform and what it will and won't comment on, before the first post goes out.",
      },
      {
        title: "Build formats",
        description: "We develop two or three repeatable series your audience can come back for, then pilot them with small paid tests.",
      },
      {
        title: "Publish and engage",
        description: "Our team creates, posts and responds daily, with a clear approval path so timely content is still timely when it goes live.",
      },
      {
        title: "Report and refine",
        description: "Monthly reports focus on saves, shares, follower quality and sales impact, and the calendar changes based on what we learn.",
      },
    ],
    results:
      "Harvest Table's summer launch, built around the weekly \"Picked This Week\" farm series, drew 11.8M organic and paid video views in 12 weeks and grew Instagram followers 38%, from 61K to 84K, with a 6.1% average engagement rate on the series. Driftwood Coffee Roasters' TikTok account went from zero to 96K followers in 16 weeks, and Solstice Skincare's eight-week Glow Season challenge drew 52K participants and 9,300 posts tagged #GlowSeason.",
    clientTypes: [
      "Restaurants and food brands",
      "Beauty and wellness brands",
      "Consumer packaged goods",
      "Lifestyle and outdoor retailers",
      "Apps and consumer tech",
      "Brands launching a new product line",
    ],
  },
];
