import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { Post } from "@dizilog/shared/api";
import { MENTION_PATTERN } from "@dizilog/shared/api/comment-ids";
import { WALL_LIMITS, splitHashtags } from "@dizilog/shared/api/wall-ids";
import { ReadMore } from "../../ui/read-more";

const LINK = "font-medium text-brand-700 hover:underline dark:text-brand-500";

/**
 * A run of a post's text as text (never HTML): each `@username` the server made a mention links to
 * that user's profile, each `#hashtag` to its page (`/hashtag/{folded keyword}`); the rest stays plain.
 */
export function linkPostText(text: string, mentions: Post["mentions"]): ReactNode {
  const bySlug = new Map(mentions.map((m) => [m.username.toLowerCase(), m]));
  const nodes: ReactNode[] = [];
  let key = 0;
  for (const part of splitHashtags(text)) {
    if (part.hashtag) {
      nodes.push(
        <Link key={key++} to={`/hashtag/${encodeURIComponent(part.hashtag)}`} className={LINK}>
          {part.text}
        </Link>,
      );
      continue;
    }
    let last = 0;
    for (const match of part.text.matchAll(new RegExp(MENTION_PATTERN.source, "g"))) {
      const mention = bySlug.get(match[2]!.toLowerCase());
      if (!mention) continue;
      const at = match.index + match[1]!.length;
      nodes.push(<Fragment key={key++}>{part.text.slice(last, at)}</Fragment>);
      nodes.push(
        <Link key={key++} to={`/user/${mention.slug}`} className={LINK}>
          <bdi dir="ltr">@{match[2]}</bdi>
        </Link>,
      );
      last = at + match[2]!.length + 1;
    }
    nodes.push(<Fragment key={key++}>{part.text.slice(last)}</Fragment>);
  }
  return nodes;
}

/** A post's text with its links, cut at 280 characters behind "Read more" (product-spec section 5). */
export function PostText({ post }: { post: Pick<Post, "content" | "mentions"> }) {
  if (!post.content) return null;
  return <ReadMore text={post.content} limit={WALL_LIMITS.readMore} renderText={(text) => linkPostText(text, post.mentions)} />;
}
