import sharp from "sharp";
import { STATS_CARD_HEIGHT as HEIGHT, STATS_CARD_WIDTH as WIDTH } from "@dizilog/shared/api/stats-constants";
import type { StatsCardText } from "../domain/stats-card-text.js";
import { escapeXml } from "../lib/xml.js";
import { BRAND, FONT, cleanText, fitLines, readsRightToLeft, widthOf } from "./og-image.js";

/**
 * The shareable card of a personal year (decision 0046): a 1080 × 1350 PNG drawn by sharp from
 * SVG, with the words and the line fitting of the link-preview images (og-image.ts). Arabic and
 * Persian cards are laid out right to left: every line hangs from the right edge and the three
 * figures run from the right; the text engine (librsvg with Pango) shapes and orders the letters.
 */
export interface StatsCardDrawing {
  year: number;
  /** The interface language the card speaks (numbers are written in its digits). */
  locale: string;
  text: StatsCardText;
  /** The member's display name (or @username). */
  name: string;
  hours: number;
  episodes: number;
  shows: number;
  /** The most watched shows of the year (5 at most) and the episodes seen of each. */
  topShows: { title: string; episodes: number }[];
  /** Genre slugs, most watched first. */
  topGenres: string[];
  topReaction: string | null;
}

const MARGIN = 80;
const CONTENT = WIDTH - 2 * MARGIN;
const RTL_LANGUAGES = new Set(["ar", "fa", "he", "ur"]);

/** Whether a language is written right to left. */
export function isRightToLeftLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.toLowerCase().split("-")[0] ?? "");
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

/** One line of text at `x` (a left edge, or with `end` the right edge), escaped. */
function line(text: string, x: number, y: number, size: number, attributes: string, anchor: "start" | "middle" | "end" = "start"): string {
  const anchorAttribute = anchor === "start" ? "" : ` text-anchor='${anchor}'`;
  const words = cleanText(text);
  // A line that starts with a right-to-left letter is embedded right to left (U+202B … U+202C): the
  // text engine's base direction is otherwise left to right, which would put "Dizilog" of
  // "سال ۲۰۲۶ من در Dizilog" on the wrong side.
  const ordered = readsRightToLeft(words) ? `\u202b${words}\u202c` : words;
  return `<text x='${x}' y='${y}' font-size='${size}' ${FONT}${anchorAttribute} ${attributes}>${escapeXml(ordered)}</text>`;
}

/** The SVG of a card (exported for tests: what the PNG is drawn from). */
export function statsCardSvg(drawing: StatsCardDrawing): string {
  const { text } = drawing;
  const rtl = isRightToLeftLocale(drawing.locale);
  // The edge lines start from: the left one, or the right one for a right-to-left card.
  const start = rtl ? WIDTH - MARGIN : MARGIN;
  const end = rtl ? MARGIN : WIDTH - MARGIN;
  const startAnchor = rtl ? "end" : "start";
  const endAnchor = rtl ? "start" : "end";
  const number = new Intl.NumberFormat(drawing.locale, { maximumFractionDigits: 1 });
  const parts: string[] = [];

  parts.push(line("Dizilog", start, 120, 44, `font-weight='700' fill='${BRAND}'`, startAnchor));
  const title = fitLines(fill(text.title, { year: new Intl.NumberFormat(drawing.locale, { useGrouping: false }).format(drawing.year) }), 64, CONTENT, 2);
  title.forEach((words, i) => parts.push(line(words, start, 220 + i * 78, 64, `font-weight='700' fill='#ffffff'`, startAnchor)));
  const name = fitLines(drawing.name, 34, CONTENT, 1)[0] ?? "";
  parts.push(line(name, start, 220 + title.length * 78 + 10, 34, `fill='#cbd5e1'`, startAnchor));

  // The three figures, in reading order.
  const figures = [
    { value: number.format(drawing.hours), label: text.hours },
    { value: number.format(drawing.episodes), label: text.episodes },
    { value: number.format(drawing.shows), label: text.shows },
  ];
  const column = CONTENT / figures.length;
  figures.forEach((figure, i) => {
    const centre = rtl ? WIDTH - MARGIN - column * (i + 0.5) : MARGIN + column * (i + 0.5);
    parts.push(line(figure.value, centre, 500, 96, `font-weight='700' fill='#ffffff'`, "middle"));
    const label = fitLines(figure.label, 30, column - 20, 2);
    label.forEach((words, j) => parts.push(line(words, centre, 550 + j * 38, 30, `fill='#cbd5e1'`, "middle")));
  });
  parts.push(`<rect x='${MARGIN}' y='630' width='${CONTENT}' height='2' fill='#334155'/>`);

  if (drawing.episodes === 0) {
    fitLines(text.empty, 40, CONTENT, 3).forEach((words, i) =>
      parts.push(line(words, WIDTH / 2, 820 + i * 54, 40, `fill='#e2e8f0'`, "middle")),
    );
  } else {
    let y = 710;
    parts.push(line(text.topShows, start, y, 36, `font-weight='700' fill='${BRAND}'`, startAnchor));
    y += 66;
    for (const [i, show] of drawing.topShows.slice(0, 5).entries()) {
      const count = fill(text.episodesOf, { count: number.format(show.episodes) });
      const room = CONTENT - widthOf(count, 34) - 90;
      const titleLine = fitLines(show.title, 38, room, 1)[0] ?? "";
      parts.push(line(number.format(i + 1), start, y, 38, `font-weight='700' fill='#94a3b8'`, startAnchor));
      parts.push(line(titleLine, rtl ? start - 60 : start + 60, y, 38, `fill='#ffffff'`, startAnchor));
      parts.push(line(count, end, y, 34, `fill='#cbd5e1'`, endAnchor));
      y += 62;
    }
    y = Math.max(y + 30, 1070);
    if (drawing.topGenres.length) {
      parts.push(line(text.topGenres, start, y, 32, `font-weight='700' fill='${BRAND}'`, startAnchor));
      const genres = drawing.topGenres.map((slug) => text.genres[slug] ?? slug).join(rtl ? " ، " : " · ");
      parts.push(line(fitLines(genres, 38, CONTENT, 1)[0] ?? "", start, y + 52, 38, `fill='#ffffff'`, startAnchor));
      y += 120;
    }
    if (drawing.topReaction) {
      parts.push(line(text.reaction, start, y, 32, `font-weight='700' fill='${BRAND}'`, startAnchor));
      parts.push(line(text.reactions[drawing.topReaction] ?? drawing.topReaction, start, y + 52, 38, `fill='#ffffff'`, startAnchor));
    }
  }

  const background = `<defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#0f1117'/><stop offset='1' stop-color='#24121a'/></linearGradient></defs>
<rect width='${WIDTH}' height='${HEIGHT}' fill='url(#bg)'/><rect y='${HEIGHT - 14}' width='${WIDTH}' height='14' fill='${BRAND}'/>`;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}'>${background}${parts.join("")}</svg>`;
}

/** Draws the card as a PNG. */
export async function renderStatsCard(drawing: StatsCardDrawing): Promise<Buffer> {
  return sharp(Buffer.from(statsCardSvg(drawing))).png({ compressionLevel: 8 }).toBuffer();
}
