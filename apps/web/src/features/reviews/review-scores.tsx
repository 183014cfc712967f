import { useTranslation } from "../../lib/use-translation";
import type { UserRate } from "@dizilog/shared/api";
import { REVIEW_ASPECTS } from "@dizilog/shared/api/review-constants";
import { useLocaleTag } from "../../lib/format";
import { Stars } from "../../ui/stars";
import { numberFormat } from "../../lib/intl";

/** The six sub-scores of a review, each with its stars and its number (overall last, as the form asks). */
export function ReviewScores({ userRate }: { userRate: UserRate }) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {REVIEW_ASPECTS.map((aspect) => (
        <div key={aspect} className={`flex items-center justify-between gap-3 ${aspect === "overall" ? "font-semibold" : ""}`}>
          <dt className="text-sm">{t(`reviews.aspects.${aspect}`)}</dt>
          <dd className="flex items-center gap-2">
            <Stars value={userRate[aspect]} size={18} />
            <span className="w-7 text-end text-sm tabular-nums" aria-hidden="true">
              {number.format(userRate[aspect])}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
