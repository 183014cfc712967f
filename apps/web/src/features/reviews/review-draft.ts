import { REVIEW_ASPECTS, REVIEW_LIMITS, type ReviewAspect } from "@dizilog/shared/api/review-constants";

/**
 * Drafts of the write-review editor (spec "Review draft", "Editor autosave": every 15 s, kept 30
 * minutes), one per user and show, in this browser's local storage. A draft of an edit remembers
 * the review it edits, so that it is offered only when that review is edited again.
 */

/** What the form holds: a sub-score is null until chosen. */
export interface ReviewFormValues {
  title: string;
  content: string;
  spoiler: boolean;
  scores: Record<ReviewAspect, number | null>;
}

export interface StoredDraft {
  values: ReviewFormValues;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** The review an edit draft belongs to; absent for a new review. */
  reviewId?: number;
}

/** The part of `Storage` drafts need (local storage in the browser, a map in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const PREFIX = "dz-review-draft:";

export function draftKey(userId: number, showId: number): string {
  return `${PREFIX}${userId}:${showId}`;
}

export function emptyValues(): ReviewFormValues {
  return { title: "", content: "", spoiler: false, scores: Object.fromEntries(REVIEW_ASPECTS.map((a) => [a, null])) as ReviewFormValues["scores"] };
}

/** Whether two states of the form say the same (a draft equal to what the form starts with is no draft). */
export function sameValues(a: ReviewFormValues, b: ReviewFormValues): boolean {
  return a.title === b.title && a.content === b.content && a.spoiler === b.spoiler && REVIEW_ASPECTS.every((aspect) => a.scores[aspect] === b.scores[aspect]);
}

/** Whether the draft is still kept `now` (30 minutes after it was saved). */
export function isFresh(draft: StoredDraft, now: number): boolean {
  return now - draft.savedAt <= REVIEW_LIMITS.draftRetentionMs && draft.savedAt <= now + 60_000;
}

/** A stored value read defensively: anything that is not a well-formed draft is no draft. */
function parse(text: string | null): StoredDraft | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<StoredDraft> & { values?: Partial<ReviewFormValues> };
    const values = raw.values;
    if (!values || typeof raw.savedAt !== "number" || typeof values.title !== "string" || typeof values.content !== "string") return null;
    const scores = emptyValues().scores;
    for (const aspect of REVIEW_ASPECTS) {
      const score = values.scores?.[aspect];
      if (typeof score === "number" && score >= 0.5 && score <= 5 && Number.isInteger(score * 2)) scores[aspect] = score;
    }
    const draft: StoredDraft = { values: { title: values.title, content: values.content, spoiler: values.spoiler === true, scores }, savedAt: raw.savedAt };
    if (typeof raw.reviewId === "number") draft.reviewId = raw.reviewId;
    return draft;
  } catch {
    return null;
  }
}

/**
 * The user's draft for the show, if one is kept for this editor (`reviewId`: the review being
 * edited, undefined for a new one). An expired draft is removed as it is found.
 */
export function loadDraft(storage: DraftStorage, userId: number, showId: number, now: number, reviewId?: number): StoredDraft | null {
  const key = draftKey(userId, showId);
  const draft = parse(storage.getItem(key));
  if (!draft) return null;
  if (!isFresh(draft, now)) {
    storage.removeItem(key);
    return null;
  }
  return draft.reviewId === reviewId ? draft : null;
}

/** Keeps the form's values as the user's draft for the show (a full storage quietly keeps nothing). */
export function saveDraft(storage: DraftStorage, userId: number, showId: number, values: ReviewFormValues, now: number, reviewId?: number): void {
  const draft: StoredDraft = { values, savedAt: now, ...(reviewId === undefined ? {} : { reviewId }) };
  try {
    storage.setItem(draftKey(userId, showId), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the editor still works, without a draft.
  }
}

export function clearDraft(storage: DraftStorage, userId: number, showId: number): void {
  storage.removeItem(draftKey(userId, showId));
}

/** Removes every expired draft of the browser (any user, any show), so that old ones do not pile up. */
export function sweepDrafts(storage: DraftStorage, now: number): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const draft = parse(storage.getItem(key));
    if (!draft || !isFresh(draft, now)) storage.removeItem(key);
  }
}

/** The local storage of the browser, or none (private modes that refuse it). */
export function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
