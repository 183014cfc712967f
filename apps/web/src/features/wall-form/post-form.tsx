import type { Post, ShowRef } from "@dizilog/shared/api";

export interface PostFormProps {
  /** The user whose wall the post goes on, when it is not the viewer's own. */
  targetUser?: { id: number; username: string };
  /** The show a thoughts page's form is about (preselected for check-ins and recommendations). */
  show?: ShowRef;
  /** Called with the created post after a successful post. */
  onPosted?: (post: Post) => void;
}

/** The wall's post form (first version: the agreed props; the full form follows). */
export function PostForm(_props: PostFormProps) {
  return <section aria-label="Post form" className="rounded-lg border border-line p-4" />;
}
