import { useTranslation } from "../../lib/use-translation";
import { numberFormat } from "../../lib/intl";

/** The show's rating to one decimal, or the no-votes label when it has none (spec: rating 0). */
export function RatingBadge({ rating, votes }: { rating: number; votes: number }) {
  const { t, i18n } = useTranslation();
  if (!rating) return <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("show.noVotes")}</p>;
  const value = numberFormat(i18n.language === "le" ? "en" : i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <p className="text-sm">
      <span aria-hidden="true" className="text-amber-500">★</span> <strong>{value}</strong>
      <span className="text-xs text-zinc-500 dark:text-zinc-400"> · {t("show.votes", { count: votes })}</span>
    </p>
  );
}
