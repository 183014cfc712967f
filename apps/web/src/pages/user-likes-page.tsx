import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { isNotFound } from "../lib/route-params";
import { LikesPanel } from "../features/likes/likes-panel";
import { UserPageHeader } from "../features/ratings/user-page-header";
import { usePublicProfile } from "../features/settings/api";
import { PrivateAccountNotice } from "../features/social";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState, Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /user/:slug/likes — a user's likes, read only, in the tracker's sub-tabs (shows, people, lists, couples). */
export function UserLikesPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const profile = usePublicProfile(slug);
  const notFound = isNotFound(profile.error);
  const name = profile.data?.name;
  usePageTitle(notFound ? t("notFound.title") : name ? t("userLikesPage.title", { name }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (profile.isPending) return <Loader />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const user = profile.data;
  return (
    <div className="mx-auto max-w-5xl">
      <UserPageHeader user={user} heading={t("userLikesPage.heading", { name: user.name })} other={{ to: `${user.url}/ratings`, label: t("userRatingsPage.link") }} />
      {user.abilities.view_activity ? (
        <LikesPanel source={{ kind: "user", slug }} editable={false} emptyText={(sub) => t(`userLikesPage.empty.${sub}`, { name: user.name })} />
      ) : (
        <PrivateAccountNotice user={user} />
      )}
    </div>
  );
}
