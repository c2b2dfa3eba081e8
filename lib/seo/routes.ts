// Every public page a crawler should find, besides the ones generated from data (services and
// case studies). The sitemap and the link checks in the tests read this list.

export type StaticRoute = { path: string; changeFrequency: "daily" | "weekly" | "monthly" | "yearly"; priority: number };

export const staticRoutes: StaticRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/services", changeFrequency: "monthly", priority: 0.9 },
  { path: "/case-studies", changeFrequency: "weekly", priority: 0.9 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.8 },
  { path: "/los-angeles-advertising-agency", changeFrequency: "monthly", priority: 0.8 },
  { path: "/password-manager-content-marketing", changeFrequency: "yearly", priority: 0.6 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.3 },
];
