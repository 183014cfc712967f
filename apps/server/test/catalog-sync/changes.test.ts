import { describe, expect, it } from "vitest";
import { changeEvents, diffShow, hasChanges } from "../../src/integrations/tvmaze/catalog-changes.js";

const at = (iso: string) => new Date(iso);
const ep = (id: number, seasonNumber: number, number: number, airsAt: Date | null, title: string | null = null) => ({ id, seasonNumber, number, title, airsAt });

describe("what a sync changed (diffShow)", () => {
  it("a new season and episode, a moved one and a renamed one; a date first announced or withdrawn is no move", () => {
    const before = {
      seasons: [{ id: 1, number: 1 }],
      episodes: [ep(10, 1, 1, at("2026-01-06T17:00:00Z"), "Bir"), ep(11, 1, 2, null), ep(12, 1, 3, at("2026-01-20T17:00:00Z")), ep(13, 1, 4, at("2026-01-27T17:00:00Z"))],
    };
    const after = {
      seasons: [{ id: 1, number: 1 }, { id: 2, number: 2 }],
      episodes: [
        ep(10, 1, 1, at("2026-01-06T17:00:00Z"), "İlk"),
        ep(11, 1, 2, at("2026-01-13T17:00:00Z")),
        ep(12, 1, 3, at("2026-01-21T17:00:00Z")),
        ep(13, 1, 4, null),
        ep(14, 2, 1, at("2026-09-01T17:00:00Z")),
      ],
    };
    const changes = diffShow(before, after);
    expect(changes.seasonsAdded).toEqual([{ id: 2, number: 2 }]);
    expect(changes.episodesAdded.map((e) => e.id)).toEqual([14]);
    expect(changes.rescheduled.map((c) => [c.episode.id, c.from.toISOString(), c.to.toISOString()])).toEqual([[12, "2026-01-20T17:00:00.000Z", "2026-01-21T17:00:00.000Z"]]);
    expect(changes.retitled.map((c) => [c.episode.id, c.from, c.to])).toEqual([[10, "Bir", "İlk"]]);
    const events = changeEvents({ id: 7, title: "Yargı", slug: "yargi" }, changes);
    expect(events.map((e) => e.type)).toEqual(["catalog.season_added", "catalog.episode_added", "catalog.episode_rescheduled", "catalog.episode_retitled"]);
    expect(events[2]).toMatchObject({ actorId: null, payload: { showId: 7, showSlug: "yargi", episodeId: 12, seasonNumber: 1, number: 3 } });
  });

  it("the same rows twice: no change, no event", () => {
    const same = { seasons: [{ id: 1, number: 1 }], episodes: [ep(10, 1, 1, at("2026-01-06T17:00:00Z"), "Bir")] };
    const changes = diffShow(same, structuredClone(same));
    expect(hasChanges(changes)).toBe(false);
    expect(changeEvents({ id: 1, title: "x", slug: "x" }, changes)).toEqual([]);
  });
});
