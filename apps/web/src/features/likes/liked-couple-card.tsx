import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Couple } from "@dizilog/shared/api";
import { useShowTitles } from "../../entities/show";

/** A liked couple: both pictures, the pair's name (to its page, /pairs/:slug) and the show they are in. */
export function LikedCoupleCard({ couple, children }: { couple: Couple; children?: ReactNode }) {
  const { t } = useTranslation();
  const { primary } = useShowTitles(couple.show);
  return (
    <article className="flex h-full flex-col items-center gap-2 rounded-xl border border-zinc-200 bg-white p-4 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex -space-x-4 rtl:space-x-reverse">
        {couple.people.map((person) => (
          <img key={person.id} src={person.picture} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-full bg-zinc-200 object-cover ring-2 ring-white dark:bg-zinc-800 dark:ring-zinc-900" />
        ))}
      </div>
      <h3 className="font-semibold">
        <Link to={`/pairs/${couple.slug}`} className="hover:underline">
          {couple.name}
        </Link>
      </h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {couple.people.map((person, i) => (
          <span key={person.id}>
            {i > 0 && " · "}
            <Link to={person.url} className="hover:underline">
              {person.name}
            </Link>
          </span>
        ))}
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("likesTab.coupleIn")}{" "}
        <Link to={couple.show.url} className="font-medium text-zinc-800 hover:underline dark:text-zinc-200">
          {primary}
        </Link>
      </p>
      {children && <div className="mt-auto pt-1">{children}</div>}
    </article>
  );
}
