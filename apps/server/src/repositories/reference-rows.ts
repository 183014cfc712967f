import { users } from "../db/schema/index.js";

/*
 * The row shapes the presenters' small references are built from (a show reference, a byline),
 * shared by every repository that loads them.
 */

/** A show as a reference needs it (the presenter's `ShowRefRow`). */
export interface ShowRefColumns {
  id: number;
  slug: string;
  originalTitle: string;
  title: string;
  year: number | null;
  posterUrl: string | null;
}

/** A byline (the presenter's `UserSummaryRow`): the plan gives the badges beside the name. */
export interface BylineRow {
  id: number;
  name: string;
  username: string;
  slug: string;
  avatarKey: string | null;
  role: "user" | "moderator" | "staff";
  plan: "free" | "month" | "year" | "lifetime";
}

/** The columns of a byline, for every select that loads one. */
export const bylineColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  slug: users.slug,
  avatarKey: users.avatarKey,
  role: users.role,
  plan: users.plan,
};
