import { type ReactNode, useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import { REACTION_IDS, type ReactionId } from "@dizilog/shared/api/engagement-ids";
import { useGatedAction } from "../../entities/user";
import { useLocaleTag } from "../../lib/format";
import { useReact, useReactions } from "./api";
import { numberFormat } from "../../lib/intl";

export interface ReactionsBarProps {
  episodeId: number;
}

/**
 * The six reactions of an episode (spec "Reactions") as toggle buttons with counts and shares;
 * the viewer's own is pressed, pressing it again takes it back, another one replaces it. Needs a
 * signed-in user with a verified email: a visitor gets the login modal, others the verify message.
 */
export function ReactionsBar({ episodeId }: ReactionsBarProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const query = useReactions(episodeId);
  const react = useReact(episodeId);
  const headingId = useId();
  const data = query.data;
  const number = numberFormat(tag);
  const percent = numberFormat(tag, { style: "percent", maximumFractionDigits: 0 });

  const handleClick = (reaction: ReactionId) => gated(() => react.mutate(reaction), { verified: true });

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold">
          {t("engagement.reactions.title")}
        </h2>
        {data && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("engagement.reactions.total", { count: data.total, value: number.format(data.total) })}</p>}
      </div>
      {query.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t("engagement.reactions.loadError")}{" "}
          <button type="button" onClick={() => void query.refetch()} className="font-semibold underline underline-offset-2">
            {t("engagement.reactions.retry")}
          </button>
        </p>
      )}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-busy={query.isPending || undefined}>
        {REACTION_IDS.map((id) => {
          const entry = data?.reactions[id];
          const pressed = data?.user_reaction === id;
          const countId = `${headingId}-${id}`;
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-describedby={entry ? countId : undefined}
                onClick={() => handleClick(id)}
                className={`flex w-full flex-col items-center gap-1 rounded-xl border-2 px-2 py-2.5 transition-colors ${
                  pressed
                    ? "border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-500 dark:bg-zinc-800 dark:text-white"
                    : "border-zinc-200 text-zinc-800 hover:border-zinc-400 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-100 dark:hover:border-zinc-500 dark:hover:bg-zinc-800"
                }`}
              >
                <ReactionFace id={id} className={`h-8 w-8 ${pressed ? "text-brand-700 dark:text-brand-500" : "text-zinc-600 dark:text-zinc-300"}`} />
                <span className="text-sm font-bold">{t(`engagement.reactions.${id}`)}</span>
                <span aria-hidden="true" className="text-xs tabular-nums text-zinc-600 dark:text-zinc-400">
                  {entry ? t("engagement.reactions.share", { value: number.format(entry.count), percent: percent.format(entry.percentage / 100) }) : "\u00a0"}
                </span>
              </button>
              {entry && (
                <span id={countId} hidden>
                  {t("engagement.reactions.description", { count: entry.count, value: number.format(entry.count), percent: percent.format(entry.percentage / 100) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Simple line faces (no emoji font needed), drawn in the current colour. */
export function ReactionFace({ id, className }: { id: ReactionId; className: string }) {
  const features: Record<ReactionId, ReactNode> = {
    // Wide open grin, eyebrows up.
    amazing: (
      <>
        <path d="M7.5 8.2l1.5-1M16.5 8.2l-1.5-1" />
        <circle cx="9" cy="10" r="1" fill="currentColor" stroke="none" />
        <circle cx="15" cy="10" r="1" fill="currentColor" stroke="none" />
        <path d="M7 13.5h10a5 5 0 0 1-10 0z" fill="currentColor" />
      </>
    ),
    // Laughing: closed eyes, open mouth.
    funny: (
      <>
        <path d="M7.5 10.5l1.5-1.5 1.5 1.5M13.5 10.5l1.5-1.5 1.5 1.5" />
        <path d="M8 14h8a4 4 0 0 1-8 0z" />
      </>
    ),
    // Frown and a tear.
    sad: (
      <>
        <circle cx="9" cy="10" r="1" fill="currentColor" stroke="none" />
        <circle cx="15" cy="10" r="1" fill="currentColor" stroke="none" />
        <path d="M8.5 16.5a4 4 0 0 1 7 0" />
        <path d="M16.2 12.2c.6.9.9 1.4.9 1.8a.9.9 0 0 1-1.8 0c0-.4.3-.9.9-1.8z" fill="currentColor" stroke="none" />
      </>
    ),
    // Round eyes, round mouth.
    wow: (
      <>
        <circle cx="9" cy="9.5" r="1.4" />
        <circle cx="15" cy="9.5" r="1.4" />
        <circle cx="12" cy="15.5" r="2" />
      </>
    ),
    // Flat mouth, half-closed eyes.
    meh: (
      <>
        <path d="M7.5 10h3M13.5 10h3" />
        <path d="M8.5 15.5h7" />
      </>
    ),
    // Uneven eyes, zigzag mouth.
    wtf: (
      <>
        <path d="M7 7.5l3 1M17 7l-3 .5" />
        <circle cx="9" cy="10.5" r="1" fill="currentColor" stroke="none" />
        <circle cx="15" cy="10" r="1.6" />
        <path d="M8 16l1.3-1 1.4 1 1.3-1 1.3 1 1.4-1 1.3 1" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="9.5" />
      {features[id]}
    </svg>
  );
}
