import { CONTRIB_LIMITS, CONTRIB_MESSAGES, type ClipBody, type MusicBody } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { itemPaths } from "../domain/item-paths.js";
import { AppError, errorMessage } from "../errors.js";
import { videoPlayerFor } from "../integrations/embeds/video-hosts.js";
import { type Actor, actorFor, authorize, can } from "../policies/index.js";
import { showMediaSubject } from "../policies/show-media.policy.js";
import {
  type ClipRow,
  type EpisodeImageRow,
  type MusicRow,
  clipsOfShow,
  deleteClip as deleteClipRow,
  deleteEpisodeImage as deleteImageRow,
  deleteMusic as deleteMusicRow,
  episodeRef,
  findClip,
  findEpisodeImage,
  findMusic,
  imagesOfEpisode,
  insertClip,
  insertEpisodeImage,
  insertMusic,
  lockAndCountMedia,
  musicOfShow,
} from "../repositories/contrib.repository.js";
import { findShow } from "../repositories/show.repository.js";
import { deleteEpisodeImageFile, storeEpisodeImage } from "../storage/episode-images.js";

/**
 * A show's soundtrack, clips and episode images (decision 0049): everyone reads them; staff and the
 * show's moderators add and remove them (the show-media policy: 403 to anyone else, 404 for a show,
 * an episode or an item that does not exist). Each addition records `media.added` in its
 * transaction, which tells the show's trackers.
 */

export interface MediaList<T> {
  rows: T[];
  actor: Actor;
  canAdd: boolean;
}

async function showOrThrow(ctx: Ctx, key: string) {
  const show = await findShow(ctx.db, key);
  if (!show) throw new AppError("not_found");
  return show;
}

/** The episode a new item hangs on: one of the show's (else 422 on `episode_id`), or none. */
async function episodeOfShow(ctx: Ctx, showId: number, episodeId: number | null | undefined) {
  if (episodeId === null || episodeId === undefined) return null;
  const episode = await episodeRef(ctx.db, episodeId);
  if (!episode || episode.showId !== showId) throw AppError.field("episode_id", CONTRIB_MESSAGES.episodeInvalid);
  return episode;
}

function fullError(): AppError {
  return new AppError("validation", errorMessage("media_full", { max: CONTRIB_LIMITS.perShowMax }));
}

/** The player of a link on a whitelisted video host (422 on `field` otherwise). */
function playerOf(link: string, field: string): string {
  const player = videoPlayerFor(link);
  if (!player) throw AppError.field(field, CONTRIB_MESSAGES.videoUrlInvalid);
  return player;
}

export async function showMusic(ctx: Ctx, showKey: string, episodeId?: number): Promise<MediaList<MusicRow>> {
  const show = await showOrThrow(ctx, showKey);
  const actor = await actorFor(ctx);
  return { rows: await musicOfShow(ctx.db, show.id, episodeId), actor, canAdd: can(actor, "add", showMediaSubject(show.id)) };
}

export async function addMusic(ctx: Ctx, showKey: string, body: MusicBody): Promise<MusicRow> {
  const user = requireActor(ctx);
  const show = await showOrThrow(ctx, showKey);
  authorize(await actorFor(ctx), "add", showMediaSubject(show.id));
  const link = body.link ? body.link : null;
  const playerUrl = link ? playerOf(link, "link") : null;
  const episode = await episodeOfShow(ctx, show.id, body.episode_id);
  const id = await inTransaction(ctx, async (tx) => {
    if ((await lockAndCountMedia(tx.db, "music", { showId: show.id })) >= CONTRIB_LIMITS.perShowMax) throw fullError();
    const id = await insertMusic(tx.db, { showId: show.id, episodeId: episode?.id ?? null, title: body.title, artist: body.artist, link, playerUrl, addedBy: user.id, now: tx.now });
    await tx.events.record({
      type: "media.added",
      actorId: user.id,
      payload: { kind: "music", itemId: id, showId: show.id, episodeId: episode?.id ?? null, addedBy: user.id, title: body.title, showTitle: show.originalTitle, url: itemPaths.show(show.slug) },
    });
    return id;
  });
  const row = await findMusic(ctx.db, id);
  if (!row) throw new AppError("not_found");
  return row;
}

export async function removeMusic(ctx: Ctx, id: number): Promise<void> {
  const row = await findMusic(ctx.db, id);
  if (!row) throw new AppError("not_found");
  authorize(await actorFor(ctx), "delete", showMediaSubject(row.showId));
  if (!(await deleteMusicRow(ctx.db, id))) throw new AppError("not_found");
}

export async function showClips(ctx: Ctx, showKey: string, episodeId?: number): Promise<MediaList<ClipRow>> {
  const show = await showOrThrow(ctx, showKey);
  const actor = await actorFor(ctx);
  return { rows: await clipsOfShow(ctx.db, show.id, episodeId), actor, canAdd: can(actor, "add", showMediaSubject(show.id)) };
}

export async function addClip(ctx: Ctx, showKey: string, body: ClipBody): Promise<ClipRow> {
  const user = requireActor(ctx);
  const show = await showOrThrow(ctx, showKey);
  authorize(await actorFor(ctx), "add", showMediaSubject(show.id));
  const playerUrl = playerOf(body.url, "url");
  const episode = await episodeOfShow(ctx, show.id, body.episode_id);
  const url = episode ? itemPaths.episode(show.slug, episode.season, episode.number) : itemPaths.show(show.slug);
  const id = await inTransaction(ctx, async (tx) => {
    if ((await lockAndCountMedia(tx.db, "clip", { showId: show.id })) >= CONTRIB_LIMITS.perShowMax) throw fullError();
    const id = await insertClip(tx.db, { showId: show.id, episodeId: episode?.id ?? null, title: body.title, url: body.url, playerUrl, addedBy: user.id, now: tx.now });
    await tx.events.record({
      type: "media.added",
      actorId: user.id,
      payload: { kind: "clip", itemId: id, showId: show.id, episodeId: episode?.id ?? null, addedBy: user.id, title: body.title, showTitle: show.originalTitle, url },
    });
    return id;
  });
  const row = await findClip(ctx.db, id);
  if (!row) throw new AppError("not_found");
  return row;
}

export async function removeClip(ctx: Ctx, id: number): Promise<void> {
  const row = await findClip(ctx.db, id);
  if (!row) throw new AppError("not_found");
  authorize(await actorFor(ctx), "delete", showMediaSubject(row.showId));
  if (!(await deleteClipRow(ctx.db, id))) throw new AppError("not_found");
}

export async function episodeImages(ctx: Ctx, episodeId: number): Promise<MediaList<EpisodeImageRow>> {
  const episode = await episodeRef(ctx.db, episodeId);
  if (!episode) throw new AppError("not_found");
  const actor = await actorFor(ctx);
  return { rows: await imagesOfEpisode(ctx.db, episode.id), actor, canAdd: can(actor, "add", showMediaSubject(episode.showId)) };
}

/**
 * Adds an image to an episode: checked and stored by the image pipeline first (nothing stored
 * when it fails), then its row and `media.added` in one transaction; a failed transaction removes
 * the stored file. At most CONTRIB_LIMITS.perShowMax images per episode.
 */
export async function addEpisodeImage(ctx: Ctx, episodeId: number, upload: { image: Buffer | undefined; caption?: string | undefined }): Promise<EpisodeImageRow> {
  const user = requireActor(ctx);
  const episode = await episodeRef(ctx.db, episodeId);
  if (!episode) throw new AppError("not_found");
  authorize(await actorFor(ctx), "add", showMediaSubject(episode.showId));
  if (!upload.image) throw AppError.field("image", CONTRIB_MESSAGES.imageRequired);
  const stored = await storeEpisodeImage(ctx.deps.storage, upload.image);
  const caption = upload.caption ? upload.caption : null;
  let id: number;
  try {
    id = await inTransaction(ctx, async (tx) => {
      if ((await lockAndCountMedia(tx.db, "image", { showId: episode.showId, episodeId: episode.id })) >= CONTRIB_LIMITS.perShowMax) throw fullError();
      const id = await insertEpisodeImage(tx.db, {
        episodeId: episode.id,
        showId: episode.showId,
        storageKey: stored.key,
        url: stored.url,
        width: stored.width,
        height: stored.height,
        caption,
        addedBy: user.id,
        now: tx.now,
      });
      await tx.events.record({
        type: "media.added",
        actorId: user.id,
        payload: {
          kind: "image",
          itemId: id,
          showId: episode.showId,
          episodeId: episode.id,
          addedBy: user.id,
          title: caption ?? "",
          showTitle: episode.showTitle,
          url: itemPaths.episode(episode.showSlug, episode.season, episode.number),
        },
      });
      return id;
    });
  } catch (error) {
    await deleteEpisodeImageFile(ctx.deps.storage, stored.key);
    throw error;
  }
  const row = await findEpisodeImage(ctx.db, id);
  if (!row) throw new AppError("not_found");
  return row;
}

export async function removeEpisodeImage(ctx: Ctx, id: number): Promise<void> {
  const row = await findEpisodeImage(ctx.db, id);
  if (!row) throw new AppError("not_found");
  authorize(await actorFor(ctx), "delete", showMediaSubject(row.showId));
  if (!(await deleteImageRow(ctx.db, id))) throw new AppError("not_found");
  await deleteEpisodeImageFile(ctx.deps.storage, row.storageKey);
}
