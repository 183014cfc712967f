import { useEffect, useId, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface LineSeries {
  label: string;
  /** One value per x label; null leaves a gap. */
  values: (number | null)[];
}

export interface LineChartProps {
  /** The chart's accessible name (role="img"): what it shows, in a sentence. */
  label: string;
  /** The x axis' labels, in order (an episode's number, a day). */
  x: string[];
  series: LineSeries[];
  /** The id of a table on the page that holds the same figures; without one the chart renders its own, for screen readers only. */
  tableId?: string;
  /** Formats a value on the y axis and in the table (default: two decimals). */
  format?: (value: number) => string;
  height?: number;
}

/** Colours that read on white and on zinc-950, one pair per series (light, dark). */
const PALETTE: [string, string][] = [
  ["#b91c1c", "#f87171"],
  ["#1d4ed8", "#60a5fa"],
  ["#047857", "#34d399"],
];

const isDark = () => document.documentElement.classList.contains("dark");

/**
 * A line chart (uPlot, loaded only with the pages that draw one: import this file lazily). Accessible:
 * the canvas is an image with a label, described by a table of the same figures (the page's, or its
 * own hidden one); colours follow the dark mode; it resizes with its box. The plot itself runs left
 * to right in every language (a time axis), while the legend follows the page's direction.
 */
export function LineChart({ label, x, series, tableId, format = (v) => v.toFixed(2), height = 240 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const ownTable = useId();
  const [dark, setDark] = useState(false);

  // Follow the theme switch (a class on <html>).
  useEffect(() => {
    setDark(isDark());
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const ink = dark ? "#d4d4d8" : "#3f3f46";
    const grid = dark ? "#3f3f46" : "#e4e4e7";
    const xs = x.map((_, i) => i + 1);
    const options: uPlot.Options = {
      width: Math.max(200, target.clientWidth),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: ink,
          grid: { stroke: grid },
          ticks: { stroke: grid },
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (x[s - 1] ?? "") : "")),
        },
        { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, values: (_u, splits) => splits.map((s) => format(s)) },
      ],
      series: [
        {},
        ...series.map((s, i) => {
          const [light, night] = PALETTE[i % PALETTE.length]!;
          const colour = dark ? night : light;
          return { label: s.label, stroke: colour, width: 2, points: { show: true, size: 6, fill: colour }, value: (_u: uPlot, v: number | null) => (v === null ? "–" : format(v)) };
        }),
      ],
    };
    const chart = new uPlot(options, [xs, ...series.map((s) => s.values)] as uPlot.AlignedData, target);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, target.clientWidth), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [x, series, dark, height, format]);

  return (
    <figure className="m-0">
      <div role="img" aria-label={label} aria-describedby={tableId ?? ownTable} className="w-full overflow-hidden">
        <div ref={box} dir="ltr" className="w-full" style={{ minHeight: height }} />
      </div>
      {series.length > 1 && (
        <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300" aria-hidden="true">
          {series.map((s, i) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span className="inline-block h-0.5 w-4" style={{ background: PALETTE[i % PALETTE.length]![dark ? 1 : 0] }} />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
      {!tableId && (
        <table id={ownTable} className="sr-only">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col" />
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {x.map((name, i) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i] === null || s.values[i] === undefined ? "–" : format(s.values[i]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

export default LineChart;
