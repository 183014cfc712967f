import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { foldHashtag, isHashtagKeyword } from "@dizilog/shared/api/wall-ids";
import { PostFeed, hashtagDisplay, useFeed } from "../features/wall";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /hashtag/:tag — the public posts with a hashtag, newest first; no post form. */
export function HashtagPage() {
  const { t } = useTranslation();
  const { tag = "" } = useParams();
  const valid = isHashtagKeyword(tag);
  const keyword = valid ? foldHashtag(tag) : "";
  const feed = useFeed({ stream: "hashtag", hashtag: keyword }, valid);
  // Written as the posts write it (the address holds the folded keyword).
  const shown = hashtagDisplay(feed.data?.pages.flatMap((page) => page.data.map((post) => post.content)) ?? [], keyword);
  usePageTitle(valid ? t("wall.hashtag.title", { tag: shown }) : t("notFound.title"));

  if (!valid) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight">
        <bdi>#{shown}</bdi>
      </h1>
      <PostFeed query={feed} label={t("wall.hashtag.feed", { tag: shown })} empty={<EmptyState title={t("wall.empty.hashtag", { tag: keyword })} />} />
    </div>
  );
}
