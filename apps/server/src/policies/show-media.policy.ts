import type { Actor, Rules } from "./actor.js";

/**
 * The media a show's page carries beside the catalog (decision 0049): its soundtrack, its clips, its
 * episodes' images. Everyone sees them (a show is public); staff and the show's moderators add and
 * remove them (`actor.moderates(showId)` is true for staff everywhere).
 */
export interface ShowMediaSubject {
  kind: "show_media";
  showId: number;
}

export function showMediaSubject(showId: number): ShowMediaSubject {
  return { kind: "show_media", showId };
}

const keeps = (actor: Actor, media: ShowMediaSubject) => actor.moderates(media.showId);

export const showMediaRules = {
  view: () => true,
  add: keeps,
  delete: keeps,
} satisfies Rules<ShowMediaSubject>;
