import type { List, ListDetail, Show } from "@dizilog/shared/api";
import { canEdit } from "../policies/list.policy.js";
import type { ListRow } from "../services/list.service.js";
import { avatarUrl, userUrl } from "./user.presenter.js";

export function listUrl(id: number): string {
  return `/lists/${id}`;
}

/** A list as anyone allowed to see it sees it; `abilities` say what this viewer may do with it. */
export function presentList(row: ListRow, viewer: { id: number } | undefined): List {
  const mine = canEdit(viewer, { ownerId: row.owner.id, isPublic: row.isPublic });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public: row.isPublic,
    url: listUrl(row.id),
    owner: {
      id: row.owner.id,
      username: row.owner.username,
      slug: row.owner.slug,
      avatar: avatarUrl(row.owner),
      url: userUrl(row.owner.slug),
    },
    shows_count: row.showsCount,
    likes_count: row.likesCount,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    abilities: { edit: mine, delete: mine },
  };
}

/** A list with its shows, in the list's order. */
export function presentListDetail(row: ListRow, shows: Show[], viewer: { id: number } | undefined): ListDetail {
  return { ...presentList(row, viewer), shows: { data: shows } };
}
