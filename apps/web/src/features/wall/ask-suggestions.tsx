import { useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Post, SearchResult, Suggestion } from "@dizilog/shared/api";
import { WALL_LIMITS } from "@dizilog/shared/api/wall-ids";
import { useDebounced } from "../../lib/use-debounced";
import { useLocaleTag } from "../../lib/format";
import { messageOf } from "../../lib/form-errors";
import { Avatar } from "../../ui/avatar";
import { Button, LINK_BUTTON_CLASS, buttonClass } from "../../ui/button";
import { inputClass } from "../../ui/field";
import { useToast } from "../../ui/toast";
import { useAuthModal, useGatedAction, useMe } from "../../entities/user";
import { useShowSearch } from "../../entities/show";
import { useSuggest, useSuggestionLike, useSuggestions } from "./api";
import { numberFormat } from "../../lib/intl";
import { UserBadges } from "../../entities/user";

/**
 * An ask's suggestions (api-contract "The community wall"): most liked first, 5 at a time, each
 * with the top 8 likers and a like toggle; "Make a suggestion" opens a show picker (login for a
 * visitor; the ask's own author may not suggest — `abilities.suggest`).
 */
export function AskSuggestions({ post }: { post: Post }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const { openLogin } = useAuthModal();
  const [picking, setPicking] = useState(false);
  const query = useSuggestions(post.id, true);
  const headingId = useId();
  const suggestions = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.pagination.total ?? post.suggestions_count;
  const canSuggest = me ? post.abilities.suggest : true;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-bold">
          {t("wall.ask.suggestions", { count: total })}
        </h3>
        {canSuggest && !picking && (
          <button type="button" onClick={() => (me ? setPicking(true) : openLogin())} className={buttonClass("secondary")}>
            {t("wall.ask.suggest")}
          </button>
        )}
      </div>
      {picking && <ShowPicker askId={post.id} onDone={() => setPicking(false)} />}
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("wall.ask.loadError")}{" "}
          <button type="button" onClick={() => void query.refetch()} className={LINK_BUTTON_CLASS}>
            {t("wall.retry")}
          </button>
        </p>
      ) : query.isPending ? (
        <div aria-hidden="true" className="h-14 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" />
      ) : suggestions.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("wall.ask.none")}</p>
      ) : (
        <ol className="space-y-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionRow suggestion={suggestion} />
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className={LINK_BUTTON_CLASS}>
          {query.isFetchingNextPage ? t("wall.loadingMore") : t("wall.ask.more")}
        </button>
      )}
    </section>
  );
}

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const like = useSuggestionLike(suggestion.id);
  const likers = suggestion.likers?.data.slice(0, WALL_LIMITS.topLikers) ?? [];
  const count = numberFormat(tag).format(suggestion.likes_count);
  return (
    <div className="flex items-center gap-3">
      <Link to={suggestion.show.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img src={suggestion.show.poster} alt="" width={40} height={60} loading="lazy" className="h-15 w-10 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={suggestion.show.url} className="font-semibold hover:underline">
          <bdi>{suggestion.show.original_title}</bdi>
        </Link>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {t("wall.ask.by")}{" "}
          <Link to={suggestion.user.url} className="hover:underline">
            <bdi dir="ltr">@{suggestion.user.username}</bdi>
          </Link>{" "}
          <UserBadges user={suggestion.user} />
        </p>
        {likers.length > 0 && (
          <ul aria-label={t("wall.ask.likers")} className="mt-1 flex -space-x-2 rtl:space-x-reverse">
            {likers.map((user) => (
              <li key={user.id} title={user.name}>
                <Link to={user.url} className="block rounded-full ring-2 ring-white dark:ring-zinc-900">
                  <Avatar src={user.avatar} size={22} />
                  <span className="sr-only">{user.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        aria-pressed={suggestion.has_liked}
        onClick={() => gated(() => like.mutate({ has_liked: suggestion.has_liked, likes_count: suggestion.likes_count }), { verified: true })}
        className={`inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800 ${suggestion.has_liked ? "text-brand-700 dark:text-brand-500" : "text-zinc-700 dark:text-zinc-300"}`}
      >
        <HeartIcon filled={suggestion.has_liked} />
        <span className="sr-only">{t("wall.ask.like", { title: suggestion.show.original_title })}</span>
        <span aria-hidden="true" className="tabular-nums">
          {count}
        </span>
      </button>
    </div>
  );
}

/** Picks a show to suggest: the site's show search, debounced, up to 8 results. */
function ShowPicker({ askId, onDone }: { askId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [keyword, setKeyword] = useState("");
  const debounced = useDebounced(keyword, 300);
  const search = useShowSearch(debounced);
  const suggest = useSuggest(askId);
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const handlePick = (show: SearchResult) =>
    suggest.mutate(show.id, {
      onSuccess: () => {
        toast(t("wall.ask.suggested", { title: show.original_title }), "success");
        onDone();
      },
      onError: (failure) => setError(messageOf(failure, t("wall.ask.suggestError"))),
    });

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("wall.ask.searchLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          autoFocus
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setError(null);
          }}
          placeholder={t("wall.ask.searchPlaceholder")}
          className={inputClass(Boolean(error))}
        />
        <Button variant="ghost" onClick={onDone}>
          {t("wall.cancel")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {search.data && search.data.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("wall.ask.noShows")}</p>}
      {search.data && search.data.length > 0 && (
        <ul aria-label={t("wall.ask.results")} className="max-h-72 space-y-1 overflow-y-auto">
          {search.data.map((show) => (
            <li key={show.id}>
              <button
                type="button"
                disabled={suggest.isPending}
                onClick={() => handlePick(show)}
                className="flex w-full items-center gap-3 rounded-lg p-1.5 text-start hover:bg-zinc-100 disabled:opacity-60 dark:hover:bg-zinc-800"
              >
                <img src={show.poster} alt="" width={32} height={48} className="h-12 w-8 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">
                    <bdi>{show.original_title}</bdi>
                  </span>
                  {show.year && <span className="text-xs text-zinc-600 dark:text-zinc-400">{show.year}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M12 20.3s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </svg>
  );
}
