-- The tracker's "next episode" pointer, tracked_shows.next_episode_id: the first episode, in season
-- and number order, that the user has not seen (null when every episode is seen). The tracker
-- groups and "up next" read it instead of counting every episode of every tracked show on each
-- request. Triggers keep it right whatever writes the rows — seen marks, imports, the catalog
-- importer, the schedule keeper, seeds and test factories — in the writer's own transaction.
-- Invariant: every episode before the pointer is seen.

-- The first unseen episode of a show for a user after a position (exclusive); (-1, -1) is the start.
CREATE OR REPLACE FUNCTION dz_first_unseen_episode(p_user integer, p_show integer, p_after_season integer DEFAULT -1, p_after_number integer DEFAULT -1)
  RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT e.id FROM episodes e
  WHERE e.show_id = p_show
    AND (e.season_number, e.number) > (p_after_season, p_after_number)
    AND NOT EXISTS (SELECT 1 FROM episode_views v WHERE v.user_id = p_user AND v.episode_id = e.id)
  ORDER BY e.season_number, e.number
  LIMIT 1
$$;
--> statement-breakpoint
-- A show tracked (again) starts at its first unseen episode: views outlive an untrack.
CREATE OR REPLACE FUNCTION dz_tracked_show_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.next_episode_id := dz_first_unseen_episode(NEW.user_id, NEW.show_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tracked_shows_next_episode BEFORE INSERT ON tracked_shows
  FOR EACH ROW EXECUTE FUNCTION dz_tracked_show_inserted();
--> statement-breakpoint
-- Newly seen episodes move a pointer only when they include it: forward, from there on.
CREATE OR REPLACE FUNCTION dz_episode_views_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracked_shows t
  SET next_episode_id = dz_first_unseen_episode(t.user_id, t.show_id, cur.season_number, cur.number)
  FROM added a JOIN episodes cur ON cur.id = a.episode_id
  WHERE t.user_id = a.user_id AND t.show_id = a.show_id AND t.next_episode_id = a.episode_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER episode_views_next_episode_added AFTER INSERT ON episode_views
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dz_episode_views_added();
--> statement-breakpoint
-- An episode seen no more becomes the pointer when it comes before the current one.
CREATE OR REPLACE FUNCTION dz_episode_views_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracked_shows t
  SET next_episode_id = r.id
  FROM (
    SELECT DISTINCT ON (o.user_id, o.show_id) o.user_id, o.show_id, e.id, e.season_number, e.number
    FROM removed o JOIN episodes e ON e.id = o.episode_id
    ORDER BY o.user_id, o.show_id, e.season_number, e.number
  ) r
  WHERE t.user_id = r.user_id AND t.show_id = r.show_id
    AND (t.next_episode_id IS NULL
      OR (r.season_number, r.number) < (SELECT n.season_number, n.number FROM episodes n WHERE n.id = t.next_episode_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER episode_views_next_episode_removed AFTER DELETE ON episode_views
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dz_episode_views_removed();
--> statement-breakpoint
-- A new episode is unseen by everyone: it becomes the pointer of every tracker of its show for
-- whom it comes first (those who had seen everything, and those whose pointer is later).
CREATE OR REPLACE FUNCTION dz_episodes_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracked_shows t
  SET next_episode_id = f.id
  FROM (
    SELECT DISTINCT ON (a.show_id) a.show_id, a.id, a.season_number, a.number
    FROM added a ORDER BY a.show_id, a.season_number, a.number
  ) f
  WHERE t.show_id = f.show_id
    AND (t.next_episode_id IS NULL
      OR (f.season_number, f.number) < (SELECT n.season_number, n.number FROM episodes n WHERE n.id = t.next_episode_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER episodes_next_episode_added AFTER INSERT ON episodes
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dz_episodes_added();
--> statement-breakpoint
-- A deleted episode nulls the pointers at it (foreign key, ON DELETE SET NULL); null would mean
-- "everything seen", so those trackers look again. Deletes are rare (catalog corrections).
CREATE OR REPLACE FUNCTION dz_episodes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracked_shows t
  SET next_episode_id = dz_first_unseen_episode(t.user_id, t.show_id)
  WHERE t.show_id IN (SELECT DISTINCT r.show_id FROM removed r) AND t.next_episode_id IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER episodes_next_episode_removed AFTER DELETE ON episodes
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dz_episodes_removed();
--> statement-breakpoint
UPDATE tracked_shows SET next_episode_id = dz_first_unseen_episode(user_id, show_id);
