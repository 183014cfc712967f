import { escapeXml } from "./xml.js";

/**
 * Generated artwork for the demo catalog (no remote images): deterministic SVG posters, show
 * thumbnails, episode stills and portraits, made from a hash of the subject's name.
 */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function palette(seed: string) {
  const h = hash(seed);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >> 9) % 90)) % 360;
  return { from: `hsl(${hue} 55% 28%)`, to: `hsl(${hue2} 65% 12%)`, accent: `hsl(${(hue + 180) % 360} 70% 65%)`, h };
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

const FONT = "font-family='Georgia, \"DejaVu Serif\", serif'";

export function posterSvg(title: string, subtitle: string): string {
  const p = palette(title);
  const lines = wrap(title, 12, 4);
  const startY = 300 - (lines.length - 1) * 22;
  const circles = [0, 1, 2]
    .map((i) => {
      const x = (p.h >> (i * 5)) % 300;
      const y = (p.h >> (i * 7)) % 450;
      const r = 60 + ((p.h >> (i * 3)) % 90);
      return `<circle cx='${x}' cy='${y}' r='${r}' fill='${p.accent}' opacity='0.${2 + i}'/>`;
    })
    .join("");
  const text = lines
    .map((l, i) => `<text x='150' y='${startY + i * 44}' text-anchor='middle' font-size='34' font-weight='700' fill='#fff' ${FONT}>${escapeXml(l)}</text>`)
    .join("");
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 450' width='300' height='450' role='img' aria-label='${escapeXml(title)}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='0.4' y2='1'><stop offset='0' stop-color='${p.from}'/><stop offset='1' stop-color='${p.to}'/></linearGradient></defs>
<rect width='300' height='450' fill='url(#g)'/>${circles}<rect y='330' width='300' height='120' fill='#000' opacity='0.25'/>${text}
<text x='150' y='420' text-anchor='middle' font-size='16' fill='#fff' opacity='0.85' ${FONT}>${escapeXml(subtitle)}</text></svg>`;
}

export function landscapeSvg(title: string, caption: string): string {
  const p = palette(title);
  const lines = wrap(title, 22, 2);
  const text = lines
    .map((l, i) => `<text x='24' y='${130 + i * 34}' font-size='28' font-weight='700' fill='#fff' ${FONT}>${escapeXml(l)}</text>`)
    .join("");
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 225' width='400' height='225' role='img' aria-label='${escapeXml(`${title} ${caption}`)}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${p.from}'/><stop offset='1' stop-color='${p.to}'/></linearGradient></defs>
<rect width='400' height='225' fill='url(#g)'/><circle cx='${300 + (p.h % 80)}' cy='${40 + (p.h % 60)}' r='90' fill='${p.accent}' opacity='0.3'/>${text}
<text x='24' y='205' font-size='18' fill='#fff' opacity='0.9' ${FONT}>${escapeXml(caption)}</text></svg>`;
}

export function portraitSvg(name: string): string {
  const p = palette(name);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .slice(0, 2)
    .join("")
    .toLocaleUpperCase("tr");
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200' width='200' height='200' role='img' aria-label='${escapeXml(name)}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${p.from}'/><stop offset='1' stop-color='${p.to}'/></linearGradient></defs>
<rect width='200' height='200' fill='url(#g)'/>${
    // The initials on the gradient, or a silhouette when the name has none: never one drawn over the other.
    initials
      ? `<text x='100' y='118' text-anchor='middle' font-size='56' font-weight='700' fill='#fff' ${FONT}>${escapeXml(initials)}</text>`
      : `<circle cx='100' cy='78' r='38' fill='${p.accent}' opacity='0.35'/><path d='M30 200c8-44 38-64 70-64s62 20 70 64z' fill='${p.accent}' opacity='0.35'/>`
  }</svg>`;
}
