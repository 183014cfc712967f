import { useCallback, useEffect, useRef, useState } from "react";
import { REVIEW_LIMITS } from "@dizilog/shared/api/review-constants";
import { type ReviewFormValues, type StoredDraft, browserStorage, clearDraft, loadDraft, sameValues, saveDraft, sweepDrafts } from "./review-draft";

export interface ReviewDraftOptions {
  userId: number;
  showId: number;
  /** The review being edited; undefined while writing a new one. */
  reviewId: number | undefined;
  /** What the form started from (empty, or the review being edited). */
  initial: ReviewFormValues;
  /** What the form holds now. */
  values: ReviewFormValues;
}

/**
 * The draft of an open write-review form (spec "Review draft"): the draft kept from an earlier
 * visit, offered until the user continues or discards it; the form saved every 15 s while it
 * differs from where it started and from the last save; a prompt before the page is left with
 * changes that are not saved, and a last save when the page goes away or the form closes.
 */
export function useReviewDraft({ userId, showId, reviewId, initial, values }: ReviewDraftOptions) {
  const storage = browserStorage();
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    if (!storage) return null;
    sweepDrafts(storage, Date.now());
    const kept = loadDraft(storage, userId, showId, Date.now(), reviewId);
    return kept && !sameValues(kept.values, initial) ? kept : null;
  });
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // What the stored draft holds (state for rendering, a ref for the timer and the page listeners).
  const [stored, setStored] = useState<ReviewFormValues>(() => offer?.values ?? initial);
  const lastSaved = useRef(stored);
  const current = useRef({ values, offer, done: false });
  useEffect(() => {
    current.current.values = values;
    current.current.offer = offer;
  });
  const remember = (saved: ReviewFormValues) => {
    lastSaved.current = saved;
    setStored(saved);
  };

  const changed = !sameValues(values, initial);
  const unsaved = changed && !sameValues(values, stored);

  /**
   * Saves the form now if it says something new — not while the kept draft waits for an answer
   * (it would be overwritten), unless the user chose so (`overwrite`: "Save draft" on closing).
   */
  const save = useCallback((options: { overwrite?: boolean } = {}): boolean => {
    const state = current.current;
    if (!storage || state.done || (state.offer && !options.overwrite) || sameValues(state.values, initial)) return false;
    if (sameValues(state.values, lastSaved.current)) return true;
    const now = Date.now();
    saveDraft(storage, userId, showId, state.values, now, reviewId);
    lastSaved.current = state.values;
    setStored(state.values);
    setSavedAt(now);
    if (state.offer) setOffer(null);
    return true;
  }, [storage, initial, userId, showId, reviewId]);

  useEffect(() => {
    const timer = setInterval(() => save(), REVIEW_LIMITS.autosaveMs);
    return () => clearInterval(timer);
  }, [save]);

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      const state = current.current;
      if (state.done || sameValues(state.values, initial) || sameValues(state.values, lastSaved.current)) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    // Whatever the answer, the text is kept: leaving the page saves the draft.
    const handlePageHide = () => void save();
    window.addEventListener("beforeunload", handleBeforeUnload);
    window.addEventListener("pagehide", handlePageHide);
    return () => {
      window.removeEventListener("beforeunload", handleBeforeUnload);
      window.removeEventListener("pagehide", handlePageHide);
      // The form goes away without an answer (a link, the back button): keep what was written.
      save();
    };
  }, [initial, save]);

  return {
    /** The draft kept from before, while the user has not said whether to continue it. */
    offer,
    /** When the draft was last saved by this form. */
    savedAt,
    /** The form differs from where it started. */
    changed,
    /** The form holds changes the stored draft does not. */
    unsaved,
    save,
    /** Takes the kept draft's values (the caller puts them in the form). */
    continueDraft: (): ReviewFormValues | null => {
      const kept = offer;
      setOffer(null);
      if (kept) remember(kept.values);
      return kept?.values ?? null;
    },
    /** Forgets the kept draft and any saved one. */
    discard: () => {
      setOffer(null);
      if (storage) clearDraft(storage, userId, showId);
      remember(initial);
    },
    /** The review was sent: no draft is kept, and nothing is saved any more. */
    finish: () => {
      current.current.done = true;
      if (storage) clearDraft(storage, userId, showId);
    },
  };
}
