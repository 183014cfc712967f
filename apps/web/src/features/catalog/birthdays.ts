import type { Person } from "@dizilog/shared/api";

/** Lower case without accents ("Çağatay" → "cagatay") so a search matches however it is typed. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ı/g, "i");
}

/** The people whose name contains the query (all of them for an empty query). */
export function filterByName<T extends Pick<Person, "name">>(people: T[], query: string): T[] {
  const needle = fold(query.trim());
  return needle ? people.filter((p) => fold(p.name).includes(needle)) : people;
}

export interface BirthdayGroup {
  /** MM-DD of the birthday. */
  monthDay: string;
  people: Person[];
}

/** People grouped by the day of their birthday, in day order, names sorted within a day. */
export function groupByBirthday(people: Person[], locale: string): BirthdayGroup[] {
  const groups = new Map<string, Person[]>();
  for (const person of people) {
    if (!person.date) continue;
    const key = person.date.slice(5, 10);
    groups.set(key, [...(groups.get(key) ?? []), person]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([monthDay, list]) => ({ monthDay, people: list.sort((a, b) => a.name.localeCompare(b.name, locale)) }));
}

/** The current month, 1 to 12. */
export function currentMonth(): number {
  return new Date().getMonth() + 1;
}
