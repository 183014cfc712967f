import { sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";

/** How many similar users are considered at most: keeps the candidate step small for any user. */
export const MAX_NEIGHBOURS = 100;

export interface RecommendationRow {
  showId: number;
  score: number;
  /** Up to 2 of the user's rated shows that the recommending users agreed on most. */
  because: number[];
}

export interface RecommendationResult {
  /** How many shows the user has rated. */
  myRatings: number;
  /** How many similar users were found (at most MAX_NEIGHBOURS). */
  neighbours: number;
  rows: RecommendationRow[];
}

/**
 * User-based collaborative filtering in one statement (reviewed SQL, kept readable on purpose):
 *
 * 1. `pairs`: every other user's rating of a show I rated, with the distance to my rating
 *    (one `ratings_show_idx` range per show of mine).
 * 2. `neighbours`: users who rated at least 2 of my shows, within one star of me on average,
 *    weighted by the number of shows on which they are within one star; the best 100 only.
 * 3. `votes`: shows a neighbour rated 4 or more or liked — one vote per neighbour and show —
 *    that I have neither rated nor track (dropped shows included: I chose to leave them).
 * 4. `top`: score = sum of the voters' weights; ties go to the better rated show, then the id.
 * 5. `because`: for each of the top shows, my rated shows on which its voters agreed with me,
 *    the most agreeing first.
 *
 * The first row also carries the counts that explain an empty answer (a left join on one row).
 */
export async function recommendShows(db: Executor, userId: number, limit: number): Promise<RecommendationResult> {
  const result = (await db.execute(sql`
    with mine as materialized (
      select show_id, rating from ratings where user_id = ${userId}
    ),
    pairs as materialized (
      -- in half stars, as an integer: cheaper to aggregate than numeric
      select r.user_id, r.show_id, (abs(r.rating - m.rating) * 2)::int as diff
      from mine m
      join ratings r on r.show_id = m.show_id and r.user_id <> ${userId}
    ),
    neighbours as materialized (
      select user_id, (count(*) filter (where diff <= 2))::int as weight
      from pairs
      group by user_id
      having count(*) >= 2 and avg(diff) <= 2
      order by weight desc, avg(diff), user_id
      limit ${MAX_NEIGHBOURS}
    ),
    votes as materialized (
      select distinct v.show_id, v.user_id
      from (
        select r.show_id, r.user_id from ratings r join neighbours n on n.user_id = r.user_id where r.rating >= 4
        union all
        select l.item_id, l.user_id from likes l join neighbours n on n.user_id = l.user_id where l.item_type = 'show'
      ) v
      where not exists (select 1 from mine m where m.show_id = v.show_id)
        and not exists (select 1 from tracked_shows t where t.user_id = ${userId} and t.show_id = v.show_id)
    ),
    top as (
      select v.show_id, sum(n.weight)::int as score, s.rating
      from votes v
      join neighbours n on n.user_id = v.user_id
      join shows s on s.id = v.show_id
      group by v.show_id, s.rating
      order by score desc, s.rating desc, v.show_id
      limit ${limit}
    ),
    because as materialized (
      select t.show_id, p.show_id as mine_id, count(*) as agreeing
      from top t
      join votes v on v.show_id = t.show_id
      join pairs p on p.user_id = v.user_id and p.diff <= 2
      group by t.show_id, p.show_id
    )
    select
      (select count(*) from mine)::int as my_ratings,
      (select count(*) from neighbours)::int as neighbours,
      t.show_id,
      t.score,
      (select (array_agg(b.mine_id order by b.agreeing desc, b.mine_id))[1:2] from because b where b.show_id = t.show_id) as because
    from (select 1) as one
    left join top t on true
    order by t.score desc, t.rating desc, t.show_id
  `)) as unknown as { rows: { my_ratings: number; neighbours: number; show_id: number | null; score: number | null; because: number[] | null }[] };
  const first = result.rows[0];
  return {
    myRatings: Number(first?.my_ratings ?? 0),
    neighbours: Number(first?.neighbours ?? 0),
    rows: result.rows.flatMap((r) => (r.show_id === null ? [] : [{ showId: Number(r.show_id), score: Number(r.score), because: (r.because ?? []).map(Number) }])),
  };
}
