import { serializeJsonLd, type JsonLd } from "@/lib/seo/json-ld";

/** Structured data for crawlers, escaped so no content can close the script tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
