import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type OgDrawing, drawingVersion, fitLines, readsRightToLeft, renderOgImage } from "./og-image.js";

const noPicture = async () => null;
const drawing = (fields: Partial<OgDrawing>): OgDrawing => ({ title: "Yalı Çapkını", subtitle: "Star TV · 2022", picture: null, shape: "poster", artwork: { title: "Yalı Çapkını", subtitle: "" }, ...fields });

/** How many light pixels (text) there are in a region of the card. */
async function inkIn(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data } = await sharp(jpeg).extract(region).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value > 180).length;
}

describe("fitLines", () => {
  it("keeps a short title whole, on one line", () => {
    expect(fitLines("Kuruluş Osman", 58, 684, 3)).toEqual(["Kuruluş Osman"]);
  });

  it("cuts a long title after the last line with an ellipsis, breaking between words", () => {
    const lines = fitLines("Bir Zamanlar Çukurova ve çok uzun bir başlık olan bu dizinin adı gerçekten hiç sığmayacak kadar uzun", 58, 684, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith("…")).toBe(true);
    expect(lines.slice(0, 2).every((line) => !line.endsWith(" "))).toBe(true);
  });

  it("breaks a word wider than a line, and leaves out control characters", () => {
    const lines = fitLines(`${"a".repeat(80)}\u0000b`, 58, 684, 2);
    expect(lines).toHaveLength(2);
    expect(lines.join("")).not.toContain("\u0000");
    expect(lines[1]!.endsWith("…")).toBe(true);
  });
});

describe("readsRightToLeft", () => {
  it("by the first letter", () => {
    expect(readsRightToLeft("مسلسل")).toBe(true);
    expect(readsRightToLeft("سریال عشق")).toBe(true);
    expect(readsRightToLeft("@ali سریال")).toBe(false);
    expect(readsRightToLeft("★ 4.5 قصة")).toBe(true);
    expect(readsRightToLeft("Şerbet")).toBe(false);
  });
});

describe("renderOgImage", () => {
  it("escapes the words for XML (an unescaped & or < would not render at all)", async () => {
    const jpeg = await renderOgImage(drawing({ title: `Tom & Jerry <script>"'`, subtitle: "a & b" }), noPicture);
    expect((await sharp(jpeg).metadata()).width).toBe(1200);
  });

  it("draws Turkish text and hangs Arabic and Persian titles from the right edge", async () => {
    const turkish = await renderOgImage(drawing({ title: "Şğİı" }), noPicture);
    const arabic = await renderOgImage(drawing({ title: "حب" }), noPicture);
    const persian = await renderOgImage(drawing({ title: "پژ" }), noPicture);
    // The title's first line: x 456 … 1140, around y 210.
    const left = { left: 456, top: 150, width: 200, height: 80 };
    const right = { left: 940, top: 150, width: 200, height: 80 };
    expect(await inkIn(turkish, left)).toBeGreaterThan(200);
    expect(await inkIn(turkish, right)).toBe(0);
    for (const jpeg of [arabic, persian]) {
      expect(await inkIn(jpeg, right)).toBeGreaterThan(200);
      expect(await inkIn(jpeg, left)).toBe(0);
    }
  });

  it("draws the generated artwork when the picture cannot be read", async () => {
    const broken = await renderOgImage(drawing({ picture: { source: "storage", key: "posts/x.webp" } }), async () => Buffer.from("not an image"));
    const none = await renderOgImage(drawing({}), noPicture);
    expect(broken.equals(none)).toBe(true);
  });
});

describe("drawingVersion", () => {
  it("changes with the title and the picture, and not otherwise", () => {
    const base = drawingVersion(drawing({}));
    expect(drawingVersion(drawing({}))).toBe(base);
    expect(drawingVersion(drawing({ title: "Başka" }))).not.toBe(base);
    expect(drawingVersion(drawing({ picture: { source: "remote", url: "https://static.tvmaze.com/p.jpg" } }))).not.toBe(base);
  });
});
