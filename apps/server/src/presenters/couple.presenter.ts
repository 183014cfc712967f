import type { ChartResponse, Couple, CoupleCard, CoupleDetail } from "@dizilog/shared/api";
import type { ShowRefRow } from "./show.presenter.js";
import type { CoupleRow } from "../repositories/like.repository.js";
import type { SocialChart } from "../services/chart.service.js";
import { presentPersonSummary } from "./person.presenter.js";
import { presentShowRef } from "./show.presenter.js";

/** A couple's public page. */
export const coupleUrl = (slug: string) => `/pairs/${slug}`;

/** A couple: its show and both people. */
export function presentCouple(row: CoupleRow): Couple {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    show: presentShowRef(row.show),
    people: [presentPersonSummary(row.people[0]), presentPersonSummary(row.people[1])],
  };
}

/** A couple in a list, with its page and like count. */
export function presentCoupleCard(row: CoupleRow, likeCount: number): CoupleCard {
  return { ...presentCouple(row), url: coupleUrl(row.slug), like_count: likeCount };
}

/** A couple's page: the card, the viewer's like (signed in only) and the shows both people are in. */
export function presentCoupleDetail(
  row: CoupleRow,
  likeState: { like_count: number; has_liked: boolean | undefined },
  shows: ShowRefRow[],
): CoupleDetail {
  const detail: CoupleDetail = { ...presentCoupleCard(row, likeState.like_count), shows: { data: shows.map(presentShowRef) } };
  if (likeState.has_liked !== undefined) detail.has_liked = likeState.has_liked;
  return detail;
}

/** A day's chart: each entry with its show or couple, the score only when the viewer may see it. */
export function presentChart(chart: SocialChart): ChartResponse {
  return {
    data: chart.entries.map((entry) =>
      "show" in entry
        ? { rank: entry.rank, show: presentShowRef(entry.show), score: entry.score }
        : { rank: entry.rank, couple: presentCouple(entry.couple), score: entry.score },
    ),
    meta: { kind: chart.kind, date: chart.day, sample: chart.sample, scores: chart.scores },
  };
}
