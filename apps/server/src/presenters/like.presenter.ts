import type { LikesPage, ListSummary } from "@dizilog/shared/api";
import type { Viewer } from "../lib/viewer.js";
import type { LikedRows } from "../repositories/like.repository.js";
import type { ListSummaryRow } from "../repositories/list.repository.js";
import { listUrl } from "./list.presenter.js";
import { presentPersonSummary } from "./person.presenter.js";
import { presentShowList } from "./show-list.presenter.js";
import { presentShowRef } from "./show.presenter.js";
import { avatarUrl, badgesOf, userUrl } from "./user.presenter.js";

/** A page of liked items, each kind in its own shape. */
export function presentLikesPage(page: { items: LikedRows; next: string | null }, viewer: Viewer): LikesPage {
  return { data: presentLiked(page.items, viewer), meta: { cursor: { next: page.next } } };
}

function presentLiked(items: LikedRows, viewer: Viewer): LikesPage["data"] {
  switch (items.type) {
    case "show":
      return presentShowList(items.rows, viewer);
    case "person":
      return items.rows.map(presentPersonSummary);
    case "couple":
      return items.rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        show: presentShowRef(row.show),
        people: [presentPersonSummary(row.people[0]), presentPersonSummary(row.people[1])],
      }));
    case "list":
      return items.rows.map(presentListSummary);
  }
}

/** A list as a liked-list card shows it (owner with name; no abilities: the card offers none). */
export function presentListSummary(row: ListSummaryRow): ListSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public: row.isPublic,
    url: listUrl(row.id),
    likes_count: row.likesCount,
    owner: {
      id: row.owner.id,
      name: row.owner.name,
      username: row.owner.username,
      slug: row.owner.slug,
      url: userUrl(row.owner.slug),
      avatar: avatarUrl(row.owner, 64),
      ...badgesOf(row.owner.plan),
    },
  };
}
