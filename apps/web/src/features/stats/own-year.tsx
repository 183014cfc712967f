import { useId, useState } from "react";
import type { OwnStats } from "@dizilog/shared/api";
import { useMe } from "../auth";
import { ProModal, isProRequired } from "../pro";
import { useHydrated } from "../../lib/use-hydrated";
import { useTranslation } from "../../lib/use-translation";
import { buttonClass } from "../../ui/button";
import { ErrorState, Loader } from "../../ui/states";
import { useOwnStats } from "./api";
import { StatsList, useFigureTexts } from "./stats-list";

const CARD =
  "rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60";

/**
 * "Your year in review" on /stats/{year}: a Pro member's own year (their time zone), with the
 * shareable card; everyone else sees what it holds and the Pro modal (referrer "own stats").
 * Drawn only in the browser: the server draws the site's year, which is the same for everyone.
 */
export function OwnYear({ year }: { year: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hydrated = useHydrated();
  const me = useMe();
  const user = hydrated ? (me.data ?? undefined) : undefined;
  const own = useOwnStats(year, user?.id);

  let body;
  if (!hydrated || me.isPending || (user && own.isPending)) body = <Loader label={t("stats.own.loading")} />;
  else if (!user || isProRequired(own.error)) body = <Upsell />;
  else if (own.isError) body = <ErrorState error={own.error} onRetry={() => void own.refetch()} />;
  else body = own.data ? <OwnYearBody stats={own.data} /> : null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight sm:text-2xl">
        {t("stats.own.heading", { year })}
      </h2>
      {body}
    </section>
  );
}

function Upsell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={CARD} data-testid="own-stats-upsell">
      <p className="font-semibold">{t("stats.own.upsellTitle")}</p>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("stats.own.upsellText")}</p>
      <button type="button" className={`${buttonClass("primary")} mt-4`} onClick={() => setOpen(true)}>
        {t("stats.own.upsellButton")}
      </button>
      <ProModal open={open} onOpenChange={setOpen} referrer="own stats" />
    </div>
  );
}

function OwnYearBody({ stats }: { stats: OwnStats }) {
  const { t } = useTranslation();
  const figures = useFigureTexts();
  if (stats.episodes_seen === 0) {
    return (
      <div className={CARD}>
        <p className="font-semibold">{t("stats.own.emptyTitle")}</p>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("stats.own.emptyText")}</p>
      </div>
    );
  }
  const tiles = [
    { value: figures.number(stats.hours), label: t("stats.own.hours", { count: stats.hours }) },
    { value: figures.number(stats.episodes_seen), label: t("stats.own.episodes", { count: stats.episodes_seen }) },
    { value: figures.number(stats.shows_count), label: t("stats.own.shows", { count: stats.shows_count }) },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className={`${CARD} flex flex-col-reverse text-center`}>
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">{tile.label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <div className={CARD}>
          <h3 className="font-bold">{t("stats.own.genres")}</h3>
          {stats.top_genres.length ? (
            <ol className="mt-2 list-decimal space-y-1 ps-5">
              {stats.top_genres.map((genre) => (
                <li key={genre.id}>
                  {t(`genre.${genre.slug}`, { defaultValue: genre.name })}{" "}
                  <span className="text-sm text-zinc-600 dark:text-zinc-400">({t("stats.figures.seen", { count: genre.episodes, value: figures.number(genre.episodes) })})</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t("stats.own.noGenres")}</p>
          )}
          <h3 className="mt-4 font-bold">{t("stats.own.reaction")}</h3>
          <p className="mt-1">
            {stats.top_reaction
              ? t("stats.own.reactionText", {
                  reaction: t(`engagement.reactions.${stats.top_reaction.reaction}`),
                  count: stats.top_reaction.count,
                  value: figures.number(stats.top_reaction.count),
                })
              : t("stats.own.noReaction")}
          </p>
        </div>
        <ShareCard year={stats.year} cardUrl={stats.card_url} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <StatsList title={t("stats.own.topShows")} shows={stats.most_watched} describe={figures.seen} emptyText={t("stats.empty")} />
        <StatsList title={t("stats.own.rated")} shows={stats.highest_rated} describe={figures.ownRating} emptyText={t("stats.own.noRatings")} />
      </div>
    </div>
  );
}

/** The card's preview, its download and (where the browser shares files) the system share sheet. */
function ShareCard({ year, cardUrl }: { year: number; cardUrl: string }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = `${cardUrl}?lang=${encodeURIComponent(i18n.language.toLowerCase())}`;
  const fileName = `dizilog-${year}.png`;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const share = async () => {
    try {
      const blob = await (await fetch(src, { credentials: "same-origin" })).blob();
      const file = new File([blob], fileName, { type: "image/png" });
      if (navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title: t("stats.own.cardTitle", { year }) });
      else await navigator.share({ title: t("stats.own.cardTitle", { year }), url: window.location.href });
    } catch {
      // Closing the share sheet rejects: nothing to say.
    }
  };

  return (
    <div className={CARD}>
      <h3 className="font-bold">{t("stats.own.card")}</h3>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("stats.own.cardHint")}</p>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("stats.own.cardError")}
        </p>
      ) : (
        <img
          src={src}
          alt={t("stats.own.cardAlt", { year })}
          width={1080}
          height={1350}
          loading="lazy"
          onError={() => setFailed(true)}
          className="mt-3 h-auto w-full max-w-xs rounded-lg border border-zinc-200 dark:border-zinc-700"
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={src} download={fileName} className={buttonClass("secondary")}>
          {t("stats.own.download")}
        </a>
        {canShare && (
          <button type="button" className={buttonClass("secondary")} onClick={() => void share()}>
            {t("stats.own.share")}
          </button>
        )}
      </div>
    </div>
  );
}
