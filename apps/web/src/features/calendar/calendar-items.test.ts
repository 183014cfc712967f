import { describe, expect, it } from "vitest";
import { calendarItems } from "./api";

const show = { id: 7, url: "/shows/kara-sevda", original_title: "Kara Sevda", title: "Endless Love", poster: "/media/posters/x.svg" };

describe("the compact calendar month", () => {
  it("gives each episode its show, code and link, in the server's order", () => {
    const items = calendarItems({
      shows: [show],
      episodes: [
        { id: 2, show_id: 7, season_number: 1, number: 12, air_date: "2026-10-05", airs_at: "2026-10-05T17:00:00.000Z" },
        { id: 1, show_id: 7, season_number: 2, number: 3, air_date: "2026-10-06", airs_at: "2026-10-06T17:00:00.000Z" },
      ],
    });
    expect(items).toEqual([
      { id: 2, url: "/shows/kara-sevda/season-1/episode-12", code: "S01E12", air_date: "2026-10-05", airs_at: "2026-10-05T17:00:00.000Z", show },
      { id: 1, url: "/shows/kara-sevda/season-2/episode-3", code: "S02E03", air_date: "2026-10-06", airs_at: "2026-10-06T17:00:00.000Z", show },
    ]);
  });

  it("leaves out an episode whose show is missing rather than drawing a cell without a title", () => {
    expect(calendarItems({ shows: [], episodes: [{ id: 1, show_id: 9, season_number: 1, number: 1, air_date: "2026-10-05", airs_at: "2026-10-05T17:00:00.000Z" }] })).toEqual([]);
  });
});
