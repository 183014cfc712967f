import { useInfiniteQuery } from "../../lib/query";
import type { LikedType, LikesPage } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { api, toQueryString } from "../../lib/api";
import { type LikesSource, likesKeys } from "../engagement";

/** Items per page (a multiple of 2, 3, 4 and 6: full rows in every grid). */
const PAGE_SIZE = 24;

/** GET /api/me/likes or /api/users/{slug}/likes — one kind of liked item, newest like first, in cursor pages. */
export function useLikes(source: LikesSource, type: LikedType) {
  const lang = useTranslation().i18n.language;
  const path = source.kind === "me" ? "/api/me/likes" : `/api/users/${encodeURIComponent(source.slug)}/likes`;
  return useInfiniteQuery({
    queryKey: likesKeys.list(source, type, lang),
    queryFn: ({ pageParam, signal }) => api<LikesPage>(`${path}${toQueryString({ type, limit: PAGE_SIZE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}
