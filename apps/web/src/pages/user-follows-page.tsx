import { useTranslation } from "../lib/use-translation";
import { Link, useParams } from "react-router";
import type { User } from "@dizilog/shared/api";
import { isNotFound } from "../lib/route-params";
import { usePublicProfile } from "../features/settings/api";
import { FollowUsersList, PrivateAccountNotice } from "../features/social";
import { usePageTitle } from "../lib/use-page-title";
import { Avatar } from "../ui/avatar";
import { LINK_CLASS } from "../ui/button";
import { ErrorState, Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";
import { UserBadges } from "../entities/user";

/** /user/:slug/followers */
export function UserFollowersPage() {
  return <UserFollowsPage direction="followers" />;
}

/** /user/:slug/following */
export function UserFollowingPage() {
  return <UserFollowsPage direction="following" />;
}

/** The people on one side of a user's follows (404 as the profile; a private account's notice to non-followers). */
function UserFollowsPage({ direction }: { direction: "followers" | "following" }) {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const profile = usePublicProfile(slug);
  const notFound = isNotFound(profile.error);
  const name = profile.data?.name;
  usePageTitle(notFound ? t("notFound.title") : name ? t(`social.lists.title.${direction}`, { name }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (profile.isPending) return <Loader />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const user = profile.data;
  return (
    <div className="mx-auto max-w-2xl">
      <FollowsHeader user={user} direction={direction} />
      {user.abilities.view_follows ? <FollowUsersList slug={slug} name={user.name} direction={direction} /> : <PrivateAccountNotice user={user} />}
    </div>
  );
}

function FollowsHeader({ user, direction }: { user: User; direction: "followers" | "following" }) {
  const { t } = useTranslation();
  const other = direction === "followers" ? "following" : "followers";
  return (
    <header className="mb-6 flex flex-wrap items-center gap-4">
      <Avatar src={user.avatar} size={56} />
      <div className="min-w-0 flex-1">
        <h1 className="break-words text-2xl font-extrabold tracking-tight sm:text-3xl">{t(`social.lists.title.${direction}`, { name: user.name })}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Link to={user.url} className={LINK_CLASS}>
            <bdi dir="ltr">@{user.username}</bdi>
          </Link>{" "}
          <UserBadges user={user} />
          {" · "}
          <Link to={`${user.url}/${other}`} className={LINK_CLASS}>
            {t(`social.lists.link.${other}`)}
          </Link>
        </p>
      </div>
    </header>
  );
}
