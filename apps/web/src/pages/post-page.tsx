import { useTranslation } from "../lib/use-translation";
import { Link, useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CommentsBlock } from "../features/comments";
import { isNotFound } from "../lib/route-params";
import { FeedSkeleton, PostCard, patchPost, usePost } from "../features/wall";
import { usePageTitle } from "../lib/use-page-title";
import { LINK_CLASS } from "../ui/button";
import { ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /user/:slug/wall/:hashid — one post with its comments; the not-found page when the viewer may not see it. */
export function PostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { slug = "", hashid = "" } = useParams();
  const query = usePost(slug, hashid);
  const notFound = isNotFound(query.error);
  const post = query.data;
  usePageTitle(notFound ? t("notFound.title") : post ? t("wall.single.title", { name: post.user.name }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <FeedSkeleton count={1} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="sr-only">{t("wall.single.title", { name: post!.user.name })}</h1>
      <Link to={`${post!.user.url}/wall`} className={`${LINK_CLASS} inline-block text-sm`}>
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("wall.single.back", { name: post!.user.name })}
      </Link>
      <PostCard post={post!} single onDeleted={() => void navigate(`${post!.user.url}/wall`, { replace: true })} />
      <div className="pt-4">
        <CommentsBlock
          type="post"
          id={post!.id}
          // The card above counts the same comments: it follows the block (and so does every feed holding the post).
          onCountChange={(count) => void patchPost(client, post!.id, (cached) => (cached.comments_count === count ? undefined : { ...cached, comments_count: count }))}
        />
      </div>
    </div>
  );
}
