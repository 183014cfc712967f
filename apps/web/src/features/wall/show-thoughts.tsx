import { type ReactNode, useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { ShowRef } from "@dizilog/shared/api";

import { useMe } from "../../entities/user";
import { useThoughts } from "./api";
import { PostFeed } from "./post-feed";

export interface ShowThoughtsProps {
  show: Pick<ShowRef, "id" | "original_title">;
  /** The post form about the show (the page mounts it; shown to signed-in users only). */
  form?: ReactNode;
}

/** A show page's "thoughts": the posts about the show (GET /api/thoughts), newest first, with the form. */
export function ShowThoughts({ show, form }: ShowThoughtsProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const query = useThoughts(show.id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t("wall.thoughts.title")}
      </h2>
      {me && form}
      <PostFeed
        query={query}
        auto={false}
        label={t("wall.thoughts.feed", { title: show.original_title })}
        empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">{t("wall.empty.show", { title: show.original_title })}</p>}
      />
    </section>
  );
}

