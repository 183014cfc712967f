import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows at most 8 buttons around the current page", () => {
    expect(pageWindow(1, 20, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20, 8)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20, 8)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 8)).toEqual([1, 2, 3]);
  });
});
