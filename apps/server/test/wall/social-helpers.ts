import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/database.js";
import { pollOptions, polls, posts } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";

/**
 * Wall posts written straight into the tables, so that the social slice (votes, suggestions,
 * likes, comments, moderation) is tested without the post form's rules (another slice's).
 */
export interface PostOptions {
  type?: "post" | "check_in" | "ask" | "poll" | "recommend";
  content?: string;
  visibility?: "public" | "profile" | "unlisted" | "private";
  /** Another user's wall (the post's target). */
  targetUserId?: number;
  showId?: number | null;
  removed?: boolean;
}

export async function makePost(db: Db, authorId: number, options: PostOptions = {}) {
  const [row] = await db
    .insert(posts)
    .values({
      userId: authorId,
      targetUserId: options.targetUserId ?? null,
      wallUserId: options.targetUserId ?? authorId,
      type: options.type ?? "post",
      content: options.content ?? "Bu akşam hangi diziyi izlesem?",
      visibility: options.visibility ?? "public",
      showId: options.showId ?? null,
      removedAt: options.removed ? new Date() : null,
    })
    .returning();
  return row!;
}

/** An ask (a post asking for shows to watch). */
export const makeAsk = (db: Db, authorId: number, options: Omit<PostOptions, "type"> = {}) => makePost(db, authorId, { ...options, type: "ask" });

export interface PollOptions extends Omit<PostOptions, "type"> {
  choices?: string[];
  endsAt?: Date;
  hidden?: boolean;
}

/** A poll post with its poll and options; answers the post, the poll and the option ids in order. */
export async function makePoll(db: Db, authorId: number, options: PollOptions = {}) {
  const post = await makePost(db, authorId, { content: "Finalde kim kazanır?", ...options, type: "poll" });
  const [poll] = await db
    .insert(polls)
    .values({ postId: post.id, endsAt: options.endsAt ?? new Date(Date.now() + 86_400_000), hidden: options.hidden ?? false })
    .returning();
  const choices = options.choices ?? ["Ferhat", "Aslı", "Berabere"];
  const rows = await db
    .insert(pollOptions)
    .values(choices.map((choice, position) => ({ pollId: poll!.id, position, choice })))
    .returning();
  return { post, poll: poll!, optionIds: rows.sort((a, b) => a.position - b.position).map((r) => r.id) };
}

/** A show to suggest (catalog rows from the factory). */
export async function newShow(db: Db) {
  return (await makeShow(db)).show;
}

export async function postRow(db: Db, id: number) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}
