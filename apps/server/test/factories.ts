import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../src/db/database.js";
import { episodes, genres, networks, people, seasons, showActivityDaily, showGenres, shows } from "../src/db/schema/index.js";
import { slugify } from "../src/lib/slug.js";

export interface MakeShowOptions {
  originalTitle?: string;
  title?: string;
  type?: "primetime" | "daily" | "digital";
  status?: string;
  network?: string;
  year?: number;
  premiered?: string;
  genres?: string[];
  /** Episode counts per season. */
  seasons?: number[];
  /** Instant of the first episode; later ones follow weekly. */
  firstAirsAt?: Date;
  trackers?: number;
  votes?: { count: number; sum: number };
}

/** Inserts a show with seasons and weekly episodes; a unique title unless one is given. */
export async function makeShow(db: Db, options: MakeShowOptions = {}) {
  const suffix = randomBytes(3).toString("hex");
  const originalTitle = options.originalTitle ?? `Test Dizisi ${suffix}`;
  let networkId: number | null = null;
  if (options.network) {
    const [existing] = await db.select().from(networks).where(eq(networks.name, options.network));
    networkId =
      existing?.id ??
      (await db.insert(networks).values({ name: options.network, slug: slugify(options.network), kind: "tv" }).returning())[0]!.id;
  }
  const premiered = options.premiered ?? "2020-09-15";
  const [show] = await db
    .insert(shows)
    .values({
      slug: `${slugify(originalTitle)}-${suffix}`,
      originalTitle,
      title: options.title ?? `Test Show ${suffix}`,
      type: options.type ?? "primetime",
      status: options.status ?? "Ended",
      networkId,
      year: options.year ?? Number(premiered.slice(0, 4)),
      premiered,
      runtime: 120,
      airTime: "20:00",
      airDays: ["tue"],
      synopsis: { en: "An English synopsis.", tr: "Türkçe bir özet." },
      trackersCount: options.trackers ?? 0,
      votesCount: options.votes?.count ?? 0,
      ratingSum: options.votes?.sum ?? 0,
    })
    .returning();
  if (options.genres?.length) {
    const rows = await db.select().from(genres);
    const ids = options.genres.map((slug) => rows.find((g) => g.slug === slug)!.id);
    await db.insert(showGenres).values(ids.map((genreId) => ({ showId: show!.id, genreId })));
  }
  const first = options.firstAirsAt ?? new Date(`${premiered}T17:00:00Z`);
  let week = 0;
  const seasonRows = [];
  for (const [i, count] of (options.seasons ?? [3]).entries()) {
    const [season] = await db.insert(seasons).values({ showId: show!.id, number: i + 1, premiered }).returning();
    seasonRows.push(season!);
    if (count > 0) {
      await db.insert(episodes).values(
        Array.from({ length: count }, (_, e) => ({
          showId: show!.id,
          seasonId: season!.id,
          seasonNumber: i + 1,
          number: e + 1,
          airsAt: new Date(first.getTime() + week++ * 7 * 86_400_000),
          runtime: 120,
        })),
      );
    }
  }
  return { show: show!, seasons: seasonRows };
}

export async function makePerson(db: Db, options: { name?: string; birthday?: string } = {}) {
  const suffix = randomBytes(3).toString("hex");
  const name = options.name ?? `Test Kişi ${suffix}`;
  const [person] = await db
    .insert(people)
    .values({ slug: `${slugify(name)}-${suffix}`, name, birthday: options.birthday ?? "1990-01-01", knownFor: "acting", gender: "female" })
    .returning();
  return person!;
}

export async function addActivity(db: Db, showId: number, day: string, score: number) {
  await db.insert(showActivityDaily).values({ showId, day, score });
}
