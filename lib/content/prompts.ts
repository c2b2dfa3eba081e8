// Static copy (no table): example prompts the chat concierge's input cycles through as placeholder text.

/** How long each example prompt stays on screen before the next one rotates in. */
export const PROMPT_ROTATION_MS = 4750;

export const examplePrompts: string[] = [
  "We're launching a cold brew in 3 months and need a campaign",
  "How much does a typical project cost?",
  "Show me your latest reel",
  "What awards has Northlight won?",
  "Can you shoot a 30-second spot for streaming TV?",
  "We need a rebrand before our Series B",
  "Do you offer internships for summer?",
  "Show me your social media work",
  "Our credit union feels dated. Where would we start?",
  "What's your retainer pricing?",
  "Can you run TikTok for a restaurant chain?",
  "How long does a brand film take to produce?",
  "Show me the Harvest Table case study",
  "Do you handle media buying too?",
  "I'm a freelance editor. How do I get on your roster?",
  "We need a launch campaign for an e-bike in two cities",
  "What did you do for IMAX?",
  "Do you work with startups?",
  "Show me some branding projects",
  "We have open enrollment in October. Can you help?",
  "How do I pitch my production company to you?",
  "Can you make vertical video for Reels and Shorts?",
  "What does a first meeting with you look like?",
  "We're a skincare brand looking for creator partnerships",
  "Are you hiring designers right now?",
  "Show me your web design work",
  "Can you help our content rank on Google?",
  "Who owns the creative once the project is done?",
  "We need a Super Bowl-caliber idea on a regional budget",
  "Where is your studio in Los Angeles?",
];
