import { createHash } from "node:crypto";
import sharp from "sharp";
import { OG_IMAGE_HEIGHT as HEIGHT, OG_IMAGE_WIDTH as WIDTH } from "@dizilog/shared";
import { portraitSvg, posterSvg } from "../lib/artwork.js";
import { escapeXml } from "../lib/xml.js";
import { IMAGE_MAX_PIXELS } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

/**
 * Link-preview images (decision 0040): a 1200 × 630 JPEG of an item's picture, its title, a
 * subtitle and the wordmark on the dark brand background, drawn once by sharp and then served
 * from storage under a hash of what it was drawn from.
 */

/** What one image is drawn from (services/og-card.service.ts builds it; the site card has no picture). */
export interface OgDrawing {
  title: string;
  subtitle: string;
  picture: { source: "remote"; url: string } | { source: "storage"; key: string } | null;
  shape: "poster" | "square";
  artwork: { title: string; subtitle: string } | null;
}

/** Bump when the drawing changes: every stored image is then drawn again on its next request. */
const RENDER_VERSION = 1;
const JPEG = { quality: 82 } as const;
/** The brand colour and the font of the site's drawn images (also the year card's, storage/stats-card.ts). */
export const BRAND = "#dc2626";
export const FONT = "font-family='DejaVu Sans, sans-serif'";
const TAGLINE = "Track Turkish dramas, never miss an episode, and rate every show you watch.";

const BOXES = {
  poster: { left: 60, top: 60, width: 340, height: 510 },
  square: { left: 60, top: 135, width: 360, height: 360 },
} as const;

/** No control characters (they are not XML), one space between words. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffe\uffff]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * A character's width in ems, roughly, in DejaVu Sans Bold: what cutting needs without a text
 * layout engine. Generous on purpose — a line cut a little early beats one running off the card.
 */
function emWidth(character: string): number {
  if (/[iIl.,:;'!|ıİj ]/.test(character)) return 0.36;
  if (/[mwMWŞ—@]/.test(character)) return 0.98;
  if (/[A-ZÇĞÖÜ0-9]/.test(character)) return 0.76;
  // Combining marks (Arabic vowels) take no room of their own.
  if (/\p{M}/u.test(character)) return 0;
  return 0.66;
}

export const widthOf = (text: string, size: number) => [...text].reduce((sum, c) => sum + emWidth(c) * size, 0);

/**
 * Lays `text` out in at most `maxLines` lines of `maxWidth` pixels, breaking between words (a word
 * too long for a line is broken where it must be); what does not fit ends the last line with "…".
 */
export function fitLines(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = cleanText(text).split(" ").filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than a whole line is cut into pieces that fit.
    while (widthOf(word, size) > maxWidth) {
      let piece = "";
      for (const character of word) {
        if (widthOf(piece + character, size) > maxWidth) break;
        piece += character;
      }
      lines.push(piece);
      word = word.slice(piece.length);
      if (lines.length >= maxLines) break;
    }
    if (lines.length >= maxLines) return ellipsize(lines.slice(0, maxLines), size, maxWidth);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length > maxLines ? ellipsize(lines.slice(0, maxLines), size, maxWidth) : lines;
}

/** The last line shortened until "…" fits after it. */
function ellipsize(lines: string[], size: number, maxWidth: number): string[] {
  let last = [...lines[lines.length - 1]!];
  while (last.length && widthOf(`${last.join("")}…`, size) > maxWidth) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last.join("").replace(/[\s,.;:!?·—-]+$/u, "")}…`;
  return lines;
}

/** Whether a text reads right to left: its first letter is Hebrew, Arabic or Persian. */
export function readsRightToLeft(text: string): boolean {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter !== undefined && /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(letter);
}

/**
 * Lines of text from `left` to `right`: a right-to-left text hangs from the right edge (the text
 * engine shapes and orders it; only the alignment is ours to choose).
 */
function textLines(lines: string[], span: { left: number; right: number }, y: number, size: number, gap: number, attributes: string): string {
  const rtl = readsRightToLeft(lines.join(" "));
  const at = rtl ? `x='${span.right}' text-anchor='end'` : `x='${span.left}'`;
  return lines.map((line, i) => `<text ${at} y='${y + i * gap}' font-size='${size}' ${FONT} ${attributes}>${escapeXml(line)}</text>`).join("");
}

const BACKGROUND = `<defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#0f1117'/><stop offset='1' stop-color='#24121a'/></linearGradient></defs>
<rect width='${WIDTH}' height='${HEIGHT}' fill='url(#bg)'/><rect y='${HEIGHT - 10}' width='${WIDTH}' height='10' fill='${BRAND}'/>`;

/** The words of an item's card beside its picture: the title (two lines at most), the subtitle, the wordmark. */
function itemOverlay(drawing: OgDrawing): string {
  const box = BOXES[drawing.shape];
  const x = box.left + box.width + 56;
  const maxWidth = WIDTH - x - 60;
  const span = { left: x, right: WIDTH - 60 };
  const title = fitLines(drawing.title, 58, maxWidth, 3);
  const subtitle = fitLines(drawing.subtitle, 34, maxWidth, 1);
  const top = 210 - (title.length - 1) * 24;
  const subtitleY = top + title.length * 72 + 8;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}'>${BACKGROUND}
${textLines(title, span, top, 58, 72, "font-weight='700' fill='#ffffff'")}
${textLines(subtitle, span, subtitleY, 34, 44, "fill='#cbd5e1'")}
<text x='${x}' y='${HEIGHT - 60}' font-size='40' font-weight='700' ${FONT} fill='${BRAND}'>Dizilog</text></svg>`;
}

/** The site's own card: the wordmark and the tagline. */
function siteSvg(): string {
  const tagline = fitLines(TAGLINE, 40, WIDTH - 240, 2);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}'>${BACKGROUND}
<text x='${WIDTH / 2}' y='290' text-anchor='middle' font-size='128' font-weight='700' ${FONT} fill='${BRAND}'>Dizilog</text>
${tagline.map((line, i) => `<text x='${WIDTH / 2}' y='${390 + i * 54}' text-anchor='middle' font-size='40' ${FONT} fill='#e2e8f0'>${escapeXml(line)}</text>`).join("")}</svg>`;
}

/** Rounded corners for the picture. */
function roundedMask(width: number, height: number): Buffer {
  return Buffer.from(`<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'><rect width='${width}' height='${height}' rx='22' fill='#fff'/></svg>`);
}

/** The picture cut to its box (cover), within the upload pixel limit; undefined when it does not decode. */
async function boxed(bytes: Buffer, width: number, height: number): Promise<Buffer | undefined> {
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: "error" })
      .rotate()
      .resize(width, height, { fit: "cover" })
      .composite([{ input: roundedMask(width, height), blend: "dest-in" }])
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** Reads a picture's bytes: a remote one through the SSRF-guarded fetcher, a local one from storage. */
export type PictureReader = (picture: NonNullable<OgDrawing["picture"]>) => Promise<Buffer | null | undefined>;

/** Draws the JPEG: the picture (or the generated artwork when it is missing or unreadable) beside the words. */
export async function renderOgImage(drawing: OgDrawing | "site", read: PictureReader): Promise<Buffer> {
  if (drawing === "site") return sharp(Buffer.from(siteSvg())).jpeg(JPEG).toBuffer();
  const box = BOXES[drawing.shape];
  const bytes = drawing.picture ? await read(drawing.picture).catch(() => undefined) : undefined;
  let picture = bytes ? await boxed(bytes, box.width, box.height) : undefined;
  if (!picture && drawing.artwork) {
    const { title, subtitle } = drawing.artwork;
    const svg = drawing.shape === "poster" ? posterSvg(title, subtitle) : portraitSvg(title);
    picture = await boxed(Buffer.from(svg), box.width, box.height);
  }
  const layers = picture ? [{ input: picture, left: box.left, top: box.top }] : [];
  return sharp(Buffer.from(itemOverlay(drawing))).composite(layers).jpeg(JPEG).toBuffer();
}

/** A short hash of everything the image is drawn from (and the drawing's version): its name in storage and its ETag. */
export function drawingVersion(drawing: OgDrawing | "site"): string {
  return createHash("sha256").update(JSON.stringify([RENDER_VERSION, drawing])).digest("hex").slice(0, 16);
}

export interface OgImage {
  body: Buffer;
  /** The drawing's hash: the same words and picture give the same bytes. */
  version: string;
}

/**
 * The stored images, drawn on first request: `og/<kind>/<id>/<version>.jpg`. One drawing per
 * key at a time in this process (single flight): twenty requests for a new image draw it once.
 * `beforeDrawing` runs only when this request would start a drawing (the per-address limit).
 */
export class OgImageStore {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly storage: Storage,
    private readonly read: PictureReader,
  ) {}

  async image(folder: string, drawing: OgDrawing | "site", beforeDrawing: () => Promise<void>): Promise<OgImage> {
    const version = drawingVersion(drawing);
    const key = `${folder}/${version}.jpg`;
    const pending = this.drawing.get(key);
    if (pending) return { body: await pending, version };
    const stored = await this.storage.get(key);
    if (stored) return { body: stored, version };
    // Looked up and started with no await between: whoever comes while it is drawn joins it (and
    // shares its answer, a 429 of the limit included).
    let promise = this.drawing.get(key);
    if (!promise) {
      promise = beforeDrawing().then(() => this.draw(folder, key, drawing));
      const started = promise;
      this.drawing.set(key, started);
      void started.then(
        () => this.drawing.delete(key),
        () => this.drawing.delete(key),
      );
    }
    return { body: await promise, version };
  }

  private async draw(folder: string, key: string, drawing: OgDrawing | "site"): Promise<Buffer> {
    const body = await renderOgImage(drawing, this.read);
    await this.storage.put(key, body, "image/jpeg");
    // The item's earlier drawings (an old title or poster) are not asked for any more.
    for (const file of await this.storage.list(folder)) {
      if (file.key !== key) await this.storage.deletePrefix(file.key);
    }
    return body;
  }
}
