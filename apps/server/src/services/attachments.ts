import { COMMENT_MESSAGES, mentionTokens } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { GifProviderError } from "../integrations/gifs/gif-provider.js";
import { mayBeTold } from "../items/commentable.js";
import type { CommentableItemRow } from "../items/item-kind.js";
import { mentionableUsers } from "../repositories/comment.repository.js";

/**
 * What comments and posts attach to their text, one capability for both (decision 0031): a GIF of
 * the provider, uploaded images (`storage/attachment-images.ts`) and mentions with who may be told
 * of them.
 */

export interface Gif {
  gifId: string;
  url: string;
  width: number;
  height: number;
}

/** A GIF of the provider by id: 422 on `gif` when unknown or when no provider is configured, 503 when the provider fails. */
export async function findGif(ctx: Ctx, id: string): Promise<Gif> {
  const provider = ctx.deps.gifs;
  if (!provider) throw AppError.field("gif", COMMENT_MESSAGES.gifsNotConfigured);
  try {
    const gif = await provider.find(id);
    if (!gif) throw AppError.field("gif", COMMENT_MESSAGES.gifInvalid);
    return { gifId: gif.id, url: gif.url, width: gif.width, height: gif.height };
  } catch (error) {
    if (error instanceof GifProviderError) throw new AppError("unavailable", COMMENT_MESSAGES.gifsUnavailable, undefined, 30);
    throw error;
  }
}

/**
 * The users a text on an item mentions and tells: known usernames, not the author, not blocked
 * either way (`mentionableUsers`), and able to see the item — its kind's view rule (`mayBeTold`),
 * the same rule that answers them 404 otherwise.
 */
export async function mentionsToTell(ctx: Ctx, authorId: number, content: string, item: Pick<CommentableItemRow, "relatedUserIds" | "seenBy">): Promise<number[]> {
  const mentionable = (await mentionableUsers(ctx.db, authorId, mentionTokens(content))).map((u) => u.id);
  return mayBeTold(ctx, item, mentionable);
}
