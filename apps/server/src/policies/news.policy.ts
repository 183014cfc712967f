import type { Actor, Rules } from "./actor.js";

/** A news article (decision 0047): public; written, edited and deleted by staff. */
export interface NewsSubject {
  kind: "news";
  id: number;
}

export function newsSubject(row: { id: number }): NewsSubject {
  return { kind: "news", id: row.id };
}

const isStaff = (actor: Actor): boolean => actor.user !== undefined && actor.role === "staff";

export const newsRules = {
  view: () => true,
  create: isStaff,
  edit: isStaff,
  delete: isStaff,
} satisfies Rules<NewsSubject>;
