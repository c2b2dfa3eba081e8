import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { dayInLosAngeles } from "@/lib/content/dates";
import { Today } from "@/components/content/today";

describe("today in Los Angeles", () => {
  it("turns at midnight in Los Angeles, not in UTC", () => {
    // 08:00 UTC is midnight in Los Angeles in winter (UTC-8), 07:00 UTC in summer (UTC-7).
    expect(dayInLosAngeles(new Date("2026-12-02T07:59:59Z"))).toEqual({ label: "December 1, 2026", iso: "2026-12-01" });
    expect(dayInLosAngeles(new Date("2026-12-02T08:00:00Z"))).toEqual({ label: "December 2, 2026", iso: "2026-12-02" });
    expect(dayInLosAngeles(new Date("2026-07-04T06:59:59Z")).iso).toBe("2026-07-03");
    expect(dayInLosAngeles(new Date("2026-07-04T07:00:00Z")).iso).toBe("2026-07-04");
  });

  it("the server's HTML holds the day the page was rendered", () => {
    const rendered = dayInLosAngeles(new Date("2026-03-09T20:00:00Z"));
    expect(renderToStaticMarkup(createElement(Today, { rendered }))).toBe('<time dateTime="2026-03-09">March 9, 2026</time>');
  });
});
