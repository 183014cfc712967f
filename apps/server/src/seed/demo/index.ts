import type { DemoCouple, DemoPerson, DemoShow } from "./types.js";
import { demoNetworks } from "./networks.js";
import { demoPeopleA } from "./people-a.js";
import { demoPeopleB } from "./people-b.js";
import { demoCouplesA, demoShowsA } from "./shows-a.js";
import { demoCouplesB, demoShowsB } from "./shows-b.js";

/** People appear in both halves of the data when they acted in shows of both; keep one of each. */
function uniquePeople(lists: DemoPerson[][]): DemoPerson[] {
  const byName = new Map<string, DemoPerson>();
  for (const person of lists.flat()) if (!byName.has(person.name)) byName.set(person.name, person);
  return [...byName.values()];
}

export const demoCatalog = {
  networks: demoNetworks,
  shows: [...demoShowsA, ...demoShowsB] as DemoShow[],
  people: uniquePeople([demoPeopleA, demoPeopleB]),
  couples: [...demoCouplesA, ...demoCouplesB] as DemoCouple[],
};
export type DemoCatalog = typeof demoCatalog;
