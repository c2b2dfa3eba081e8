"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { chartDays, chartSummary, formatShare, plural, STATS_URL, type ChartDay } from "@/lib/admin/knowledge";
import { knowledgeStatsResponseSchema, type KnowledgeStats } from "@/lib/contracts/knowledge";
import { adminQuery } from "../queries";
import { CARD, ErrorState } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// The Knowledge tab's chart: chat messages per Los Angeles day over the last 30 days, answered and
// unanswered stacked, with the share unanswered as a line and a headline figure. An SVG drawn by
// recharts (in this tab's chunk only); screen readers get its caption and a table of the numbers.

const statsQuery = adminQuery(STATS_URL, knowledgeStatsResponseSchema);

// The theme's tokens (app/globals.css), as SVG needs them.
const COLORS = { answered: "rgb(163 163 173 / 0.42)", unanswered: "#ffb547", share: "#f4f1ea", grid: "rgb(255 255 255 / 0.06)", tick: "#85858f" };

export function KnowledgeChart() {
  const { data, error, isFetching, refetch } = useQuery(statsQuery);
  if (error && !isFetching)
    return (
      <div className="mt-8">
        <ErrorState error={error} message="Failed to load the chart's figures" onRetry={() => void refetch()} />
      </div>
    );
  if (!data)
    return (
      <div
        aria-busy="true"
        aria-label="Loading the chart"
        className={cn(CARD, "mt-8 h-[26rem] animate-pulse bg-white/[0.04] motion-reduce:animate-none md:h-[22rem]")}
      />
    );
  return <Chart stats={data} />;
}

function Chart({ stats }: { stats: KnowledgeStats }) {
  const id = useId();
  const days = chartDays(stats);
  return (
    <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-caption`} data-testid="knowledge-chart" className={cn(CARD, "mt-8 p-5 md:p-7")}>
      <div className="flex flex-wrap items-end justify-between gap-x-10 gap-y-5">
        <div>
          <h3 id={`${id}-title`} className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">
            Last 30 days
          </h3>
          <p className="mt-3 flex items-baseline gap-3">
            <span data-testid="unanswered-share" className="font-display text-5xl leading-none tabular-nums text-accent md:text-6xl">
              {formatShare(stats.unansweredShare)}
            </span>
            <span className="max-w-[12rem] text-sm leading-snug text-muted">of messages had no answer on the site</span>
          </p>
        </div>
        <dl className="flex w-full justify-between gap-x-3 text-xs sm:grid sm:w-auto sm:grid-cols-3 sm:gap-x-8 sm:text-right">
          <Figure label="Messages" value={stats.totals.total} />
          <Figure label="Answered" value={stats.totals.answered} swatch={COLORS.answered} />
          <Figure label="Unanswered" value={stats.totals.unanswered} swatch={COLORS.unanswered} />
        </dl>
      </div>
      {/* The drawing is for the eye; its numbers are in the table below. */}
      <div aria-hidden="true" className="-mx-2 mt-6 h-56 md:h-64">
        <ComposedChart
          responsive
          accessibilityLayer={false}
          data={days}
          margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
          barCategoryGap="22%"
          style={{ width: "100%", height: "100%" }}
        >
          <CartesianGrid vertical={false} stroke={COLORS.grid} />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fill: COLORS.tick, fontSize: 11 }} minTickGap={18} interval="preserveStartEnd" />
          <YAxis
            yAxisId="count"
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tick={{ fill: COLORS.tick, fontSize: 11 }}
            width={countAxisWidth(days)}
          />
          <YAxis
            yAxisId="share"
            orientation="right"
            domain={[0, 1]}
            tickFormatter={(value: number) => formatShare(value)}
            tickLine={false}
            axisLine={false}
            tick={{ fill: COLORS.tick, fontSize: 11 }}
            width={40}
          />
          <Tooltip
            cursor={{ fill: "rgb(255 255 255 / 0.04)" }}
            content={({ active, payload }) => <DayTooltip active={active} day={payload?.[0]?.payload as ChartDay | undefined} />}
            isAnimationActive={false}
          />
          <Bar yAxisId="count" dataKey="answered" name="Answered" stackId="messages" fill={COLORS.answered} isAnimationActive={false} />
          <Bar
            yAxisId="count"
            dataKey="unanswered"
            name="Unanswered"
            stackId="messages"
            fill={COLORS.unanswered}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="share"
            dataKey="share"
            name="Unanswered share"
            type="monotone"
            stroke={COLORS.share}
            strokeOpacity={0.7}
            strokeWidth={1.5}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </div>
      <figcaption id={`${id}-caption`} className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-subtle">
        <Legend swatch={COLORS.answered}>Answered</Legend>
        <Legend swatch={COLORS.unanswered}>Unanswered</Legend>
        <Legend line={COLORS.share}>Share unanswered (right scale)</Legend>
        <span className="sr-only">{chartSummary(stats)}</span>
      </figcaption>
      {/* Hidden in a box of its own: a table grows to its content whatever its width, and at 390 px
          an sr-only table made the page 500 px wide. */}
      <div className="sr-only">
        <table>
          <caption>Chat messages per day, Los Angeles time</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Messages</th>
              <th scope="col">Answered</th>
              <th scope="col">Unanswered</th>
              <th scope="col">Share unanswered</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{day.label}</time>
                </th>
                <td>{day.total}</td>
                <td>{day.answered}</td>
                <td>{day.unanswered}</td>
                <td>{formatShare(day.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Figure({ label, value, swatch }: { label: string; value: number; swatch?: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-[0.6875rem] uppercase tracking-[0.06em] text-subtle sm:justify-end sm:text-xs sm:tracking-[0.2em]">
        {swatch ? <span aria-hidden="true" className="size-2 shrink-0 rounded-sm" style={{ background: swatch }} /> : null}
        {label}
      </dt>
      <dd className="mt-1 font-display text-2xl tabular-nums text-fg md:text-3xl">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

function Legend({ swatch, line, children }: { swatch?: string; line?: string; children: string }) {
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-2">
      {swatch ? <span className="size-2.5 rounded-sm" style={{ background: swatch }} /> : null}
      {line ? <span className="h-px w-4" style={{ background: line }} /> : null}
      {children}
    </span>
  );
}

function DayTooltip({ active, day }: { active?: boolean; day?: ChartDay }) {
  if (!active || !day) return null;
  return (
    <div className="rounded-xl border border-line bg-raised/95 px-4 py-3 text-xs shadow-2xl shadow-black/60 backdrop-blur">
      <p className="font-medium text-fg">{day.label}</p>
      <p className="mt-1.5 text-muted">{plural(day.total, "message", "messages")}</p>
      <p className="text-muted">
        <span className="text-accent">{day.unanswered.toLocaleString("en-US")} unanswered</span> · {formatShare(day.share)}
      </p>
    </div>
  );
}

/** Room for the count axis's widest tick ("12,000" needs more than "30"), past the chart's negative left margin. */
function countAxisWidth(days: ChartDay[]): number {
  const highest = Math.max(0, ...days.map((day) => day.answered + day.unanswered));
  return 24 + 7 * highest.toLocaleString("en-US").length;
}
