import { Link } from "react-router";
import type { CoupleCard as CoupleCardData } from "@dizilog/shared/api";
import { useShowTitles } from "../../entities/show";
import { useLocaleTag } from "../../lib/format";
import { numberFormat } from "../../lib/intl";
import { useTranslation } from "../../lib/use-translation";

/** A couple in the pairs list: both pictures, the pair's name (to its page), its people, its show and likes. */
export function CoupleCard({ couple }: { couple: CoupleCardData }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { primary } = useShowTitles(couple.show);
  return (
    <article className="flex h-full flex-col items-center gap-2 rounded-xl border border-zinc-200 bg-white p-4 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex -space-x-4 rtl:space-x-reverse">
        {couple.people.map((person) => (
          <img key={person.id} src={person.picture} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-full bg-zinc-200 object-cover ring-2 ring-white dark:bg-zinc-800 dark:ring-zinc-900" />
        ))}
      </div>
      <h2 className="font-semibold">
        <Link to={couple.url} className="hover:underline">
          {couple.name}
        </Link>
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{couple.people.map((p) => p.name).join(" · ")}</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("charts.table.coupleIn", { show: primary })}</p>
      <p className="mt-auto text-xs font-semibold text-zinc-700 dark:text-zinc-300">{t("charts.pairs.likes", { value: numberFormat(tag).format(couple.like_count) })}</p>
    </article>
  );
}
