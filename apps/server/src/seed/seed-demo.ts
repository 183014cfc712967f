import { count } from "drizzle-orm";
import { GENRES } from "@dizilog/shared";
import type { Db } from "../db/database.js";
import { couples, credits, episodes, genres, networks, people, seasons, showGenres, shows } from "../db/schema/index.js";
import { slugify } from "../lib/slug.js";
import { zonedTimeToInstant } from "../lib/time.js";
import type { DemoCatalog } from "./demo/index.js";
import { airDates } from "./episode-schedule.js";

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
export async function seedGenres(db: Db): Promise<void> {
  await db
    .insert(genres)
    .values(GENRES.map((g, i) => ({ name: g.name, slug: g.slug, position: i + 1 })))
    .onConflictDoNothing();
}

/** True when the catalog has no show yet: the first start of a fresh DATA_DIR. */
export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(shows);
  return (row?.n ?? 0) === 0;
}

/** Writes the demo catalog (networks, people, shows, seasons, episodes, credits, couples) in one transaction. */
export async function seedDemoCatalog(db: Db, catalog: DemoCatalog): Promise<{ shows: number; episodes: number; people: number }> {
  return db.transaction(async (tx) => {
    await seedGenres(tx);
    const genreRows = await tx.select().from(genres);
    const genreId = new Map(genreRows.map((g) => [g.slug, g.id]));

    const networkRows = await tx
      .insert(networks)
      .values(catalog.networks.map((n) => ({ name: n.name, slug: slugify(n.name), kind: n.kind })))
      .returning();
    const networkId = new Map(networkRows.map((n) => [n.name, n.id]));

    const personSlug = uniqueSlugger();
    const personRows = await tx
      .insert(people)
      .values(
        catalog.people.map((p) => ({
          slug: personSlug(p.name),
          name: p.name,
          birthday: p.birthday,
          birthplace: p.birthplace ?? null,
          knownFor: p.knownFor,
          gender: p.gender,
        })),
      )
      .returning({ id: people.id, name: people.name });
    const personId = new Map(personRows.map((p) => [p.name, p.id]));

    const showSlug = uniqueSlugger();
    let episodeTotal = 0;
    const showIdByTitle = new Map<string, number>();
    for (const show of catalog.shows) {
      const firstSeason = show.seasons[0];
      const premiered = firstSeason?.premiered ?? null;
      const [row] = await tx
        .insert(shows)
        .values({
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
        })
        .returning({ id: shows.id });
      const showId = row!.id;
      showIdByTitle.set(show.originalTitle, showId);

      const ids = [...new Set(show.genres.map((g) => genreId.get(g)).filter((id): id is number => id !== undefined))];
      if (ids.length) await tx.insert(showGenres).values(ids.map((id) => ({ showId, genreId: id })));

      const seasonRows = await tx
        .insert(seasons)
        .values(show.seasons.map((s, i) => ({ showId, number: i + 1, premiered: s.premiered })))
        .returning({ id: seasons.id, number: seasons.number });
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
      await insertInBatches(episodeRows, (batch) => tx.insert(episodes).values(batch));

      const creditRows = [
        ...show.cast.map((c, position) => ({ kind: "cast" as const, person: c.person, character: c.character, role: null, position })),
        ...show.crew.map((c, position) => ({ kind: "crew" as const, person: c.person, character: null, role: c.role, position })),
      ].flatMap(({ person, ...rest }) => {
        const id = personId.get(person);
        return id === undefined ? [] : [{ ...rest, showId, personId: id }];
      });
      if (creditRows.length) await tx.insert(credits).values(creditRows);
    }

    const coupleSlug = uniqueSlugger();
    const coupleRows = catalog.couples.flatMap((c) => {
      const showId = showIdByTitle.get(c.show);
      const a = personId.get(c.people[0]);
      const b = personId.get(c.people[1]);
      if (showId === undefined || a === undefined || b === undefined) return [];
      return [{ slug: coupleSlug(c.name), name: c.name, showId, personAId: a, personBId: b }];
    });
    if (coupleRows.length) await tx.insert(couples).values(coupleRows);

    return { shows: catalog.shows.length, episodes: episodeTotal, people: personRows.length };
  });
}
