import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Post } from "@dizilog/shared/api";
import { formatDateTime, formatRelative, useLocaleTag, useRenderClock } from "../../lib/format";
import { messageOf } from "../../lib/form-errors";
import { useToast } from "../../ui/toast";
import { useAuthModal, useGatedAction, useMe } from "../../entities/user";
import { LINK_BUTTON_CLASS } from "../../ui/button";
import { useVote } from "./api";
import { numberFormat } from "../../lib/intl";

/**
 * A poll (product-spec "Poll"): open with the time left, then closed with the final results. The
 * answers are buttons while the viewer may vote (`abilities.vote`); otherwise — after voting, once
 * closed, for the author and for visitors (who are offered to log in) — bars with percentages. A
 * hidden poll says "Thank you for voting!" instead while it withholds its results.
 */
export function PollView({ post }: { post: Post }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const clock = useRenderClock();
  const toast = useToast();
  const gated = useGatedAction();
  const { openLogin } = useAuthModal();
  const signedIn = Boolean(useMe().data);
  const poll = post.poll!;
  const vote = useVote(post.id, poll.id);
  const headingId = useId();
  const number = numberFormat(tag);
  const percent = numberFormat(tag, { style: "percent", maximumFractionDigits: 0 });
  const open = !poll.closed && !poll.has_voted;
  // Buttons for those who may vote; everyone else sees the results (a visitor with "Log in to vote").
  const canVote = open && signedIn && post.abilities.vote;
  const withheld = poll.results.some((result) => result.percentage === null);
  const showResults = !canVote && !withheld;

  const handleVote = (option: number) =>
    gated(() => vote.mutate(option, { onError: (error) => toast(messageOf(error, t("wall.poll.voteError")), "error") }), { verified: true });

  return (
    <div role="group" aria-labelledby={headingId} className="space-y-2">
      <p id={headingId} className="sr-only">
        {t("wall.poll.label")}
      </p>
      {canVote ? (
        <ul className="space-y-2">
          {poll.results.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                disabled={vote.isPending}
                onClick={() => handleVote(option.id)}
                className="w-full rounded-full border-2 border-brand-700 px-4 py-2 text-start text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-brand-500 dark:text-zinc-100 dark:hover:bg-zinc-800"
              >
                <bdi>{option.choice}</bdi>
              </button>
            </li>
          ))}
        </ul>
      ) : showResults ? (
        <ul className="space-y-2">
          {poll.results.map((option) => {
            const value = option.percentage ?? 0;
            const mine = poll.user_votes.includes(option.id);
            return (
              <li key={option.id} className="relative overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-700">
                <div aria-hidden="true" className={`absolute inset-y-0 start-0 ${mine ? "bg-brand-100 dark:bg-brand-800/60" : "bg-zinc-100 dark:bg-zinc-800"}`} style={{ width: `${value}%` }} />
                <div className="relative flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="font-medium">
                    <bdi>{option.choice}</bdi>
                    {mine && <span className="ms-2 text-xs font-semibold text-brand-700 dark:text-brand-500">{t("wall.poll.yourVote")}</span>}
                  </span>
                  <span className="font-semibold tabular-nums">{percent.format(value / 100)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p role="status" className="rounded-lg bg-zinc-100 px-3 py-2 text-sm font-semibold dark:bg-zinc-800">
          {poll.has_voted ? t("wall.poll.thanks") : t("wall.poll.hiddenResults")}
        </p>
      )}
      {open && !signedIn && (
        <button type="button" onClick={() => openLogin()} className={`${LINK_BUTTON_CLASS} text-sm`}>
          {t("wall.poll.login")}
        </button>
      )}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {t("wall.poll.votes", { count: poll.total_votes, value: number.format(poll.total_votes) })}
        {" · "}
        <time dateTime={poll.ends_at} title={formatDateTime(poll.ends_at, tag, clock.timeZone)}>
          {poll.closed ? t("wall.poll.closed") : t("wall.poll.timeLeft", { time: formatRelative(poll.ends_at, tag, clock.now) })}
        </time>
      </p>
    </div>
  );
}
