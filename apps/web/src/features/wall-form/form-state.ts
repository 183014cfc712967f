import type { Embed, Gif, SeasonSummary } from "@dizilog/shared/api";
import { type PostFormState, type PostType, type PostVisibility, WALL_LIMITS, firstWebLink } from "@dizilog/shared/api/wall-ids";

/*
 * The post form's state and every rule of product-spec section 4 "Post form" that does not need the
 * network: type switching (the active type again returns to `post`; leaving a type with entered
 * data waits for the discard answer), the poll's answers (2 to 4, 30 characters), only one kind of
 * media (a GIF, up to 4 images or a link embed; a poll has none), a check-in always a spoiler.
 * Pure, so that the rules are tested without a browser (form-state.test.ts).
 */

/** A show picked in the form (from the search, or the page's show), with its seasons when known. */
export interface PickedShow {
  id: number;
  title: string;
  poster: string;
  year: number | null;
  /** Known for the page's show: its seasons are then read from the show itself. */
  slug?: string | undefined;
  seasons?: SeasonSummary[] | undefined;
}

/** An image chosen for upload, with the object URL of its preview (revoked when it leaves the state). */
export interface ChosenImage {
  key: string;
  file: File;
  preview: string;
}

export type Media =
  | { kind: "none" }
  | { kind: "gif"; gif: Gif }
  | { kind: "images"; images: ChosenImage[] }
  /** `link` is the text's link the preview was read from. */
  | { kind: "embed"; link: string; embed: Embed };

export interface FormState {
  type: PostType;
  content: string;
  visibility: PostVisibility;
  /** The author's own choice; a check-in is a spoiler whatever it says (see `effectiveSpoilers`). */
  spoilers: boolean;
  show: PickedShow | null;
  similar: PickedShow | null;
  season: number | null;
  episode: number | null;
  pollOptions: string[];
  pollDays: number;
  pollHidden: boolean;
  media: Media;
  /** The link whose preview the author removed: it is not previewed again while it stays the first link. */
  dismissedLink: string | null;
  /** The type chosen while the current one holds data: the discard question is open. */
  pendingType: PostType | null;
  /** A short note of what the form did by itself (a poll removed the media), read by screen readers. */
  notice: "pollRemovedMedia" | null;
}

export type FormAction =
  | { type: "content"; value: string }
  | { type: "chooseType"; postType: PostType }
  | { type: "confirmDiscard" }
  | { type: "cancelDiscard" }
  | { type: "visibility"; value: PostVisibility }
  | { type: "spoilers"; value: boolean }
  | { type: "show"; show: PickedShow | null }
  | { type: "similar"; show: PickedShow | null }
  | { type: "season"; value: number | null }
  | { type: "episode"; value: number | null }
  | { type: "pollOption"; index: number; value: string }
  | { type: "addPollOption" }
  | { type: "removePollOption"; index: number }
  | { type: "pollDays"; value: number }
  | { type: "pollHidden"; value: boolean }
  | { type: "gif"; gif: Gif }
  | { type: "addImages"; images: ChosenImage[] }
  | { type: "removeImage"; key: string }
  | { type: "removeGif" }
  | { type: "embedLoaded"; link: string; embed: Embed }
  | { type: "removeEmbed" }
  | { type: "reset" };

/** The form as it opens: a plain post, public, no spoiler, two empty answers, a one-day poll. */
export function initialFormState(show: PickedShow | null = null): FormState {
  return {
    type: "post",
    content: "",
    visibility: "public",
    spoilers: false,
    show,
    similar: null,
    season: null,
    episode: null,
    pollOptions: Array.from({ length: WALL_LIMITS.pollOptionsMin }, () => ""),
    pollDays: WALL_LIMITS.pollDaysMin,
    pollHidden: false,
    media: { kind: "none" },
    dismissedLink: null,
    pendingType: null,
    notice: null,
  };
}

/** Cuts a text to `max` characters (code points, as the server counts them). */
export function clampCharacters(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join("") : text;
}

/**
 * Whether the current type holds data of its own that leaving it would lose (the text is shared by
 * every type and stays). The page's own show (`presetShowId`) was not entered by the author.
 */
export function hasTypeData(state: FormState, presetShowId: number | null = null): boolean {
  const ownShow = state.show !== null && state.show.id !== presetShowId;
  switch (state.type) {
    case "post":
    case "ask":
      return false;
    case "poll":
      return state.pollOptions.some((option) => option.trim() !== "") || state.pollHidden || state.pollDays !== WALL_LIMITS.pollDaysMin;
    case "check_in":
      return ownShow || state.season !== null || state.episode !== null;
    case "recommend":
      return ownShow || state.similar !== null;
  }
}

/** Whether leaving the page would lose something the author wrote or chose (the leave warning). */
export function hasUnsentContent(state: FormState, presetShowId: number | null = null): boolean {
  return state.content.trim() !== "" || state.media.kind === "gif" || state.media.kind === "images" || hasTypeData(state, presetShowId);
}

/** A check-in is always a spoiler (product-spec section 4); other types follow the switch. */
export function effectiveSpoilers(state: FormState): boolean {
  return state.type === "check_in" || state.spoilers;
}

/** The fields `isPostFormValid` (shared with the server's rules) reads. */
export function validityOf(state: FormState): PostFormState {
  return {
    type: state.type,
    content: state.content,
    showId: state.show?.id ?? null,
    similarId: state.similar?.id ?? null,
    season: state.season,
    episode: state.episode,
    pollOptions: state.pollOptions,
  };
}

/** The type-specific data of the current type, cleared (the page's show stays). */
function withoutTypeData(state: FormState, presetShow: PickedShow | null): FormState {
  const fresh = initialFormState(presetShow);
  switch (state.type) {
    case "post":
    case "ask":
      return state;
    case "poll":
      return { ...state, pollOptions: fresh.pollOptions, pollDays: fresh.pollDays, pollHidden: fresh.pollHidden };
    case "check_in":
    case "recommend":
      return { ...state, show: fresh.show, similar: null, season: null, episode: null };
  }
}

/** Moves to `next`: a poll drops any media (and says so). */
function switchTo(state: FormState, next: PostType): FormState {
  const dropsMedia = next === "poll" && state.media.kind !== "none";
  return {
    ...state,
    type: next,
    pendingType: null,
    media: next === "poll" ? { kind: "none" } : state.media,
    // A removed embed is not read again for this link; a poll's link is not previewed at all.
    dismissedLink: dropsMedia && state.media.kind === "embed" ? state.media.link : state.dismissedLink,
    notice: dropsMedia ? "pollRemovedMedia" : null,
  };
}

/** A reducer bound to the page's show (a thoughts page preselects it, and clearing keeps it). */
export function formReducer(presetShow: PickedShow | null = null) {
  return (state: FormState, action: FormAction): FormState => {
    switch (action.type) {
      case "content": {
        // A preview belongs to the text's first link: another link (or none) takes it away.
        const stale = state.media.kind === "embed" && firstWebLink(action.value) !== state.media.link;
        return { ...state, content: action.value, media: stale ? { kind: "none" } : state.media, notice: null };
      }
      case "chooseType": {
        // The active type again returns to a plain post.
        const next: PostType = action.postType === state.type ? "post" : action.postType;
        if (next === state.type) return state;
        if (hasTypeData(state, presetShow?.id ?? null)) return { ...state, pendingType: next };
        return switchTo(state, next);
      }
      case "confirmDiscard":
        return state.pendingType ? switchTo(withoutTypeData(state, presetShow), state.pendingType) : state;
      case "cancelDiscard":
        return { ...state, pendingType: null };
      case "visibility":
        return { ...state, visibility: action.value };
      case "spoilers":
        return state.type === "check_in" ? state : { ...state, spoilers: action.value };
      case "show":
        // Another show has other seasons: the episode chosen for the first one no longer holds.
        return action.show?.id === state.show?.id ? { ...state, show: action.show } : { ...state, show: action.show, season: null, episode: null };
      case "similar":
        return { ...state, similar: action.show };
      case "season":
        return { ...state, season: action.value, episode: action.value === state.season ? state.episode : null };
      case "episode":
        return { ...state, episode: action.value };
      case "pollOption":
        if (action.index < 0 || action.index >= state.pollOptions.length) return state;
        return { ...state, pollOptions: state.pollOptions.map((option, index) => (index === action.index ? clampCharacters(action.value, WALL_LIMITS.pollOptionMax) : option)) };
      case "addPollOption":
        return state.pollOptions.length >= WALL_LIMITS.pollOptionsMax ? state : { ...state, pollOptions: [...state.pollOptions, ""] };
      case "removePollOption":
        // Removal only while there are more answers than the minimum.
        if (state.pollOptions.length <= WALL_LIMITS.pollOptionsMin) return state;
        return { ...state, pollOptions: state.pollOptions.filter((_, index) => index !== action.index) };
      case "pollDays":
        return { ...state, pollDays: Math.min(WALL_LIMITS.pollDaysMax, Math.max(WALL_LIMITS.pollDaysMin, Math.round(action.value))) };
      case "pollHidden":
        return { ...state, pollHidden: action.value };
      case "gif":
        if (state.type === "poll") return state;
        return { ...state, media: { kind: "gif", gif: action.gif }, dismissedLink: dismissedBy(state) };
      case "addImages": {
        if (state.type === "poll" || action.images.length === 0) return state;
        const kept = state.media.kind === "images" ? state.media.images : [];
        const images = [...kept, ...action.images].slice(0, WALL_LIMITS.imagesMax);
        return { ...state, media: { kind: "images", images }, dismissedLink: dismissedBy(state) };
      }
      case "removeImage": {
        if (state.media.kind !== "images") return state;
        const images = state.media.images.filter((image) => image.key !== action.key);
        return { ...state, media: images.length ? { kind: "images", images } : { kind: "none" } };
      }
      case "removeGif":
        return state.media.kind === "gif" ? { ...state, media: { kind: "none" } } : state;
      case "embedLoaded":
        // A preview only fills an empty media slot: a chosen GIF or images win, a poll has none.
        if (state.type === "poll" || state.media.kind !== "none" || action.link === state.dismissedLink) return state;
        return { ...state, media: { kind: "embed", link: action.link, embed: action.embed } };
      case "removeEmbed":
        return state.media.kind === "embed" ? { ...state, media: { kind: "none" }, dismissedLink: state.media.link } : state;
      case "reset":
        return initialFormState(presetShow);
    }
  };
}

/** Choosing a GIF or images replaces a link preview: its link is not previewed again. */
function dismissedBy(state: FormState): string | null {
  return state.media.kind === "embed" ? state.media.link : state.dismissedLink;
}

/** The object URLs of a state's image previews (revoked when they leave the state). */
export function previewsOf(state: FormState): string[] {
  return state.media.kind === "images" ? state.media.images.map((image) => image.preview) : [];
}
