import { type Identity, at, registerLocation } from "../../lib/optimistic";

/*
 * A show's (and an episode's) identity in the cache and where the show entity's own queries keep
 * them: the explore pages, the show page, the popular shows; the seasons', episodes' and upcoming lists. The features that keep shows in queries of their own
 * (likes, ratings, recommendations, the tracker) register those where they define them.
 */

// showKeys.all (./api.ts loads this module for these registrations, so it cannot import it back).
const root = ["shows"] as const;

export const showRef = (id: number): Identity => ({ kind: "show", id });

/** An episode's identity in the cache. */
export const episodeRef = (id: number): Identity => ({ kind: "episode", id });

registerLocation({ kind: "show", queryKey: [...root, "explore"], find: at("data.*") });
registerLocation({ kind: "show", queryKey: [...root, "detail"], find: at("") });
registerLocation({ kind: "show", queryKey: [...root, "popular"], find: at("*") });

// Episodes: a season's list, the episode page (with its previous and next), a show's latest, the upcoming ones.
registerLocation({ kind: "episode", queryKey: [...root, "season"], find: at("*") });
registerLocation({ kind: "episode", queryKey: [...root, "episode"], find: at("", "previous", "next") });
registerLocation({ kind: "episode", queryKey: [...root, "latest"], find: at("*") });
registerLocation({ kind: "episode", queryKey: [...root, "upcoming"], find: at("*") });
