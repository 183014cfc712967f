import type { Person, PersonSummary } from "@dizilog/shared/api";
import type { PersonRow } from "../repositories/person.repository.js";
import { localDate } from "../lib/time.js";
import { presentShowRef, type ShowRefRow } from "./show.presenter.js";
import { urls } from "./urls.js";
import type { Viewer } from "../lib/viewer.js";

export interface PersonSummaryRow {
  id: number;
  slug: string;
  name: string;
  birthday: string | null;
}

export function presentPersonSummary(row: PersonSummaryRow): PersonSummary {
  return { id: row.id, slug: row.slug, name: row.name, url: urls.person(row.slug), picture: urls.personPicture(row.slug), date: row.birthday };
}

export interface PersonCreditRow {
  kind: "cast" | "crew";
  character: string | null;
  role: string | null;
  show: ShowRefRow;
}

/** Age in whole years on the viewer's today. */
function ageOn(birthday: string | null, viewer: Viewer): number | null {
  if (!birthday) return null;
  const today = localDate(viewer.now, viewer.timeZone);
  const age = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? age - 1 : age;
}

export function presentPerson(row: PersonRow, viewer: Viewer, credits?: PersonCreditRow[]): Person {
  const person: Person = {
    ...presentPersonSummary(row),
    birthplace: row.birthplace,
    known_for: row.knownFor,
    age: ageOn(row.birthday, viewer),
  };
  if (credits) {
    person.credits = {
      data: credits.map((c) => ({ kind: c.kind, character: c.character, role: c.role, show: presentShowRef(c.show) })),
    };
  }
  return person;
}
