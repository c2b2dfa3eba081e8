/** The agency's own time zone: a date the site shows as "today" is today in Los Angeles. */
export const AGENCY_TIME_ZONE = "America/Los_Angeles";

/** A day in Los Angeles: the long form for people and YYYY-MM-DD for `<time dateTime>`. */
export type LocalDay = { label: string; iso: string };

export function dayInLosAngeles(now: Date = new Date()): LocalDay {
  const label = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }).format(now);
  const parts = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: AGENCY_TIME_ZONE }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { label, iso: `${part("year")}-${part("month")}-${part("day")}` };
}
