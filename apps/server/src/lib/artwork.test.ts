import { describe, expect, it } from "vitest";
import { portraitSvg } from "./artwork.js";

describe("portraitSvg (default avatars and portraits)", () => {
  it("draws the initials on the gradient, with no silhouette under them", () => {
    const svg = portraitSvg("Ayşe Yılmaz");
    expect(svg).toContain(">AY</text>");
    expect(svg).not.toContain("<circle");
    expect(svg).not.toContain("<path");
  });

  it("draws the silhouette alone when the name gives no initials", () => {
    const svg = portraitSvg("   ");
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<path");
  });
});
