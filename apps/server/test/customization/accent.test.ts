import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCENT_MIN_CONTRAST, ACCENT_SURFACES, contrastRatio, readableAccent } from "@dizilog/shared/accent";

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.boolean())
  .map(([r, g, b, upper]) => {
    const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    return upper ? hex.toUpperCase() : hex;
  });

describe("readableAccent", () => {
  it("reads at 4.5:1 or more on both themes' surfaces, for any colour", () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const accent = readableAccent(colour);
        expect(accent.light).toMatch(/^#[0-9a-f]{6}$/);
        expect(accent.dark).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(accent.light, ACCENT_SURFACES.light)).toBeGreaterThanOrEqual(ACCENT_MIN_CONTRAST);
        expect(contrastRatio(accent.dark, ACCENT_SURFACES.dark)).toBeGreaterThanOrEqual(ACCENT_MIN_CONTRAST);
        // The dark theme's page (zinc-950) is darker than its cards: what reads on a card reads there too.
        expect(contrastRatio(accent.dark, "#09090b")).toBeGreaterThanOrEqual(ACCENT_MIN_CONTRAST);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a colour that already reads on a surface as it is (lower case)", () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const accent = readableAccent(colour);
        const lower = colour.toLowerCase();
        if (contrastRatio(lower, ACCENT_SURFACES.light) >= ACCENT_MIN_CONTRAST) expect(accent.light).toBe(lower);
        if (contrastRatio(lower, ACCENT_SURFACES.dark) >= ACCENT_MIN_CONTRAST) expect(accent.dark).toBe(lower);
      }),
      { numRuns: 2000 },
    );
  });

  it("moves only as far as it must: the result sits just past 4.5:1", () => {
    // Yellow is too light for white and reads on dark; navy the other way round.
    const yellow = readableAccent("#facc15");
    expect(yellow.dark).toBe("#facc15");
    expect(yellow.light).not.toBe("#facc15");
    expect(contrastRatio(yellow.light, ACCENT_SURFACES.light)).toBeLessThan(ACCENT_MIN_CONTRAST + 0.25);
    const navy = readableAccent("#1e3a8a");
    expect(navy.light).toBe("#1e3a8a");
    expect(contrastRatio(navy.dark, ACCENT_SURFACES.dark)).toBeLessThan(ACCENT_MIN_CONTRAST + 0.25);
  });

  it("knows WCAG's ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });
});
