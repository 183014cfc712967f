import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, listItems, lists, networks, people, postImages, posts, reviews, shows, users } from "../db/schema/index.js";

/**
 * What a link-preview image is drawn from (decision 0040), one primary-key statement per kind.
 * Who may see the item is not decided here: the item kinds' view rules are asked first
 * (services/og-card.service.ts); these rows only carry the words and the picture.
 */

const showCard = { title: shows.originalTitle, year: shows.year, network: networks.name, posterUrl: shows.posterUrl };

export type OgShowRow = { title: string; year: number | null; network: string | null; posterUrl: string | null };

export async function ogShow(db: Executor, id: number): Promise<OgShowRow | undefined> {
  const [row] = await db.select(showCard).from(shows).leftJoin(networks, eq(networks.id, shows.networkId)).where(eq(shows.id, id)).limit(1);
  return row;
}

export async function ogEpisode(db: Executor, id: number) {
  const [row] = await db
    .select({ ...showCard, seasonNumber: episodes.seasonNumber, number: episodes.number, episodeTitle: episodes.title, airsAt: episodes.airsAt })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .leftJoin(networks, eq(networks.id, shows.networkId))
    .where(eq(episodes.id, id))
    .limit(1);
  return row;
}

export async function ogPerson(db: Executor, id: number) {
  const [row] = await db.select({ name: people.name, knownFor: people.knownFor }).from(people).where(eq(people.id, id)).limit(1);
  return row;
}

/** The first show of a list (its order), for the list's picture. */
export async function ogFirstShowOfList(db: Executor, listId: number): Promise<OgShowRow | undefined> {
  const [row] = await db
    .select(showCard)
    .from(listItems)
    .innerJoin(shows, eq(shows.id, listItems.showId))
    .leftJoin(networks, eq(networks.id, shows.networkId))
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.position))
    .limit(1);
  return row;
}

/** A list's name and owner (the list's own row; its visibility was asked of the list kind). */
export async function ogList(db: Executor, id: number) {
  const [row] = await db
    .select({ name: lists.name, username: users.username })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(eq(lists.id, id))
    .limit(1);
  return row;
}

export async function ogReview(db: Executor, id: number) {
  const [row] = await db
    .select({ ...showCard, reviewTitle: reviews.title, overall: reviews.overall, username: users.username })
    .from(reviews)
    .innerJoin(shows, eq(shows.id, reviews.showId))
    .leftJoin(networks, eq(networks.id, shows.networkId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

/** A post's text, its author, the author's avatar and the storage key of its first image (post_images_post_idx). */
export async function ogPost(db: Executor, id: number) {
  const [row] = await db
    .select({ content: posts.content, spoilers: posts.spoilers, username: users.username, name: users.name, slug: users.slug, avatarKey: users.avatarKey, imageKey: postImages.key })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(postImages, eq(postImages.postId, posts.id))
    .where(eq(posts.id, id))
    .orderBy(asc(postImages.position))
    .limit(1);
  return row;
}
