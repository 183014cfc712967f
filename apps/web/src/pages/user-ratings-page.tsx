import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { isNotFound } from "../lib/route-params";
import { useRatings } from "../features/ratings/api";
import { RatedShowList } from "../features/ratings/rated-show-list";
import { UserPageHeader } from "../features/ratings/user-page-header";
import { usePublicProfile } from "../features/settings/api";
import { PrivateAccountNotice } from "../features/social";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState, Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /user/:slug/ratings — a user's rated shows with their stars, read only, the latest first. */
export function UserRatingsPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const profile = usePublicProfile(slug);
  const ratings = useRatings({ kind: "user", slug });
  // A private account's ratings answer 404 to non-followers: the page says so instead of "not found".
  const hidden = profile.data !== undefined && !profile.data.abilities.view_activity;
  const notFound = isNotFound(profile.error) || (!hidden && isNotFound(ratings.error));
  const name = profile.data?.name;
  usePageTitle(notFound ? t("notFound.title") : name ? t("userRatingsPage.title", { name }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (profile.isPending) return <Loader />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const user = profile.data;
  return (
    <div className="mx-auto max-w-3xl">
      <UserPageHeader user={user} heading={t("userRatingsPage.heading", { name: user.name })} other={{ to: `${user.url}/likes`, label: t("userLikesPage.link") }} />
      <h2 className="sr-only">{t("userRatingsPage.listTitle")}</h2>
      {hidden ? (
        <PrivateAccountNotice user={user} />
      ) : (
        <RatedShowList query={ratings} editable={false} empty={<EmptyState title={t("userRatingsPage.empty", { name: user.name })} />} />
      )}
    </div>
  );
}
