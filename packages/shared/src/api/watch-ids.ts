/**
 * Where to watch, buzz and show suggestions (decision 0044): the enums and messages without zod,
 * so that lazy client pages import them without pulling in the schemas.
 */

/** The spec's streaming types (section 3); "with ads" is a separate flag (`with_ads`) on each. */
export const STREAMING_TYPES = ["Free", "Premium", "Subscription", "Buy", "Rent"] as const;
export type StreamingType = (typeof STREAMING_TYPES)[number];

/** The event labels staff may set (the spec's list without `Hidden`, which the contract refuses). */
export const BUZZ_LABELS = ["Cancelled", "Renewed", "In The Bubble", "In Danger", "Concluding", "Looking Safe"] as const;
export type BuzzLabel = (typeof BUZZ_LABELS)[number];

/** A change to one of these tells the show's trackers (`buzz`). */
export const NOTIFYING_BUZZ_LABELS = ["Concluding", "Renewed", "Cancelled"] as const satisfies readonly BuzzLabel[];

/**
 * A show suggestion's status: `pending` until it is due; then `added` (imported from TVMaze),
 * `in_catalog` (the show was there by then), `not_found` (TVMaze has no match) or `unavailable`
 * (TVMaze could not be reached: the sweep tries again).
 */
export const SHOW_SUGGESTION_STATUSES = ["pending", "added", "in_catalog", "not_found", "unavailable"] as const;
export type ShowSuggestionStatus = (typeof SHOW_SUGGESTION_STATUSES)[number];

export const WATCH_LIMITS = {
  linkMax: 2000,
  suggestionTitleMax: 200,
  suggestionNoteMax: 500,
  /** Suggestions of one user waiting at once (pending or unavailable). */
  openSuggestionsMax: 20,
  serviceSlugMax: 60,
} as const;

export const WATCH_MESSAGES = {
  linkInvalid: "The link must be an http or https address.",
  typeInvalid: "The selected streaming type is invalid.",
  serviceInvalid: "The selected streaming service is invalid.",
  countryInvalid: "The selected country is invalid.",
  withAdsBoolean: "The with ads field must be true or false.",
  optionExists: "This show is already listed on this service, in this country, with this type.",
  labelInvalid: "The label must be one of Cancelled, Renewed, In The Bubble, In Danger, Concluding, Looking Safe.",
  showInvalid: "The selected show is invalid.",
  titleTooLong: "The title may not be greater than 200 characters.",
  noteTooLong: "The note may not be greater than 500 characters.",
  tvmazeIdInvalid: "The TVMaze id is invalid.",
  tooManySuggestions: "You have 20 suggestions waiting. Please wait until they are looked at.",
} as const;
