-- Every API instance keeps the signed-in user's row and docket version in memory and LISTENs on
-- "owed_changes" to forget them when they change (docs/decisions/004-polling-cache.md). Triggers,
-- not application code, send the notifications, so no write path (routes, CLI, billing webhooks,
-- retention, a hand-run UPDATE) can forget to. NOTIFY is transactional: it is delivered on commit
-- and never for a rolled-back write.
CREATE FUNCTION owed_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owed_changes', 'user:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION owed_notify_user_changed();
--> statement-breakpoint
CREATE FUNCTION owed_notify_docket_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('owed_changes', 'docket:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('owed_changes', 'docket:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER docket_versions_notify_changed AFTER INSERT OR UPDATE OR DELETE ON docket_versions
  FOR EACH ROW EXECUTE FUNCTION owed_notify_docket_changed();
