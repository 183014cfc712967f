import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { EpisodeDetail } from "@dizilog/shared/api";
import { formatIsoDate, formatMinutes, useLocaleTag } from "../../lib/format";
import { EpisodeStill, EpisodeTitleText, SpoilerShield } from "../../entities/episode";

export interface EpisodeDetailsProps {
  episode: EpisodeDetail;
  showUrl: string;
  showTitle: string;
}

/** The heading (code and title), show link, air date, runtime, picture and synopsis of an episode; title, picture and synopsis behind the spoiler shield. */
export function EpisodeDetails({ episode, showUrl, showTitle }: EpisodeDetailsProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const date = episode.air_date ? formatIsoDate(episode.air_date, tag) : null;
  const airLine = !date ? t("episodePage.notScheduled") : episode.has_aired ? t("episodePage.airedOn", { date }) : t("episodePage.airsOn", { date });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="min-w-0">
        <h1>
          <span className="block font-mono text-4xl font-black tracking-tight text-brand-700 sm:text-5xl dark:text-brand-500">{episode.code}</span>
          <span className="mt-1 block text-2xl font-bold sm:text-3xl">
            <EpisodeTitleText episode={episode} />
          </span>
        </h1>
        <p className="mt-2">
          <Link to={showUrl} className="font-semibold text-brand-700 hover:underline dark:text-brand-500">
            {showTitle}
          </Link>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {episode.runtime ? (
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("episodePage.runtime")}</dt>
              <dd className="font-medium">{formatMinutes(episode.runtime, tag)}</dd>
            </div>
          ) : null}
        </dl>
        {/* The air date once, in the sentence that also says whether it has aired. */}
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">{airLine}</p>
        <SpoilerShield episode={episode}>
          {episode.synopsis && (
            <section aria-labelledby="episode-synopsis" className="mt-6">
              <h2 id="episode-synopsis" className="mb-2 text-lg font-bold">
                {t("episodePage.synopsis")}
              </h2>
              <p className="whitespace-pre-line leading-relaxed">{episode.synopsis}</p>
            </section>
          )}
        </SpoilerShield>
      </div>
      <EpisodeStill
        episode={episode}
        alt={t("episodePage.thumbAlt", { code: episode.code, show: showTitle })}
        width={640}
        height={360}
        className="order-first aspect-video w-full rounded-xl bg-zinc-200 object-cover lg:order-none dark:bg-zinc-800"
      />
    </div>
  );
}
