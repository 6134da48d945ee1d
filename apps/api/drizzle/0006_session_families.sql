CREATE TABLE "user_session_retired_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "ip_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_session_retired_tokens" ADD CONSTRAINT "user_session_retired_tokens_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_retired_tokens_session_idx" ON "user_session_retired_tokens" USING btree ("session_id");--> statement-breakpoint
-- Every instance keeps each user's live session ids in memory beside the user row
-- (docs/decisions/004-polling-cache.md): a session opened or ended anywhere must reach them all at
-- once, so an ended session's access token stops working on every instance. Refreshes (UPDATE)
-- change nothing the cache holds and send nothing.
CREATE FUNCTION owed_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('owed_changes', 'user:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('owed_changes', 'user:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_notify_changed AFTER INSERT OR DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION owed_notify_session_changed();
