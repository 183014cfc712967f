import type { Clip, ContributionArea, ContributorRequest, EpisodeImage, MusicTrack } from "@dizilog/shared/api";
import { type Actor, can } from "../policies/index.js";
import { showMediaSubject } from "../policies/show-media.policy.js";
import type { ClipRow, ContributorRequestRow, EpisodeImageRow, MusicRow } from "../repositories/contrib.repository.js";
import { urls } from "./urls.js";
import { presentUserSummary } from "./user.presenter.js";

/** A contributor request (decision 0049) as staff and its author see it. */
export function presentContributorRequest(row: ContributorRequestRow): ContributorRequest {
  return {
    id: row.id,
    status: row.status,
    areas: row.areas as ContributionArea[],
    note: row.note,
    created: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    show: { id: row.show.id, title: row.show.title, slug: row.show.slug, url: urls.show(row.show.slug) },
    user: presentUserSummary(row.user),
  };
}

type MediaRow = Pick<MusicRow, "id" | "showId" | "showSlug" | "sample" | "createdAt" | "addedBy"> & {
  episode: { id: number; season: number; number: number } | null;
};

/** The byline of whoever added an item (a left join: null once their account is gone). */
function addedBy(u: MediaRow["addedBy"]) {
  if (!u || u.id === null || u.name === null || u.username === null || u.slug === null || u.role === null || u.plan === null) return null;
  return presentUserSummary({ id: u.id, name: u.name, username: u.username, slug: u.slug, avatarKey: u.avatarKey, role: u.role, plan: u.plan });
}

function common(row: MediaRow, actor: Actor) {
  return {
    id: row.id,
    episode: row.episode ? { id: row.episode.id, season: row.episode.season, number: row.episode.number, url: urls.episode(row.showSlug, row.episode.season, row.episode.number) } : null,
    sample: row.sample,
    created: row.createdAt.toISOString(),
    added_by: addedBy(row.addedBy),
    abilities: { delete: can(actor, "delete", showMediaSubject(row.showId)) },
  };
}

export function presentMusic(row: MusicRow, actor: Actor): MusicTrack {
  return { ...common(row, actor), title: row.title, artist: row.artist, link: row.link, player_url: row.playerUrl };
}

export function presentClip(row: ClipRow, actor: Actor): Clip {
  return { ...common(row, actor), title: row.title, url: row.url, player_url: row.playerUrl };
}

export function presentEpisodeImage(row: EpisodeImageRow, actor: Actor): EpisodeImage {
  return { ...common(row, actor), caption: row.caption, url: row.url, width: row.width, height: row.height };
}
