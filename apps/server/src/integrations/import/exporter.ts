import { EXPORT_KINDS, type ExportKind, type User } from "@dizilog/shared/api";
import { type Ctx, requireActor } from "../../context.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";
import { type ExportShowRow, diaryRows, likeRows, listRows, ratingRows, seenRows, trackedRows } from "../../repositories/export.repository.js";

// The kinds are shared with the client (its download buttons).
export { EXPORT_KINDS, type ExportKind };

type Cell = string | number | boolean | null;


interface ShowOut {
  id: number;
  slug: string;
  original_title: string;
  title: string;
  year: number | null;
}

const showOut = (s: ExportShowRow): ShowOut => ({ id: s.id, slug: s.slug, original_title: s.originalTitle, title: s.title, year: s.year });
const showCells = (s: ExportShowRow): Cell[] => [s.id, s.slug, s.originalTitle, s.title, s.year];
const SHOW_HEADER = ["show_id", "show_slug", "original_title", "title", "year"];
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Everything of one user, as the JSON export: own profile fields (never a secret) and every kind. */
export interface UserExport {
  format: "dizilog-export";
  version: 1;
  exported_at: string;
  user: User;
  tracked: { show: ShowOut; tracked_at: string; dropped_at: string | null; seen_count: number; last_seen_at: string | null }[];
  seen: { show: ShowOut; season: number; episode: number; episode_id: number; watched_at: string }[];
  diary: { id: number; show: ShowOut; season: number; episode: number; watched_at: string; rating: number | null; note: string | null; rewatch: boolean }[];
  ratings: { show: ShowOut; rating: number; rated_at: string; updated_at: string }[];
  lists: {
    id: number;
    name: string;
    description: string | null;
    public: boolean;
    created_at: string;
    updated_at: string;
    items: { show: ShowOut; position: number; added_at: string }[];
  }[];
  likes: { type: string; id: number; name: string | null; slug: string | null; liked_at: string }[];
}

/** The whole export as one JSON document. */
export async function exportJson(ctx: Ctx): Promise<UserExport> {
  const { db, now } = ctx;
  const user = requireActor(ctx);
  const [tracked, seen, diary, rated, owned, liked] = await Promise.all([
    trackedRows(db, user.id),
    seenRows(db, user.id),
    diaryRows(db, user.id),
    ratingRows(db, user.id),
    listRows(db, user.id),
    likeRows(db, user.id),
  ]);
  return {
    format: "dizilog-export",
    version: 1,
    exported_at: now.toISOString(),
    user: presentOwnUser(user, ctx.deps.config.staffEmails),
    tracked: tracked.map((r) => ({ show: showOut(r.show), tracked_at: r.createdAt.toISOString(), dropped_at: iso(r.droppedAt), seen_count: r.seenCount, last_seen_at: iso(r.lastSeenAt) })),
    seen: seen.map((r) => ({ show: showOut(r.show), season: r.season, episode: r.number, episode_id: r.episodeId, watched_at: r.watchedAt.toISOString() })),
    diary: diary.map((r) => ({
      id: r.id,
      show: showOut(r.show),
      season: r.season,
      episode: r.number,
      watched_at: r.watchedAt.toISOString(),
      rating: r.halfStars === null ? null : r.halfStars / 2,
      note: r.note,
      rewatch: r.rewatch,
    })),
    ratings: rated.map((r) => ({ show: showOut(r.show), rating: Number(r.rating), rated_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString() })),
    lists: owned.map(({ list, items }) => ({
      id: list.id,
      name: list.name,
      description: list.description,
      public: list.isPublic,
      created_at: list.createdAt.toISOString(),
      updated_at: list.updatedAt.toISOString(),
      items: items.map((i) => ({ show: showOut(i.show), position: i.position, added_at: i.addedAt.toISOString() })),
    })),
    likes: liked.map((r) => ({ type: r.type, id: r.id, name: r.name, slug: r.slug, liked_at: r.createdAt.toISOString() })),
  };
}

/** One kind as CSV: a header row, then one record per row (lists: one per list item). */
export async function exportCsv(ctx: Ctx, kind: ExportKind): Promise<string> {
  const { db } = ctx;
  const userId = requireActor(ctx).id;
  switch (kind) {
    case "tracked":
      return toCsv(
        [...SHOW_HEADER, "tracked_at", "dropped_at", "seen_count", "last_seen_at"],
        (await trackedRows(db, userId)).map((r) => [...showCells(r.show), iso(r.createdAt), iso(r.droppedAt), r.seenCount, iso(r.lastSeenAt)]),
      );
    case "seen":
      return toCsv(
        [...SHOW_HEADER, "season", "episode", "watched_at"],
        (await seenRows(db, userId)).map((r) => [...showCells(r.show), r.season, r.number, iso(r.watchedAt)]),
      );
    case "diary":
      return toCsv(
        ["id", ...SHOW_HEADER, "season", "episode", "watched_at", "rating", "note", "rewatch"],
        (await diaryRows(db, userId)).map((r) => [r.id, ...showCells(r.show), r.season, r.number, iso(r.watchedAt), r.halfStars === null ? null : r.halfStars / 2, r.note, r.rewatch]),
      );
    case "ratings":
      return toCsv(
        [...SHOW_HEADER, "rating", "rated_at", "updated_at"],
        (await ratingRows(db, userId)).map((r) => [...showCells(r.show), Number(r.rating), iso(r.createdAt), iso(r.updatedAt)]),
      );
    case "lists":
      return toCsv(
        ["list_id", "list_name", "list_description", "public", "list_created_at", "position", ...SHOW_HEADER, "added_at"],
        (await listRows(db, userId)).flatMap(({ list, items }) => {
          const head: Cell[] = [list.id, list.name, list.description, list.isPublic, iso(list.createdAt)];
          // A list without shows still has its row, so that it is not lost.
          if (!items.length) return [[...head, null, null, null, null, null, null, null]];
          return items.map((i) => [...head, i.position, ...showCells(i.show), iso(i.addedAt)]);
        }),
      );
    case "likes":
      return toCsv(
        ["type", "item_id", "name", "slug", "liked_at"],
        (await likeRows(db, userId)).map((r) => [r.type, r.id, r.name, r.slug, iso(r.createdAt)]),
      );
  }
}

/** RFC 4180: CRLF line ends; a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function toCsv(header: string[], records: Cell[][]): string {
  const field = (value: Cell) => {
    const text = value === null ? "" : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...records].map((record) => record.map(field).join(",")).join("\r\n") + "\r\n";
}
