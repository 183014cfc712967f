// Generates the installable app's icons (public/icons/*.png) from the site's artwork, the favicon's
// red square and white "D". Run `npm run icons -w @dizilog/web` after changing the artwork; the PNGs
// are committed, so a build needs no image tooling.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../public/icons");
mkdirSync(out, { recursive: true });

const BRAND = "#b91c1c";
const GLYPH = `<path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#fff" stroke-width="3"/>`;
/** The glyph scaled about the square's centre (its optical centre is a little right of 16). */
const glyph = (scale, color = "#fff") =>
  `<g transform="translate(16.4 16) scale(${scale}) translate(-16.75 -16)">${GLYPH.replace("#fff", color)}</g>`;

const svg = (body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`);

const ARTWORK = {
  /** "any": the favicon as it is, rounded corners on transparency. */
  any: svg(`<rect width="32" height="32" rx="7" fill="${BRAND}"/>${glyph(1)}`),
  /** "maskable": full bleed, the glyph inside the 80% safe zone a platform's mask never cuts. */
  maskable: svg(`<rect width="32" height="32" fill="${BRAND}"/>${glyph(0.72)}`),
  /** iOS draws its own rounded corners over an opaque square. */
  apple: svg(`<rect width="32" height="32" fill="${BRAND}"/>${glyph(0.8)}`),
  /** Android's status-bar badge: a white shape on transparency (the system tints it). */
  badge: svg(glyph(1.05)),
};

const SIZES = {
  any: [48, 72, 96, 128, 144, 152, 192, 256, 384, 512],
  maskable: [192, 512],
  apple: [180],
  badge: [96],
};

const NAMES = {
  any: (size) => `icon-${size}.png`,
  maskable: (size) => `maskable-${size}.png`,
  apple: () => "apple-touch-icon.png",
  badge: (size) => `badge-${size}.png`,
};

for (const [kind, sizes] of Object.entries(SIZES)) {
  for (const size of sizes) {
    const file = path.join(out, NAMES[kind](size));
    await sharp(ARTWORK[kind], { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: kind !== "any" || size <= 96 })
      .toFile(file);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
