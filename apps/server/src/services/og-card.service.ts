import type { OgKind } from "@dizilog/shared";
import { findUserById } from "../auth/user.repository.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { loadVisiblePost } from "../items/post.item.js";
import { localDate } from "../lib/time.js";
import { itemKind } from "../items/registry.js";
import { couplesByIds } from "../repositories/like.repository.js";
import { type OgShowRow, ogEpisode, ogFirstShowOfList, ogList, ogPerson, ogPost, ogReview, ogShow } from "../repositories/og-card.repository.js";

/** Where the picture beside the words comes from: a remote poster (TVmaze), or a file of our storage. */
export type OgPicture = { source: "remote"; url: string } | { source: "storage"; key: string };

/**
 * What one link-preview image shows (decision 0040): words in no particular interface language
 * (names and titles as written, "S2 E5"), the picture, its shape, and the generated artwork drawn
 * when there is no picture or it cannot be read.
 */
export interface OgCard {
  title: string;
  subtitle: string;
  picture: OgPicture | null;
  shape: "poster" | "square";
  /** The generated artwork's words (lib/artwork.ts: a poster, or a portrait of a name). */
  artwork: { title: string; subtitle: string };
}

/** A visitor's context: the image is public and cached by anyone, so it shows only what a signed-out visitor sees. */
function asVisitor(ctx: Ctx): Ctx {
  return { ...ctx, actor: undefined, relations: new Map(), roles: {} };
}

/** Asks the kind's own view rule (items/registry.ts), as a visitor: 404 when it does not show the item. */
async function assertVisible(ctx: Ctx, type: "show" | "review" | "list" | "user", id: number): Promise<void> {
  const visible = itemKind(type)?.visible;
  if (!visible) throw new Error(`the ${type} kind has no view rule`);
  await visible(ctx, id);
}

const dot = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && p !== "").join(" · ");

function posterOf(show: OgShowRow): OgPicture | null {
  return show.posterUrl && /^https?:\/\//i.test(show.posterUrl) ? { source: "remote", url: show.posterUrl } : null;
}

function showPoster(show: OgShowRow): Pick<OgCard, "picture" | "shape" | "artwork"> {
  return { picture: posterOf(show), shape: "poster", artwork: { title: show.title, subtitle: dot(show.network, show.year) } };
}

function avatarOf(avatarKey: string | null): OgPicture | null {
  return avatarKey ? { source: "storage", key: `avatars/${avatarKey}/256.webp` } : null;
}

/** The first line of a text, white space collapsed. */
function firstLine(text: string): string {
  return (text.split(/\r?\n/).find((line) => line.trim()) ?? "").replace(/\s+/g, " ").trim();
}

const CARDS: Record<OgKind, (ctx: Ctx, id: number) => Promise<OgCard | undefined>> = {
  show: async (ctx, id) => {
    await assertVisible(ctx, "show", id);
    const show = await ogShow(ctx.db, id);
    return show && { title: show.title, subtitle: dot(show.network, show.year), ...showPoster(show) };
  },
  // Catalog data everyone sees (the episode kind has no rule beyond being there).
  episode: async (ctx, id) => {
    const row = await ogEpisode(ctx.db, id);
    if (!row) return undefined;
    const code = `S${row.seasonNumber} E${row.number}`;
    const title = `${row.title} — ${code}${row.episodeTitle ? ` · ${row.episodeTitle}` : ""}`;
    // The Turkish broadcast day, as the catalog shows it (Europe/Istanbul).
    return { title, subtitle: dot(row.network, row.airsAt && localDate(row.airsAt)), ...showPoster(row) };
  },
  person: async (ctx, id) => {
    const row = await ogPerson(ctx.db, id);
    return row && { title: row.name, subtitle: row.knownFor ?? "", picture: null, shape: "square", artwork: { title: row.name, subtitle: "" } };
  },
  user: async (ctx, id) => {
    await assertVisible(ctx, "user", id);
    const row = await findUserById(ctx.db, id);
    if (!row) return undefined;
    return { title: `@${row.username}`, subtitle: row.name, picture: avatarOf(row.avatarKey), shape: "square", artwork: { title: row.name, subtitle: "" } };
  },
  list: async (ctx, id) => {
    await assertVisible(ctx, "list", id);
    const row = await ogList(ctx.db, id);
    if (!row) return undefined;
    const first = await ogFirstShowOfList(ctx.db, id);
    const picture = first ? showPoster(first) : { picture: null, shape: "poster" as const, artwork: { title: row.name, subtitle: "" } };
    return { title: row.name, subtitle: `@${row.username}`, ...picture };
  },
  review: async (ctx, id) => {
    await assertVisible(ctx, "review", id);
    const row = await ogReview(ctx.db, id);
    if (!row) return undefined;
    const stars = row.overall !== null ? `★ ${row.overall}` : null;
    return { title: `Review of ${row.title} by @${row.username}`, subtitle: dot(row.reviewTitle, stars), ...showPoster(row) };
  },
  post: async (ctx, id) => {
    const post = await loadVisiblePost(ctx, id);
    // Only a public post has a card: a profile-only or unlisted post is not for strangers' link previews.
    if (post.visibility !== "public") throw new AppError("not_found");
    const row = await ogPost(ctx.db, id);
    if (!row) return undefined;
    // A post marked as a spoiler keeps its words and pictures behind the fold: the card shows only who wrote it.
    const text = row.spoilers ? "" : firstLine(row.content);
    const picture = !row.spoilers && row.imageKey ? { source: "storage" as const, key: row.imageKey } : avatarOf(row.avatarKey);
    return {
      title: text || `@${row.username}`,
      subtitle: text ? `@${row.username}` : row.name,
      picture,
      shape: "square",
      artwork: { title: row.name, subtitle: "" },
    };
  },
  // A couple of the catalog (decision 0045): its name, both people and its show, beside the show's poster.
  couple: async (ctx, id) => {
    const [row] = await couplesByIds(ctx.db, [id]);
    if (!row) return undefined;
    const poster = row.show.posterUrl && /^https?:\/\//i.test(row.show.posterUrl) ? { source: "remote" as const, url: row.show.posterUrl } : null;
    return {
      title: row.name,
      subtitle: dot(`${row.people[0].name} & ${row.people[1].name}`, row.show.title),
      picture: poster,
      shape: "poster",
      artwork: { title: row.show.title, subtitle: row.name },
    };
  },
};

/**
 * The link-preview card of an item as a signed-out visitor may see it: 404 for an unknown id and
 * for whatever the item's own view rule hides from a visitor (a private account's lists and posts,
 * a private list, a removed review or post), and for a post that is not public.
 */
export async function ogCard(ctx: Ctx, kind: OgKind, id: number): Promise<OgCard> {
  const card = await CARDS[kind](asVisitor(ctx), id);
  if (!card) throw new AppError("not_found");
  return card;
}
