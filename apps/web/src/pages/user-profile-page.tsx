import { useTranslation } from "../lib/use-translation";
import { Link, useParams } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useMe } from "../features/auth/api";
import { useLocaleTag } from "../lib/format";
import { isNotFound } from "../lib/route-params";
import { usePublicProfile } from "../features/settings/api";
import { BlockUserButton } from "../features/settings/block-user-button";
import { FollowButton, FollowCounts, PrivateAccountNotice } from "../features/social";
import { countryName } from "../features/settings/countries";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";
import { buttonClass } from "../ui/button";
import { dateTimeFormat, numberFormat } from "../lib/intl";
import { accentStyle, coverSrcSet } from "../lib/accent-style";
import { UserBadges } from "../entities/user";

/** /user/:slug — a public profile: picture, name, facts, biography and counts. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const profile = usePublicProfile(slug);
  const notFound = isNotFound(profile.error);
  usePageTitle(notFound ? t("notFound.title") : profile.data ? t("profile.pageTitle", { name: profile.data.name, username: profile.data.username }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileView user={profile.data} />;
}

function ProfileView({ user }: { user: User }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const me = useMe().data;
  const isOwner = me?.id === user.id;
  const joined = dateTimeFormat(tag, { month: "long", year: "numeric" }).format(new Date(user.joined));
  const place = [user.location, user.country ? countryName(user.country, tag) : null].filter(Boolean).join(", ");
  const number = numberFormat(tag);
  const linkClass = user.accent_color ? `${PROFILE_LINK} text-brand-700 dark:text-brand-500` : PROFILE_LINK;
  const stats = [
    { key: "shows", value: user.track_count },
    { key: "episodes", value: user.seen_count },
    { key: "likes", value: user.like_count },
  ] as const;

  return (
    // The accent (Pro customization) replaces the brand colours inside the profile: name, links, primary buttons.
    <article className="mx-auto max-w-4xl space-y-6" style={accentStyle(user.accent_color)}>
      {user.cover && (
        <img
          src={user.cover}
          srcSet={coverSrcSet(user.cover)}
          sizes="(min-width: 896px) 896px, 100vw"
          alt={t("profile.coverAlt", { name: user.name })}
          width={1500}
          height={500}
          className="aspect-[3/1] w-full rounded-2xl bg-zinc-200 object-cover dark:bg-zinc-800"
        />
      )}
      <header className="flex flex-col items-center gap-5 rounded-2xl border border-zinc-200 bg-white p-5 text-center shadow-sm sm:flex-row sm:items-start sm:p-8 sm:text-start dark:border-zinc-800 dark:bg-zinc-900/60">
        <img
          src={user.avatar}
          alt=""
          width={128}
          height={128}
          className="h-28 w-28 shrink-0 rounded-full bg-zinc-200 object-cover ring-4 ring-white sm:h-32 sm:w-32 dark:bg-zinc-800 dark:ring-zinc-900"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className={`break-words text-2xl font-extrabold tracking-tight sm:text-3xl ${user.accent_color ? "text-brand-700 dark:text-brand-500" : ""}`}>{user.name}</h1>
            <UserBadges user={user} size="md" />
          </div>
          <p dir="ltr" className="text-zinc-600 sm:text-start dark:text-zinc-400">
            @{user.username}
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-zinc-600 sm:justify-start dark:text-zinc-400">
            <li>
              {t("profile.joined")} <time dateTime={user.joined}>{joined}</time>
            </li>
            {place && <li>{place}</li>}
          </ul>
          <FollowCounts user={user} />
          {user.biography && <p className="mt-4 whitespace-pre-line break-words text-zinc-800 dark:text-zinc-200">{user.biography}</p>}
          <div className="mt-5 flex flex-wrap justify-center gap-2 sm:justify-start">
            {isOwner && (
              <Link to="/settings/profile" className={buttonClass("primary")}>
                {t("profile.edit")}
              </Link>
            )}
            {isOwner && user.private_account && (
              <Link to="/settings/privacy" className={buttonClass("secondary")}>
                {t("social.requests.link")}
              </Link>
            )}
            {!isOwner && (user.abilities.follow || !me) && <FollowButton user={user} />}
            {me && !isOwner && <BlockUserButton user={user} />}
          </div>
        </div>
      </header>
      {!user.abilities.view_lists && <PrivateAccountNotice user={user} />}
      <section aria-labelledby="profile-stats-title">
        <h2 id="profile-stats-title" className="sr-only">
          {t("profile.statsTitle")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse rounded-xl border border-zinc-200 bg-white p-4 text-center dark:border-zinc-800 dark:bg-zinc-900/60">
              <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t(`profile.stats.${stat.key}`, { count: stat.value })}</dt>
              <dd className="text-2xl font-bold">{number.format(stat.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav aria-label={t("userLikesPage.profileNav")} className="flex flex-wrap gap-2">
        {user.abilities.view_wall && (
          <Link to={`${user.url}/wall`} className={linkClass}>
            {t("wall.user.link")}
          </Link>
        )}
        {user.abilities.view_activity && (
          <>
            <Link to={`${user.url}/likes`} className={linkClass}>
              {t("userLikesPage.link")}
            </Link>
            <Link to={`${user.url}/ratings`} className={linkClass}>
              {t("userRatingsPage.link")}
            </Link>
          </>
        )}
        <Link to={`${user.url}/reviews`} className={linkClass}>
          {t("reviews.userPage.link")}
        </Link>
      </nav>
    </article>
  );
}

const PROFILE_LINK =
  "rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold hover:border-brand-700 hover:text-brand-700 dark:border-zinc-700 dark:hover:border-brand-500 dark:hover:text-brand-500";

function ProfileSkeleton() {
  const { t } = useTranslation();
  const block = "rounded bg-zinc-200 dark:bg-zinc-800";
  return (
    <div role="status" aria-label={t("common.loading")} className="mx-auto max-w-4xl animate-pulse space-y-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-zinc-200 p-5 sm:flex-row sm:p-8 dark:border-zinc-800">
        <div className="h-28 w-28 rounded-full bg-zinc-200 sm:h-32 sm:w-32 dark:bg-zinc-800" />
        <div className="w-full flex-1 space-y-3">
          <div className={`mx-auto h-7 w-1/2 sm:mx-0 ${block}`} />
          <div className={`mx-auto h-4 w-1/4 sm:mx-0 ${block}`} />
          <div className={`h-4 w-full ${block}`} />
          <div className={`h-4 w-3/4 ${block}`} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-20 rounded-xl ${block}`} />
        ))}
      </div>
    </div>
  );
}
