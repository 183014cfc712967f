-- Wakes the event dispatcher when a transaction that recorded domain events commits.
-- NOTIFY inside a transaction is delivered at commit and dropped on rollback, and PostgreSQL folds
-- identical notifications of one transaction into one: one wake per committed change.
CREATE FUNCTION dz_domain_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dz_domain_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events
  FOR EACH STATEMENT EXECUTE FUNCTION dz_domain_events_notify();
