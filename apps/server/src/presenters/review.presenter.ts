import type { Review, ReviewPage } from "@dizilog/shared/api";
import { reviewPath } from "../domain/review.js";
import type { Actor } from "../policies/index.js";
import { reviewAbilities, reviewSubject } from "../policies/review.policy.js";
import type { ReviewRow } from "../repositories/review.repository.js";
import { presentShowRef } from "./show.presenter.js";
import { withoutReportOnceReported } from "./report-ability.js";
import { presentUserSummary } from "./user.presenter.js";

/** A review as anyone allowed to see it sees it; the viewer's own vote and `abilities` (from the review policy) for this actor. */
export function presentReview(row: ReviewRow, actor: Actor): Review {
  return {
    id: row.id,
    user_id: row.authorId,
    user: presentUserSummary(row.author),
    show: presentShowRef(row.show),
    title: row.title,
    content: row.content,
    spoiler: row.spoiler,
    score: row.overall,
    user_rate: {
      story: row.story,
      acting: row.acting,
      music: row.music,
      visuals: row.visuals,
      characters: row.characters,
      overall: row.overall,
    },
    seen: row.seenEpisodes,
    completed: row.completed,
    created: row.createdAt.toISOString(),
    edited: row.editedAt?.toISOString() ?? null,
    upvoters: row.upvoters,
    downvoters: row.downvoters,
    voters: row.upvoters + row.downvoters,
    upvoted: row.myVote === 1,
    downvoted: row.myVote === -1,
    comments_count: row.commentsCount,
    url: reviewPath(row.show.slug, row.id),
    abilities: withoutReportOnceReported(reviewAbilities(actor, reviewSubject(row)), row.reported),
  };
}

/** A cursor page of reviews. */
export function presentReviewPage(page: { rows: ReviewRow[]; actor: Actor; next: string | null }): ReviewPage {
  return { data: page.rows.map((row) => presentReview(row, page.actor)), meta: { cursor: { next: page.next } } };
}
