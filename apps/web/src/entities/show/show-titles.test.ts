import { describe, expect, it } from "vitest";
import { showTitles } from "./show-titles";

const show = { original_title: "Aşk-ı Memnu", title: "Forbidden Love" };

describe("showTitles", () => {
  it("shows a Turkish reader only the Turkish title, whatever the preference", () => {
    for (const pref of [undefined, 0, 1]) expect(showTitles(show, pref, "tr")).toEqual({ primary: "Aşk-ı Memnu", secondary: undefined });
  });

  it("follows the preference in other languages, with the other title second", () => {
    expect(showTitles(show, 0, "en")).toEqual({ primary: "Aşk-ı Memnu", secondary: "Forbidden Love" });
    expect(showTitles(show, 1, "de")).toEqual({ primary: "Forbidden Love", secondary: "Aşk-ı Memnu" });
    expect(showTitles(show, undefined, "pt-br")).toEqual({ primary: "Aşk-ı Memnu", secondary: "Forbidden Love" });
    expect(showTitles({ original_title: "Ezel", title: "Ezel" }, 1, "en")).toEqual({ primary: "Ezel", secondary: undefined });
  });
});
