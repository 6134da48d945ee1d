-- Any change to a case or a transaction bumps its owner's docket version, whoever makes it: the
-- API, the retention job, or an UPDATE run by hand. The case list's ETag is built from that
-- version, and the bump's notification (0004) makes every instance drop its copy of the docket
-- (docs/decisions/004-polling-cache.md). Statement-level, so a statement bumps each owner once
-- however many rows it touches. Owners are bumped in id order (no lock-order deadlocks), and
-- only while their user row exists, so deleting a user (cascading to cases) still works.
-- Versions come from one sequence, so a version is never reused, even after a TRUNCATE or a user
-- deleted and made again: a dashboard's old ETag can never match a different docket.
CREATE SEQUENCE owed_docket_version_seq;
--> statement-breakpoint
SELECT setval('owed_docket_version_seq', coalesce((SELECT max(version) FROM docket_versions), 0) + 1);
--> statement-breakpoint
CREATE FUNCTION owed_bump_dockets(owners uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO docket_versions (user_id, version)
    SELECT u.id, nextval('owed_docket_version_seq') FROM users u
    WHERE u.id = ANY(owners) ORDER BY u.id
  ON CONFLICT (user_id) DO UPDATE SET version = nextval('owed_docket_version_seq')
$$;
--> statement-breakpoint
CREATE FUNCTION owed_cases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM owed_bump_dockets(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM owed_bump_dockets(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM owed_bump_dockets(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cases_inserted_bump_docket AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_cases_changed();
--> statement-breakpoint
CREATE TRIGGER cases_updated_bump_docket AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owed_cases_changed();
--> statement-breakpoint
CREATE TRIGGER cases_deleted_bump_docket AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_cases_changed();
--> statement-breakpoint
-- A transaction's owner is its case's. When the case itself is being deleted (the cascade), its row
-- is already gone here; the case's own trigger bumps the owner.
CREATE FUNCTION owed_transactions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM owed_bump_dockets(ARRAY(
      SELECT c.user_id FROM cases c WHERE c.id IN (SELECT case_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM owed_bump_dockets(ARRAY(
      SELECT c.user_id FROM cases c
      WHERE c.id IN (SELECT case_id FROM new_rows UNION SELECT case_id FROM old_rows)));
  ELSE
    PERFORM owed_bump_dockets(ARRAY(
      SELECT c.user_id FROM cases c WHERE c.id IN (SELECT case_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_inserted_bump_docket AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_transactions_changed();
--> statement-breakpoint
CREATE TRIGGER transactions_updated_bump_docket AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owed_transactions_changed();
--> statement-breakpoint
CREATE TRIGGER transactions_deleted_bump_docket AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_transactions_changed();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: every docket may have changed, and every cached copy must go.
CREATE FUNCTION owed_dockets_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE docket_versions SET version = nextval('owed_docket_version_seq');
  PERFORM pg_notify('owed_changes', 'reset');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cases_truncated_bump_dockets AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION owed_dockets_truncated();
--> statement-breakpoint
CREATE TRIGGER transactions_truncated_bump_dockets AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION owed_dockets_truncated();
--> statement-breakpoint
CREATE FUNCTION owed_notify_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owed_changes', 'reset');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_truncated_notify AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION owed_notify_reset();
--> statement-breakpoint
CREATE TRIGGER docket_versions_truncated_notify AFTER TRUNCATE ON docket_versions
  FOR EACH STATEMENT EXECUTE FUNCTION owed_notify_reset();
