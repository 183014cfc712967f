import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useNavigate } from "react-router";
import type { Review } from "@dizilog/shared/api";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { formatDateTime, useLocaleTag } from "../../lib/format";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useEditReview, useReviewEligibility, useWriteReview } from "./api";
import { type ReviewFormValues, emptyValues } from "./review-draft";
import { REVIEW_FIELDS, type ReviewErrors, ReviewForm, fieldsOf, focusFirstReviewError, validateReview } from "./review-form";
import { useReviewDraft } from "./use-review-draft";
import { dateTimeFormat } from "../../lib/intl";

export interface ReviewModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in author. */
  userId: number;
  show: { id: number; title: string };
  /** The review to edit; left out to write a new one. */
  review?: Review;
}

/**
 * The write-review modal (spec "write-review"), also used to edit a review. Its draft is saved every
 * 15 s and kept 30 minutes; closing it with changes asks whether to keep them as a draft.
 */
export function ReviewModal({ open, onOpenChange, userId, show, review }: ReviewModalProps) {
  const { t } = useTranslation();
  // Asked by the form when it is closed with changes: the form answers the modal.
  const closeRequest = useRef<() => void>(() => onOpenChange(false));
  const handleOpenChange = (next: boolean) => (next ? onOpenChange(true) : closeRequest.current());
  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      size="lg"
      title={review ? t("reviews.modal.editTitle", { show: show.title }) : t("reviews.modal.title", { show: show.title })}
      description={t("reviews.modal.description")}
    >
      {/* Mounted only while open: each opening starts from the review (or nothing) and looks for a draft. */}
      <ReviewEditor userId={userId} show={show} review={review} onClose={() => onOpenChange(false)} closeRequest={closeRequest} />
    </Modal>
  );
}

/** The values of a review as the form holds them. */
function valuesOf(review: Review | undefined): ReviewFormValues {
  if (!review) return emptyValues();
  return { title: review.title, content: review.content, spoiler: review.spoiler, scores: { ...review.user_rate } };
}

interface ReviewEditorProps {
  userId: number;
  show: { id: number; title: string };
  review: Review | undefined;
  onClose: () => void;
  closeRequest: { current: () => void };
}

function ReviewEditor({ userId, show, review, onClose, closeRequest }: ReviewEditorProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const toast = useToast();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => valuesOf(review));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [asking, setAsking] = useState(false);
  const write = useWriteReview(show.id);
  const edit = useEditReview(review?.id ?? 0);
  const mutation = review ? edit : write;
  const draft = useReviewDraft({ userId, showId: show.id, reviewId: review?.id, initial, values });
  // A new review: asked at once whether it may be written, so the form says why not before the user writes.
  const eligibility = useReviewEligibility(show.id, !review);
  const refusal = !review && eligibility.data && !eligibility.data.can_write ? eligibility.data.reason : null;

  const serverFieldErrors = fieldErrorsOf(mutation.error, REVIEW_FIELDS);
  const generalError = mutation.error && !Object.keys(serverFieldErrors).length ? messageOf(mutation.error, t("errors.default")) : null;

  useEffect(() => {
    closeRequest.current = () => {
      if (draft.changed) setAsking(true);
      else onClose();
    };
  });

  const handleChange = (next: ReviewFormValues) => {
    setValues(next);
    // A field being corrected loses its message.
    setErrors((current) => {
      const kept: ReviewErrors = { ...current };
      if (next.title !== values.title) delete kept.title;
      if (next.content !== values.content) delete kept.content;
      for (const [aspect, score] of Object.entries(next.scores)) if (score !== values.scores[aspect as keyof typeof next.scores]) delete kept[`user_rate.${aspect}` as keyof ReviewErrors];
      return kept;
    });
  };

  const handleSubmit = () => {
    const found = validateReview(values, t);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstReviewError(containerRef.current, found);
      return;
    }
    mutation.mutate(fieldsOf(values), {
      onSuccess: (saved) => {
        draft.finish();
        onClose();
        toast(t(review ? "reviews.modal.saved" : "reviews.modal.published"), "success");
        if (!review) void navigate(saved.url);
      },
      onError: (error) => {
        const fromServer = fieldErrorsOf(error, REVIEW_FIELDS);
        setErrors(fromServer);
        focusFirstReviewError(containerRef.current, fromServer);
      },
    });
  };

  const handleContinue = () => {
    const kept = draft.continueDraft();
    if (kept) setValues(kept);
  };

  const banner = draft.offer ? (
    <div role="region" aria-label={t("reviews.draft.offerLabel")} className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm dark:border-brand-800 dark:bg-brand-950/40">
      <p className="font-semibold">{t("reviews.draft.offer")}</p>
      <p className="mt-0.5 text-zinc-700 dark:text-zinc-300">
        {t("reviews.draft.offerSaved", { time: formatDateTime(new Date(draft.offer.savedAt).toISOString(), tag) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={handleContinue}>{t("reviews.draft.continue")}</Button>
        <Button variant="secondary" onClick={draft.discard}>
          {t("reviews.draft.discard")}
        </Button>
      </div>
    </div>
  ) : null;

  const draftStatus = draft.savedAt ? t("reviews.draft.savedAt", { time: dateTimeFormat(tag, { timeStyle: "short" }).format(draft.savedAt) }) : null;

  if (refusal) {
    return (
      <div ref={containerRef} className="space-y-4">
        <FormAlert>{t(refusal === "watch_first" ? "reviews.modal.watchFirst" : "reviews.modal.alreadyReviewed")}</FormAlert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("reviews.modal.close")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={containerRef}>
      <ReviewForm
        values={values}
        onChange={handleChange}
        errors={errors}
        generalError={generalError}
        pending={mutation.isPending}
        submitLabel={review ? t("reviews.form.save") : t("reviews.form.publish")}
        banner={banner}
        draftStatus={draftStatus}
        onSubmit={handleSubmit}
        onCancel={() => closeRequest.current()}
      />
      <Modal open={asking} onOpenChange={setAsking} title={t("reviews.leave.title")} description={t("reviews.leave.description")}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setAsking(false)} autoFocus>
            {t("reviews.leave.keepWriting")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              draft.finish();
              onClose();
            }}
          >
            {t("reviews.leave.discard")}
          </Button>
          <Button
            onClick={() => {
              draft.save({ overwrite: true });
              onClose();
            }}
          >
            {t("reviews.leave.save")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
