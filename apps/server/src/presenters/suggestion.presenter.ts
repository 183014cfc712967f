import type { Suggestion, SuggestionsPage } from "@dizilog/shared/api";
import { paginationMeta } from "../lib/pagination.js";
import type { BylineRow, SuggestionRow } from "../repositories/suggestion.repository.js";
import type { SuggestionsPageRows } from "../services/suggestion.service.js";
import { presentShowRef } from "./show.presenter.js";
import { presentUserSummary } from "./user.presenter.js";

/** One suggestion, field by field; `likers` only when the page was asked with `include=likers`. */
export function presentSuggestion(row: SuggestionRow, likers?: BylineRow[]): Suggestion {
  const suggestion: Suggestion = {
    id: row.id,
    show_id: row.showId,
    ask_id: row.askId,
    show: presentShowRef(row.show),
    user: presentUserSummary(row.author),
    likes_count: row.likesCount,
    has_liked: row.hasLiked,
    created: row.createdAt.toISOString(),
  };
  if (likers) suggestion.likers = { data: likers.map(presentUserSummary) };
  return suggestion;
}

export function presentSuggestionsPage(page: SuggestionsPageRows): SuggestionsPage {
  return {
    data: page.rows.map((row) => presentSuggestion(row, page.likers ? (page.likers.get(row.id) ?? []) : undefined)),
    meta: paginationMeta(page.rows.length, page.page, page.perPage, page.total),
  };
}
