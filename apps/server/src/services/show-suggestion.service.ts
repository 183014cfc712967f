import { WATCH_LIMITS } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError, errorMessage } from "../errors.js";
import { HttpTvmazeClient, TvmazeNotFoundError, type TvmazeClient } from "../integrations/tvmaze/tvmaze.client.js";
import { importTvmazeShow } from "../integrations/tvmaze/tvmaze.importer.js";
import {
  type ShowSuggestionRow,
  dueSuggestions,
  insertShowSuggestion,
  lockOpenSuggestions,
  openSuggestionsCount,
  resolveSuggestion,
  showMatchingSuggestion,
  suggestionsForStaff,
  suggestionsOfUser,
} from "../repositories/watch.repository.js";

/** Suggestions looked at per sweep: the rest wait for the next one. */
const SWEEP_BATCH = 100;

/**
 * A fan suggests a missing show (verified users; the route checks). It is due `SUGGESTION_DELAY`
 * seconds later, when the sweep adds it unless it is in the catalog by then. At most 20 of one
 * user's suggestions wait at once (422).
 */
export async function suggestShow(ctx: Ctx, input: { title: string; tvmaze_id?: number | null | undefined; note?: string | null | undefined }) {
  const user = requireActor(ctx);
  return inTransaction(ctx, async (tx) => {
    if ((await openSuggestionsCount(tx.db, user.id)) >= WATCH_LIMITS.openSuggestionsMax) {
      throw AppError.field("title", errorMessage("show_suggestions_too_many", { max: WATCH_LIMITS.openSuggestionsMax }));
    }
    const dueAt = new Date(tx.now.getTime() + tx.deps.config.suggestionDelaySeconds * 1000);
    return insertShowSuggestion(tx.db, {
      userId: user.id,
      title: input.title,
      tvmazeId: input.tvmaze_id ?? null,
      note: input.note ? input.note : null,
      dueAt,
      now: tx.now,
    });
  });
}

/** The signed-in user's own suggestions, newest first. */
export async function mySuggestions(ctx: Ctx): Promise<ShowSuggestionRow[]> {
  return suggestionsOfUser(ctx.db, requireActor(ctx).id);
}

/** Staff's list: the waiting suggestions by default, or those of one status. */
export async function suggestionsOfStatus(ctx: Ctx, status: string | undefined): Promise<ShowSuggestionRow[]> {
  return suggestionsForStaff(ctx.db, status ? [status] : ["pending", "unavailable"]);
}

type Outcome = { status: "added" | "in_catalog"; show: { id: number; title: string; slug: string } } | { status: "not_found" | "unavailable" };

/** What one group of suggestions of the same show comes to: the catalog's show, else TVMaze's import. */
async function outcomeOf(ctx: Ctx, client: TvmazeClient, s: { tvmazeId: number | null; title: string }): Promise<Outcome> {
  const inCatalog = await showMatchingSuggestion(ctx.db, s);
  if (inCatalog) return { status: "in_catalog", show: inCatalog };
  try {
    const summary = await importTvmazeShow(ctx.deps.database.db, client, s.tvmazeId !== null ? String(s.tvmazeId) : s.title);
    return { status: summary.created ? "added" : "in_catalog", show: { id: summary.showId, title: summary.title, slug: summary.slug } };
  } catch (error) {
    if (error instanceof TvmazeNotFoundError) return { status: "not_found" };
    // Unreachable, or an answer we do not accept: the suggestion waits for the next sweep.
    return { status: "unavailable" };
  }
}

/** Suggestions of the same show go together: by TVMaze id when given, else by title. */
const groupKey = (s: { tvmazeId: number | null; title: string }) => (s.tvmazeId !== null ? `tvmaze:${s.tvmazeId}` : `title:${s.title.trim().toLocaleLowerCase("tr")}`);

/**
 * The suggestions sweep (job `suggestions.resolve-due`): every due suggestion is settled — the show
 * found in the catalog (`in_catalog`), imported from TVMaze (`added`), not on TVMaze (`not_found`),
 * or TVMaze unreachable (`unavailable`, tried again by the next sweep). TVMaze is asked outside any
 * transaction; the suggestions are then locked (a concurrent sweep's skipped) and settled with one
 * `show_suggestion.resolved` per show for its suggesters' `new_show`, so a second run tells nobody
 * twice. Answers how many suggestions it settled.
 */
export async function resolveDueSuggestions(ctx: Ctx, client: TvmazeClient = new HttpTvmazeClient(ctx.deps.config.tvmazeUrl)): Promise<number> {
  const due = await dueSuggestions(ctx.db, ctx.now, SWEEP_BATCH);
  const groups = new Map<string, typeof due>();
  for (const s of due) groups.set(groupKey(s), [...(groups.get(groupKey(s)) ?? []), s]);
  let settled = 0;
  for (const group of groups.values()) {
    const outcome = await outcomeOf(ctx, client, group[0]!);
    settled += await inTransaction(ctx, async (tx) => {
      const open = await lockOpenSuggestions(
        tx.db,
        group.map((s) => s.id),
      );
      const showId = "show" in outcome ? outcome.show.id : null;
      for (const s of open) await resolveSuggestion(tx.db, s.id, outcome.status, showId, tx.now);
      if ("show" in outcome && open.length) {
        await tx.events.record({
          type: "show_suggestion.resolved",
          actorId: null,
          payload: {
            showId: outcome.show.id,
            showTitle: outcome.show.title,
            url: `/shows/${outcome.show.slug}`,
            status: outcome.status,
            userIds: [...new Set(open.map((s) => s.userId))],
          },
        });
      }
      return outcome.status === "unavailable" ? 0 : open.length;
    });
  }
  return settled;
}

