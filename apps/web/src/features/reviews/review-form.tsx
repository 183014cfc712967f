import { type FormEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import { REVIEW_ASPECTS, REVIEW_LIMITS, type ReviewAspect, reviewLength } from "@dizilog/shared/api/review-constants";
import { useLocaleTag } from "../../lib/format";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { SwitchRow } from "../../ui/switch";
import { TextInput } from "../../ui/text-input";
import type { ReviewFields } from "./api";
import type { ReviewFormValues } from "./review-draft";
import { ScoreField } from "./score-field";
import { numberFormat } from "../../lib/intl";

/** The form's fields as the server names them in `errors`. */
export const REVIEW_FIELDS = ["title", "content", "spoiler", ...REVIEW_ASPECTS.map((aspect) => `user_rate.${aspect}` as const)] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** The spec's rules (section 5 "Review"), checked before sending: the server checks them again. */
export function validateReview(values: ReviewFormValues, t: (key: string, options?: Record<string, unknown>) => string): ReviewErrors {
  const errors: ReviewErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = t("reviews.form.required");
  else if ([...title].length > REVIEW_LIMITS.titleMax) errors.title = t("reviews.form.titleMax", { max: REVIEW_LIMITS.titleMax });
  const length = reviewLength(values.content);
  if (!length) errors.content = t("reviews.form.required");
  else if (length < REVIEW_LIMITS.contentMin) errors.content = t("reviews.form.contentMin", { min: REVIEW_LIMITS.contentMin });
  else if (length > REVIEW_LIMITS.contentMax) errors.content = t("reviews.form.contentMax", { max: REVIEW_LIMITS.contentMax });
  for (const aspect of REVIEW_ASPECTS) if (values.scores[aspect] === null) errors[`user_rate.${aspect}`] = t("reviews.form.scoreRequired");
  return errors;
}

/** The values as sent (every score chosen, which `validateReview` has made sure of). */
export function fieldsOf(values: ReviewFormValues): ReviewFields {
  const user_rate = Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, values.scores[aspect] ?? 0])) as ReviewFields["user_rate"];
  return { title: values.title.trim(), content: values.content.trim(), spoiler: values.spoiler, user_rate };
}

export interface ReviewFormProps {
  values: ReviewFormValues;
  onChange: (values: ReviewFormValues) => void;
  errors: ReviewErrors;
  /** A message that belongs to no field (409 already reviewed, 422 watch first, a network failure). */
  generalError: string | null;
  pending: boolean;
  submitLabel: string;
  /** Above the fields: the offer to continue a draft. */
  banner?: ReactNode;
  /** Beside the buttons: when the draft was last saved. */
  draftStatus?: ReactNode;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The write-review form (spec "write-review" modal): title, text with its counter toward 280, spoiler flag, six half-star scores. */
export function ReviewForm({ values, onChange, errors, generalError, pending, submitLabel, banner, draftStatus, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const number = numberFormat(useLocaleTag());
  const length = reviewLength(values.content);
  const missing = REVIEW_LIMITS.contentMin - length;

  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => onChange({ ...values, [key]: value });
  const setScore = (aspect: ReviewAspect, value: number) => onChange({ ...values, scores: { ...values.scores, [aspect]: value } });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} id={`${id}-form`} noValidate onSubmit={handleSubmit} aria-busy={pending} className="space-y-4">
      {banner}
      <TextInput
        id={`${id}-title`}
        name="title"
        label={t("reviews.form.title")}
        value={values.title}
        onChange={(value) => set("title", value)}
        required
        maxLength={REVIEW_LIMITS.titleMax}
        autoComplete="off"
        placeholder={t("reviews.form.titlePlaceholder")}
        error={errors.title}
      />
      <TextInput
        id={`${id}-content`}
        name="content"
        label={t("reviews.form.content")}
        value={values.content}
        onChange={(value) => set("content", value)}
        required
        multiline
        rows={9}
        placeholder={t("reviews.form.contentPlaceholder")}
        hint={
          missing > 0
            ? t("reviews.form.counterShort", { count: length, formatted: number.format(length), missing: number.format(missing), min: number.format(REVIEW_LIMITS.contentMin) })
            : t("reviews.form.counter", { count: length, formatted: number.format(length), max: number.format(REVIEW_LIMITS.contentMax) })
        }
        error={errors.content}
      />
      <fieldset className="space-y-3 rounded-lg border border-zinc-200 p-3 sm:p-4 dark:border-zinc-800">
        <legend className="px-1 text-sm font-semibold">{t("reviews.form.scores")}</legend>
        {REVIEW_ASPECTS.map((aspect) => (
          <ScoreField
            key={aspect}
            aspect={aspect}
            value={values.scores[aspect]}
            onChange={(value) => setScore(aspect, value)}
            error={errors[`user_rate.${aspect}`]}
            hint={aspect === "overall" ? t("reviews.form.overallHint") : undefined}
          />
        ))}
      </fieldset>
      <SwitchRow
        id={`${id}-spoiler`}
        label={t("reviews.form.spoiler")}
        description={t("reviews.form.spoilerHint")}
        checked={values.spoiler}
        onChange={(value) => set("spoiler", value)}
      />
      {errors.spoiler && <FormAlert>{errors.spoiler}</FormAlert>}
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {draftStatus}
        </p>
        <div className="ms-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t("reviews.form.cancel")}
          </Button>
          <Button type="submit" loading={pending} loadingLabel={t("reviews.form.sending")}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Moves the focus to the first field with an error: a text field by name, a score to its chosen (or first) star. */
export function focusFirstReviewError(form: HTMLElement | null, errors: ReviewErrors): void {
  const first = REVIEW_FIELDS.find((field) => errors[field]);
  if (!first || !form) return;
  if (first.startsWith("user_rate.")) {
    form.querySelector<HTMLElement>(`[data-aspect="${first.slice("user_rate.".length)}"] [role="radio"][tabindex="0"]`)?.focus();
    return;
  }
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
