import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useMe } from "../features/auth";
import { isNotFound } from "../lib/route-params";
import { UserPageHeader } from "../features/ratings/user-page-header";
import { usePublicProfile } from "../features/settings/api";
import { PrivateAccountNotice } from "../features/social";
import { FeedSkeleton, PostFeed, useFeed } from "../features/wall";
import { PostForm } from "../features/wall-form";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState, EmptyState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/**
 * /user/:slug/wall — a user's feed, the pinned post first. The form is there on one's own wall,
 * and on another's for signed-in viewers (with `targetUser`): the server takes the post only from
 * someone that user follows, and the form shows its 403 message otherwise (decision 0030).
 */
export function UserWallPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const profile = usePublicProfile(slug);
  const notFound = isNotFound(profile.error);
  const name = profile.data?.name;
  usePageTitle(notFound ? t("notFound.title") : name ? t("wall.user.title", { name }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (profile.isPending) return <FeedSkeleton />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return <UserWall user={profile.data} />;
}

function UserWall({ user }: { user: User }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const own = me?.id === user.id;
  const visible = user.abilities.view_wall;
  const feed = useFeed({ stream: "user", userId: user.id }, visible);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <UserPageHeader user={user} heading={t("wall.user.heading", { name: user.name })} other={{ to: user.url, label: t("wall.user.profile") }} />
      {!visible ? (
        <PrivateAccountNotice user={user} />
      ) : (
        <>
          {!me || own ? <PostForm /> : user.abilities.post_on_wall && <PostForm targetUser={{ id: user.id, username: user.username }} />}
          <PostFeed
            query={feed}
            wallOf={user.id}
            label={t("wall.user.feed", { name: user.name })}
            empty={<EmptyState title={own ? t("wall.empty.own") : t("wall.empty.user", { name: user.name })} />}
          />
        </>
      )}
    </div>
  );
}
