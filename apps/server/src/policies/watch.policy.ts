import type { Rules } from "./actor.js";

/** A show's "where to watch" list (decision 0044): public to read, kept by staff and the show's moderators. */
export interface WatchListSubject {
  kind: "watch_list";
  showId: number;
}

export function watchListSubject(showId: number): WatchListSubject {
  return { kind: "watch_list", showId };
}

export const watchListRules = {
  /** A catalog page: everyone, visitors included. */
  view: () => true,
  /** Add, change or remove an option: staff, or a moderator of this show. */
  edit: (actor, list) => actor.user !== undefined && actor.moderates(list.showId),
} satisfies Rules<WatchListSubject>;
