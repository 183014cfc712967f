import { GENRES } from "@dizilog/shared";
import type { Db, Executor } from "../db/database.js";
import { insertCredits, insertShowGenres } from "../repositories/catalog-import.repository.js";
import {
  allGenres,
  insertCouples,
  insertEpisodes,
  insertMissingGenres,
  insertNetworks,
  insertPeople,
  insertSeasons,
  insertShow,
} from "../repositories/seed.repository.js";
import { slugify } from "../lib/slug.js";
import { zonedTimeToInstant } from "../lib/time.js";
import type { DemoCatalog } from "./demo/index.js";
import { airDates } from "./episode-schedule.js";
import { seedDemoCharts } from "./demo-charts.js";
import { seedDemoNews } from "./demo-news.js";
import { withRetryingTransaction } from "../db/transaction.js";
import { seedDemoContrib } from "./demo-contrib.js";
import { seedDemoWatch } from "./demo-watch.js";
import { seedDemoPages } from "./demo-pages.js";
import { seedDemoRatings } from "./demo-ratings.js";

const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Gives each text a unique slug, suffixing repeats (-2, -3 …). */
function uniqueSlugger() {
  const used = new Set<string>();
  return (text: string) => {
    const base = slugify(text) || "item";
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

/** The 12 genres of the spec: reference data every database has. */
export async function seedGenres(db: Executor): Promise<void> {
  await insertMissingGenres(
    db,
    GENRES.map((g, i) => ({ name: g.name, slug: g.slug, position: i + 1 })),
  );
}

/** Writes the demo catalog (networks, people, shows, seasons, episodes, credits, couples) in one transaction. */
export async function seedDemoCatalog(db: Db, catalog: DemoCatalog): Promise<{ shows: number; episodes: number; people: number }> {
  return withRetryingTransaction(db, async (tx) => {
    await seedGenres(tx);
    const genreRows = await allGenres(tx);
    const genreId = new Map(genreRows.map((g) => [g.slug, g.id]));

    const networkRows = await insertNetworks(
      tx,
      catalog.networks.map((n) => ({ name: n.name, slug: slugify(n.name), kind: n.kind })),
    );
    const networkId = new Map(networkRows.map((n) => [n.name, n.id]));

    const personSlug = uniqueSlugger();
    const personRows = await insertPeople(
      tx,
      catalog.people.map((p) => ({
        slug: personSlug(p.name),
        name: p.name,
        birthday: p.birthday,
        birthplace: p.birthplace ?? null,
        knownFor: p.knownFor,
        gender: p.gender,
      })),
    );
    const personId = new Map(personRows.map((p) => [p.name, p.id]));

    const showSlug = uniqueSlugger();
    let episodeTotal = 0;
    const showIdByTitle = new Map<string, number>();
    for (const show of catalog.shows) {
      const firstSeason = show.seasons[0];
      const premiered = firstSeason?.premiered ?? null;
      const showId = await insertShow(tx, {
        slug: showSlug(show.originalTitle),
        originalTitle: show.originalTitle,
        title: show.title,
        type: show.type,
        status: show.status,
        networkId: networkId.get(show.network) ?? null,
        year: premiered ? Number(premiered.slice(0, 4)) : null,
        premiered,
        runtime: show.runtime,
        airTime: show.airTime,
        airDays: show.weekdays,
        synopsis: show.synopsis,
        demoAiring: show.airing ? 1 : 0,
      });
      showIdByTitle.set(show.originalTitle, showId);

      const ids = [...new Set(show.genres.map((g) => genreId.get(g)).filter((id): id is number => id !== undefined))];
      if (ids.length) await insertShowGenres(tx, ids.map((id) => ({ showId, genreId: id })));

      const seasonRows = await insertSeasons(
        tx,
        show.seasons.map((s, i) => ({ showId, number: i + 1, premiered: s.premiered })),
      );
      const episodeRows = show.seasons.flatMap((season, i) => {
        const seasonRow = seasonRows.find((s) => s.number === i + 1)!;
        return airDates(season.premiered, show.weekdays, season.episodes).map((date, e) => ({
          showId,
          seasonId: seasonRow.id,
          seasonNumber: i + 1,
          number: e + 1,
          airsAt: zonedTimeToInstant(date, show.airTime),
          runtime: show.runtime,
        }));
      });
      episodeTotal += episodeRows.length;
      await insertInBatches(episodeRows, (batch) => insertEpisodes(tx, batch));

      const creditRows = [
        ...show.cast.map((c, position) => ({ kind: "cast" as const, person: c.person, character: c.character, role: null, position })),
        ...show.crew.map((c, position) => ({ kind: "crew" as const, person: c.person, character: null, role: c.role, position })),
      ].flatMap(({ person, ...rest }) => {
        const id = personId.get(person);
        return id === undefined ? [] : [{ ...rest, showId, personId: id }];
      });
      if (creditRows.length) await insertCredits(tx, creditRows);
    }

    await seedDemoPages(tx, { networkId, genreId, slug: showSlug });

    const coupleSlug = uniqueSlugger();
    const coupleRows = catalog.couples.flatMap((c) => {
      const showId = showIdByTitle.get(c.show);
      const a = personId.get(c.people[0]);
      const b = personId.get(c.people[1]);
      if (showId === undefined || a === undefined || b === undefined) return [];
      return [{ slug: coupleSlug(c.name), name: c.name, showId, personAId: a, personBId: b }];
    });
    if (coupleRows.length) await insertCouples(tx, coupleRows);
    await seedDemoCharts(tx, new Date());
    await seedDemoNews(tx, showIdByTitle);
    await seedDemoContrib(tx, showIdByTitle, new Date());
    await seedDemoWatch(tx, showIdByTitle);
    await seedDemoRatings(tx, new Date());

    return { shows: catalog.shows.length, episodes: episodeTotal, people: personRows.length };
  });
}
