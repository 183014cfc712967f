import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "./tabs";

describe("tabKeyTarget", () => {
  it("steps with the arrows and wraps around", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3, false)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 2, 3, false)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3, false)).toBe(2);
  });

  it("mirrors the arrows right to left", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3, true)).toBe(2);
    expect(tabKeyTarget("ArrowLeft", 0, 3, true)).toBe(1);
  });

  it("jumps with Home and End and ignores other keys", () => {
    expect(tabKeyTarget("Home", 2, 3, false)).toBe(0);
    expect(tabKeyTarget("End", 0, 3, true)).toBe(2);
    expect(tabKeyTarget("ArrowDown", 1, 3, false)).toBeUndefined();
    expect(tabKeyTarget("a", 1, 3, false)).toBeUndefined();
  });
});
