-- Marking one episode seen or unseen, the hottest write of the site, as one function call
-- (decision 35): one round trip whose statements PL/pgSQL plans once per connection, instead of a
-- 60-line CTE the server parsed and planned on every toggle. Each step runs only when the toggle
-- needs it (a new view updates the tracked row; the tracked row is inserted only when missing, so
-- its BEFORE INSERT trigger no longer looks for the first unseen episode on every mark), and the
-- statements run one after another, so the row locks are taken in the fixed order of decision 16:
-- episode_views → tracked_shows → shows (a new track only) → users → show_activity_daily.
-- The next-episode pointer stays with the triggers of 0007, which fire on the view's insert or delete.
-- The output columns (show_id, seen …) share names with table columns: #variable_conflict use_column.
-- changed: 1 when a row was added or removed; 0 when it already was so, or the episode has not aired.
CREATE OR REPLACE FUNCTION dz_mark_episode(p_user integer, p_episode integer, p_seen boolean, p_now timestamptz, p_watched timestamptz, p_day date)
  RETURNS TABLE (show_id integer, airs_at timestamptz, changed integer, seen integer, aired integer, total integer)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_show integer;
  v_airs timestamptz;
  v_changed integer := 0;
  v_seen integer;
  v_tracked boolean := false;
  v_aired integer;
  v_total integer;
BEGIN
  -- The toggle's transaction commits without waiting for its WAL flush (decision 35): the rows
  -- locked here (the user's above all, which every toggle of one user takes) are released at once
  -- instead of after a disk flush, and a crash can lose only the last fraction of a second of
  -- marks, each whole or not at all. Local to the transaction: call it as its own statement.
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT e.show_id, e.airs_at INTO v_show, v_airs FROM episodes e WHERE e.id = p_episode;
  IF v_show IS NULL THEN
    RETURN QUERY SELECT NULL::integer, NULL::timestamptz, 0, 0, 0, 0;
    RETURN;
  END IF;
  -- The show's progress counts, read before any row is locked (the locks are held to the commit).
  SELECT (count(*) FILTER (WHERE e.airs_at <= p_now))::integer, count(*)::integer INTO v_aired, v_total
  FROM episodes e WHERE e.show_id = v_show;

  IF p_seen THEN
    IF v_airs IS NOT NULL AND v_airs <= p_now THEN
      INSERT INTO episode_views AS v (user_id, episode_id, show_id, watched_at)
      VALUES (p_user, p_episode, v_show, p_watched)
      ON CONFLICT DO NOTHING;
      GET DIAGNOSTICS v_changed = ROW_COUNT;
      IF v_changed > 0 THEN
        UPDATE tracked_shows t SET seen_count = t.seen_count + 1, last_seen_at = p_now
        WHERE t.user_id = p_user AND t.show_id = v_show
        RETURNING t.seen_count INTO v_seen;
      ELSE
        SELECT t.seen_count INTO v_seen FROM tracked_shows t WHERE t.user_id = p_user AND t.show_id = v_show;
      END IF;
      IF v_seen IS NULL THEN
        -- Seeing an aired episode tracks its show, once (also when the episode was already seen);
        -- the new row counts every view of the show, those kept from before an untrack included.
        INSERT INTO tracked_shows AS t (user_id, show_id, created_at, seen_count, last_seen_at)
        VALUES (p_user, v_show, p_now, (SELECT count(*)::integer FROM episode_views w WHERE w.user_id = p_user AND w.show_id = v_show), p_now)
        ON CONFLICT (user_id, show_id) DO UPDATE SET seen_count = t.seen_count + v_changed, last_seen_at = p_now
        RETURNING t.seen_count, (t.xmax = 0) INTO v_seen, v_tracked;
        IF v_tracked THEN
          UPDATE shows s SET trackers_count = s.trackers_count + 1 WHERE s.id = v_show;
        END IF;
      END IF;
      IF v_changed > 0 OR v_tracked THEN
        UPDATE users u SET seen_count = u.seen_count + v_changed, track_count = u.track_count + v_tracked::integer WHERE u.id = p_user;
        INSERT INTO show_activity_daily AS a (show_id, day, score) VALUES (v_show, p_day, v_changed + v_tracked::integer)
        ON CONFLICT (show_id, day) DO UPDATE SET score = a.score + excluded.score;
      END IF;
    END IF;
  ELSE
    DELETE FROM episode_views v WHERE v.user_id = p_user AND v.episode_id = p_episode;
    GET DIAGNOSTICS v_changed = ROW_COUNT;
    IF v_changed > 0 THEN
      UPDATE tracked_shows t SET seen_count = greatest(t.seen_count - 1, 0)
      WHERE t.user_id = p_user AND t.show_id = v_show
      RETURNING t.seen_count INTO v_seen;
      UPDATE users u SET seen_count = greatest(u.seen_count - 1, 0) WHERE u.id = p_user;
    ELSE
      SELECT t.seen_count INTO v_seen FROM tracked_shows t WHERE t.user_id = p_user AND t.show_id = v_show;
    END IF;
  END IF;

  RETURN QUERY SELECT v_show, v_airs, v_changed, coalesce(v_seen, 0), v_aired, v_total;
END $$;
