import type { MetadataRoute } from "next";
import { caseStudyDates, serviceDates } from "@/lib/db/content";
import { absoluteUrl } from "@/lib/seo/metadata";
import { staticRoutes } from "@/lib/seo/routes";

const newest = (dates: Iterable<Date>) => [...dates].reduce<Date | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);

// /sitemap.xml: every public page, service and case study; lastModified comes from the data.
// An admin write to a case study revalidates it (lib/cache.ts).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [studies, services] = await Promise.all([caseStudyDates(), serviceDates()]);
  const indexDates: Record<string, Date | undefined> = { "/case-studies": newest(studies.values()), "/services": newest(services.values()) };

  return [
    ...staticRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      ...(indexDates[route.path] ? { lastModified: indexDates[route.path] } : {}),
    })),
    ...[...services].map(([slug, lastModified]) => ({
      url: absoluteUrl(`/services/${slug}`),
      lastModified,
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    ...[...studies].map(([id, lastModified]) => ({
      url: absoluteUrl(`/case-studies/${id}`),
      lastModified,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
  ];
}
