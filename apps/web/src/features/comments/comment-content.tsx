import { Fragment } from "react";
import { Link } from "react-router";
import type { Reply } from "@dizilog/shared/api";
import { MENTION_PATTERN } from "@dizilog/shared/api/comment-ids";

/**
 * A comment's text as text (never HTML), line breaks kept, with each `@username` that the server
 * turned into a mention linked to that user's profile; other `@words` stay plain.
 */
export function CommentText({ comment }: { comment: Pick<Reply, "content" | "mentions"> }) {
  const bySlug = new Map(comment.mentions.map((m) => [m.username.toLowerCase(), m]));
  const parts: (string | { username: string; slug: string; text: string })[] = [];
  let last = 0;
  for (const match of comment.content.matchAll(new RegExp(MENTION_PATTERN.source, "g"))) {
    const mention = bySlug.get(match[2]!.toLowerCase());
    if (!mention) continue;
    const at = match.index + match[1]!.length;
    parts.push(comment.content.slice(last, at), { ...mention, text: `@${match[2]}` });
    last = at + match[2]!.length + 1;
  }
  parts.push(comment.content.slice(last));
  return (
    // dir="auto": a Turkish comment on the Arabic site (and the reverse) reads in its own direction.
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        typeof part === "string" ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Link key={index} to={`/user/${part.slug}`} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
            <bdi dir="ltr">{part.text}</bdi>
          </Link>
        ),
      )}
    </p>
  );
}
