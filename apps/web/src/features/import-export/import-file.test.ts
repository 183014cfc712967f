import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, type ImportPreview } from "@dizilog/shared/api";
import { acceptOf, exportUrl, formatFileSize, hasAnythingToImport, importFileProblem, unmatchedEntries } from "./import-file";

const file = (name: string, size = 100, type = "") => ({ name, size, type });

describe("importFileProblem", () => {
  it("accepts a Trakt JSON file and a TV Time CSV file, whatever the case of the extension", () => {
    expect(importFileProblem(file("watched-shows.json", 100, "application/json"), "trakt")).toBeNull();
    expect(importFileProblem(file("SEEN_EPISODE.CSV", 100, "application/vnd.ms-excel"), "tvtime")).toBeNull();
  });

  it("refuses a file of the other source or another kind", () => {
    expect(importFileProblem(file("seen_episode.csv", 100, "text/csv"), "trakt")).toBe("type");
    expect(importFileProblem(file("watched-shows.json", 100, "application/json"), "tvtime")).toBe("type");
    expect(importFileProblem(file("export.zip", 100, "application/zip"), "trakt")).toBe("type");
    // The extension decides when there is one, even if the browser's type says otherwise.
    expect(importFileProblem(file("notes.txt", 100, "application/json"), "trakt")).toBe("type");
  });

  it("goes by the type when the name has no extension", () => {
    expect(importFileProblem(file("export", 100, "application/json"), "trakt")).toBeNull();
    expect(importFileProblem(file("export", 100, ""), "trakt")).toBe("type");
  });

  it("refuses an empty file and one over the server's 5 MB, and accepts exactly 5 MB", () => {
    expect(importFileProblem(file("a.json", 0), "trakt")).toBe("empty");
    expect(importFileProblem(file("a.json", IMPORT_MAX_BYTES), "trakt")).toBeNull();
    expect(importFileProblem(file("a.json", IMPORT_MAX_BYTES + 1), "trakt")).toBe("size");
  });

  it("offers the extension and the types to the picker", () => {
    expect(acceptOf("trakt").split(",")).toEqual([".json", "application/json", "text/json"]);
    expect(acceptOf("tvtime").split(",")[0]).toBe(".csv");
  });
});

const ref = (id: number, title: string, year: number) => ({ id, slug: `s${id}`, original_title: title, title, year });

function summary(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    source: "trakt",
    shows: { matched: 0, unmatched: [], ambiguous: [] },
    episodes: { matched: 0, unmatched: 0 },
    ratings: { matched: 0, unmatched: 0 },
    lists: { matched: 0, skipped: [], items: { matched: 0, unmatched: 0 } },
    skipped_entries: 0,
    items: [],
    ...overrides,
  };
}

describe("unmatchedEntries", () => {
  it("lists what will not be imported with the reason, history first, then titles only rated or listed", () => {
    const entries = unmatchedEntries(
      summary({
        shows: { matched: 2, unmatched: ["Behzat Ç.", "Only Rated"], ambiguous: ["İkiz Dizi", "Only Listed"] },
        items: [
          { title: "Ezel", year: 2009, status: "matched", show: ref(1, "Ezel", 2009), candidates: [], episodes: { matched: 3, unmatched: 0 } },
          { title: "Aşk-ı Memnu", year: 2008, status: "matched", show: ref(2, "Aşk-ı Memnu", 2008), candidates: [], episodes: { matched: 4, unmatched: 1 } },
          { title: "Behzat Ç.", year: 2010, status: "unmatched", show: null, candidates: [], episodes: { matched: 0, unmatched: 2 } },
          { title: "İkiz Dizi", year: 2019, status: "ambiguous", show: null, candidates: [ref(3, "Twin One", 2019), ref(4, "Twin Two", 2019)], episodes: { matched: 0, unmatched: 1 } },
        ],
      }),
    );
    expect(entries).toEqual([
      { title: "Aşk-ı Memnu", year: 2008, reason: "episodes", candidates: [], episodes: 1 },
      { title: "Behzat Ç.", year: 2010, reason: "notFound", candidates: [], episodes: 2 },
      { title: "İkiz Dizi", year: 2019, reason: "ambiguous", candidates: [{ title: "Twin One", year: 2019 }, { title: "Twin Two", year: 2019 }], episodes: 1 },
      { title: "Only Rated", year: null, reason: "notFound", candidates: [], episodes: 0 },
      { title: "Only Listed", year: null, reason: "ambiguous", candidates: [], episodes: 0 },
    ]);
  });

  it("is empty when everything matched", () => {
    const all = summary({ items: [{ title: "Ezel", year: 2009, status: "matched", show: ref(1, "Ezel", 2009), candidates: [], episodes: { matched: 3, unmatched: 0 } }] });
    expect(unmatchedEntries(all)).toEqual([]);
  });
});

describe("hasAnythingToImport", () => {
  it("is false when nothing matched, true as soon as one thing did", () => {
    expect(hasAnythingToImport(summary({ shows: { matched: 0, unmatched: ["X"], ambiguous: [] } }))).toBe(false);
    expect(hasAnythingToImport(summary({ ratings: { matched: 1, unmatched: 0 } }))).toBe(true);
  });
});

describe("exportUrl", () => {
  it("asks for JSON by default and for one kind as CSV", () => {
    expect(exportUrl()).toBe("/api/me/export?format=json");
    expect(exportUrl("seen")).toBe("/api/me/export?format=csv&kind=seen");
  });
});

describe("formatFileSize", () => {
  it("writes decimal megabytes and kilobytes, as the server counts its 5 MB", () => {
    expect(formatFileSize(IMPORT_MAX_BYTES, "en")).toBe("5 MB");
    expect(formatFileSize(1_250_000, "en")).toBe("1.3 MB");
    expect(formatFileSize(850_000, "en")).toBe("850 kB");
    expect(formatFileSize(12, "en")).toBe("0.1 kB");
    expect(formatFileSize(5_000_000, "tr")).toBe("5 MB");
  });
});
