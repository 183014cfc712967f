-- Recommendations (repositories/recommendation.repository.ts) find the users who rated the same
-- shows as me: every rating of a show, with who gave it and how much, read from the index alone.
-- Custom SQL: drizzle-kit does not model INCLUDE columns. Measured on 100,000 users / ~2 million
-- ratings: 59–140 ms warm without it, 37–44 ms with it (docs/recommendations.md).
CREATE INDEX IF NOT EXISTS ratings_show_user_rating_idx ON ratings (show_id) INCLUDE (user_id, rating);
