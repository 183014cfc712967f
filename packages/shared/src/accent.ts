/**
 * A profile's accent colour kept readable (decision 0054): the colour a Pro user picked, moved in
 * lightness (hue and saturation kept) until its WCAG 2 contrast ratio against the site's surface is
 * at least 4.5:1 — once for the light theme, once for the dark one. A colour already readable on a
 * surface is used there as it is.
 */

/** The surfaces an accent is drawn on: the light theme's white, and the dark theme's lightest card (zinc-900). */
export const ACCENT_SURFACES = { light: "#ffffff", dark: "#18181b" } as const;

/** WCAG AA for normal text. */
export const ACCENT_MIN_CONTRAST = 4.5;

export interface ReadableAccent {
  /** For text and primary buttons (white text) on the light theme. */
  light: string;
  /** For text on the dark theme. */
  dark: string;
}

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a));
  const lb = luminance(parseHex(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** HSL with h in [0, 360), s and l in [0, 1]. */
function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * The colour nearest `hex` in lightness that reads on `surface`. For a fixed hue and saturation every
 * channel grows with lightness, so contrast with a surface moves one way: a binary search finds the
 * boundary, and rounding to whole channels is checked (and stepped past) before answering.
 */
function readableOn(hex: string, surface: string): string {
  const colour = hex.toLowerCase();
  if (contrastRatio(colour, surface) >= ACCENT_MIN_CONTRAST) return colour;
  const [h, s, l] = toHsl(parseHex(colour));
  // Darken against a light surface, lighten against a dark one.
  const darken = luminance(parseHex(surface)) > 0.5;
  const reads = (lightness: number) => contrastRatio(toHex(fromHsl(h, s, lightness)), surface) >= ACCENT_MIN_CONTRAST;
  // `bad` never reads, `good` always does (black on white, white on zinc-900).
  let bad = l;
  let good = darken ? 0 : 1;
  for (let i = 0; i < 24; i++) {
    const mid = (bad + good) / 2;
    if (reads(mid)) good = mid;
    else bad = mid;
  }
  return toHex(fromHsl(h, s, good));
}

/** The accent to use on the light and on the dark theme (lower-case `#rrggbb`). */
export function readableAccent(hex: string): ReadableAccent {
  return { light: readableOn(hex, ACCENT_SURFACES.light), dark: readableOn(hex, ACCENT_SURFACES.dark) };
}
