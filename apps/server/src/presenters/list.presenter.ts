import type { List, ListDetail, Show } from "@dizilog/shared/api";
import type { Actor } from "../policies/index.js";
import { listAbilities, listSubject } from "../policies/list.policy.js";
import { itemPaths } from "../domain/item-paths.js";
import type { ListRow } from "../repositories/list.repository.js";
import { avatarUrl, badgesOf, userUrl } from "./user.presenter.js";

export const listUrl = itemPaths.list;

/** A list as anyone allowed to see it sees it; `abilities` (from the list policy) say what this actor may do with it. */
export function presentList(row: ListRow, actor: Actor): List {
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
      ...badgesOf(row.owner.plan),
    },
    shows_count: row.showsCount,
    likes_count: row.likesCount,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    abilities: listAbilities(actor, listSubject(row)),
  };
}

/** A list with its shows, in the list's order. */
export function presentListDetail(row: ListRow, shows: Show[], actor: Actor): ListDetail {
  return { ...presentList(row, actor), shows: { data: shows } };
}
