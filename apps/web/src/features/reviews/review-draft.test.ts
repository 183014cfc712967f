import { describe, expect, it } from "vitest";
import { type DraftStorage, type ReviewFormValues, clearDraft, draftKey, emptyValues, loadDraft, sameValues, saveDraft, sweepDrafts } from "./review-draft";

/** An in-memory Storage. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

const MINUTE = 60_000;
const values = (title = "Başyapıt"): ReviewFormValues => ({ ...emptyValues(), title, content: "Uzun bir metin", scores: { ...emptyValues().scores, story: 4.5 } });

describe("review drafts", () => {
  it("keeps a draft per user and show for 30 minutes", () => {
    const storage = memoryStorage();
    saveDraft(storage, 1, 10, values(), 0);
    expect(loadDraft(storage, 1, 10, 30 * MINUTE)?.values).toEqual(values());
    expect(loadDraft(storage, 2, 10, MINUTE)).toBeNull();
    expect(loadDraft(storage, 1, 11, MINUTE)).toBeNull();
    expect(loadDraft(storage, 1, 10, 30 * MINUTE + 1)).toBeNull();
    // An expired draft is removed when found.
    expect(storage.map.has(draftKey(1, 10))).toBe(false);
  });

  it("offers an edit's draft only to the editor of that review, and a new review's only to a new review", () => {
    const storage = memoryStorage();
    saveDraft(storage, 1, 10, values("Edit"), 0, 77);
    expect(loadDraft(storage, 1, 10, MINUTE)).toBeNull();
    expect(loadDraft(storage, 1, 10, MINUTE, 78)).toBeNull();
    expect(loadDraft(storage, 1, 10, MINUTE, 77)?.values.title).toBe("Edit");
    clearDraft(storage, 1, 10);
    expect(loadDraft(storage, 1, 10, MINUTE, 77)).toBeNull();
  });

  it("reads a damaged or foreign value as no draft, and keeps only valid half-star scores", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(1, 10), "{not json");
    expect(loadDraft(storage, 1, 10, 0)).toBeNull();
    storage.setItem(draftKey(1, 10), JSON.stringify({ savedAt: 0, values: { title: "T", content: "C", scores: { story: 7, acting: 2.5, music: "x" } } }));
    const draft = loadDraft(storage, 1, 10, 0);
    expect(draft?.values.scores).toMatchObject({ story: null, acting: 2.5, music: null });
  });

  it("compares form states field by field", () => {
    expect(sameValues(values(), values())).toBe(true);
    expect(sameValues(values(), values("Other"))).toBe(false);
    expect(sameValues(values(), { ...values(), scores: { ...values().scores, overall: 3 } })).toBe(false);
    expect(sameValues(emptyValues(), emptyValues())).toBe(true);
  });

  it("sweeps expired drafts of every user and show, and leaves other keys alone", () => {
    const storage = memoryStorage();
    saveDraft(storage, 1, 10, values(), 0);
    saveDraft(storage, 2, 11, values(), 20 * MINUTE);
    storage.setItem("dz-theme", "dark");
    sweepDrafts(storage, 40 * MINUTE);
    expect([...storage.map.keys()].sort()).toEqual([draftKey(2, 11), "dz-theme"]);
  });
});
