import type { AppDeps } from "../context.js";
import { catalogIsEmpty } from "../repositories/seed.repository.js";
import { demoCatalog } from "./demo/index.js";
import { extendAiringSchedules } from "./schedule-keeper.js";
import { seedDemoCatalog, seedGenres } from "./seed-demo.js";

/** Migrates, seeds the demo catalog on a fresh database, and tops up the airing schedule. */
export async function prepareDatabase({ database, now }: Pick<AppDeps, "database" | "now">): Promise<string> {
  await database.migrate();
  await seedGenres(database.db);
  let seeded = "catalog present";
  if (await catalogIsEmpty(database.db)) {
    const result = await seedDemoCatalog(database.db, demoCatalog);
    seeded = `seeded ${result.shows} shows, ${result.episodes} episodes, ${result.people} people`;
  }
  const added = await extendAiringSchedules(database.db, now());
  return `${seeded}; ${added} episodes scheduled`;
}
