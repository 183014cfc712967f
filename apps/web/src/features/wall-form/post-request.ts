import { WALL_LIMITS } from "@dizilog/shared/api/wall-ids";
import { type FormState, effectiveSpoilers } from "./form-state";

const DAY_MS = 86_400_000;

export interface PostRequestOptions {
  /** The user whose wall the post goes on (another user's wall). */
  targetUserId?: number | undefined;
  /** The page's show (a show's thoughts): every type is posted about it. */
  pageShowId?: number | undefined;
  /** The moment of sending; a poll closes `pollDays` days after it. */
  now: Date;
}

/**
 * The multipart body of `POST /api/wall/create` (api-contract "The community wall"): only the
 * fields of the chosen type, objects as JSON text, the images as `images[]` parts.
 */
export function postRequestBody(state: FormState, { targetUserId, pageShowId, now }: PostRequestOptions): FormData {
  const form = new FormData();
  form.append("type", state.type);
  form.append("content", state.content.trim());
  form.append("visibility", state.visibility);
  form.append("spoilers", effectiveSpoilers(state) ? "true" : "false");
  const showId = state.type === "check_in" || state.type === "recommend" ? state.show?.id : pageShowId;
  if (showId !== undefined) form.append("show_id", String(showId));
  if (state.type === "check_in" && state.season !== null && state.episode !== null) {
    form.append("properties", JSON.stringify({ season: state.season, episode: state.episode }));
  }
  if (state.type === "recommend" && state.similar) form.append("similar_id", String(state.similar.id));
  if (state.type === "poll") {
    const days = Math.min(WALL_LIMITS.pollDaysMax, Math.max(WALL_LIMITS.pollDaysMin, state.pollDays));
    const poll = { options: state.pollOptions.map((option) => option.trim()), ends_at: new Date(now.getTime() + days * DAY_MS).toISOString(), hidden: state.pollHidden };
    form.append("poll", JSON.stringify(poll));
  }
  if (targetUserId !== undefined) form.append("target_user_id", String(targetUserId));
  // A poll has no media (the form has removed it already; this keeps a request honest).
  if (state.type !== "poll") {
    const media = state.media;
    if (media.kind === "embed") form.append("embed", JSON.stringify(media.embed));
    if (media.kind === "gif") form.append("gif", media.gif.id);
    if (media.kind === "images") for (const image of media.images) form.append("images[]", image.file, image.file.name);
  }
  return form;
}
