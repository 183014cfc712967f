import type { Show } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { presentShow } from "../presenters/show.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { type ShowRow, genresOfShows, seasonsOfShows } from "../repositories/show.repository.js";

/** Presents a list of shows with their seasons (always) and genres (on request) in two queries. */
export async function presentShowList(db: Db, rows: ShowRow[], include: { genres: boolean }, viewer: Viewer): Promise<Show[]> {
  const ids = rows.map((r) => r.id);
  const [seasons, genres] = await Promise.all([seasonsOfShows(db, ids), include.genres ? genresOfShows(db, ids) : undefined]);
  return rows.map((row) => presentShow(row, { seasons: seasons.get(row.id) ?? [], genres: genres?.get(row.id) }, viewer));
}
