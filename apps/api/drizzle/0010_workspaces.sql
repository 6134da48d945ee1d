CREATE TABLE "workspace_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every existing account gets its personal workspace, with the account's own id, so the cases,
-- history and docket versions that were keyed by the owner's id are keyed by the workspace's
-- without one row changing (docs/workspaces.md). The history is append-only (0008): renaming its
-- column rewrites no row.
INSERT INTO "workspaces" ("id", "name", "kind", "created_by", "created_at")
  SELECT "id", 'Personal', 'personal', "id", "created_at" FROM "users";
--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
  SELECT "id", "id", 'owner', "created_at" FROM "users";
--> statement-breakpoint
ALTER TABLE "case_history" DROP CONSTRAINT "case_history_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "docket_versions" DROP CONSTRAINT "docket_versions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "case_history_owner_idx";--> statement-breakpoint
DROP INDEX "cases_user_idx";--> statement-breakpoint
ALTER TABLE "case_history" RENAME COLUMN "owner_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "cases" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "docket_versions" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "deadline_reminders" DROP CONSTRAINT "deadline_reminders_case_id_deadline_lead_days_pk";--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_case_id_user_id_deadline_lead_days_pk" PRIMARY KEY("case_id","user_id","deadline","lead_days");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_events" ADD CONSTRAINT "workspace_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_events_workspace_idx" ON "workspace_events" USING btree ("workspace_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_waiting_unique" ON "workspace_invitations" USING btree ("workspace_id","email") WHERE "workspace_invitations"."accepted_at" is null and "workspace_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_versions" ADD CONSTRAINT "docket_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_history_workspace_idx" ON "case_history" USING btree ("workspace_id","action","at");--> statement-breakpoint
CREATE INDEX "cases_workspace_idx" ON "cases" USING btree ("workspace_id","created_at");--> statement-breakpoint
--> statement-breakpoint
-- The docket triggers of 0004 and 0005, keyed by workspace: any change to a case or transaction
-- bumps its workspace's version and notifies "docket:<workspace id>".
CREATE OR REPLACE FUNCTION owed_bump_dockets(owners uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO docket_versions (workspace_id, version)
    SELECT w.id, nextval('owed_docket_version_seq') FROM workspaces w
    WHERE w.id = ANY(owners) ORDER BY w.id
  ON CONFLICT (workspace_id) DO UPDATE SET version = nextval('owed_docket_version_seq')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owed_cases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM owed_bump_dockets(ARRAY(SELECT DISTINCT workspace_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM owed_bump_dockets(ARRAY(
      SELECT workspace_id FROM new_rows UNION SELECT workspace_id FROM old_rows));
  ELSE
    PERFORM owed_bump_dockets(ARRAY(SELECT DISTINCT workspace_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owed_transactions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM owed_bump_dockets(ARRAY(
      SELECT c.workspace_id FROM cases c WHERE c.id IN (SELECT case_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM owed_bump_dockets(ARRAY(
      SELECT c.workspace_id FROM cases c
      WHERE c.id IN (SELECT case_id FROM new_rows UNION SELECT case_id FROM old_rows)));
  ELSE
    PERFORM owed_bump_dockets(ARRAY(
      SELECT c.workspace_id FROM cases c WHERE c.id IN (SELECT case_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owed_notify_docket_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('owed_changes', 'docket:' || OLD.workspace_id::text);
  ELSE
    PERFORM pg_notify('owed_changes', 'docket:' || NEW.workspace_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every account has its personal workspace from the moment it exists, whatever makes it (the
-- API, the CLI, a restore), and it goes with the account.
CREATE FUNCTION owed_user_personal_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO workspaces (id, name, kind, created_by, created_at)
      VALUES (NEW.id, 'Personal', 'personal', NEW.id, NEW.created_at);
    INSERT INTO workspace_members (workspace_id, user_id, role, joined_at)
      VALUES (NEW.id, NEW.id, 'owner', NEW.created_at);
  ELSE
    DELETE FROM workspaces WHERE id = OLD.id AND kind = 'personal';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_personal_workspace AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION owed_user_personal_workspace();
--> statement-breakpoint
-- A membership added, changed or removed is a change to what that user may see: every instance
-- drops the user's cached memberships at once ("user:<id>", as 0004 and 0006 do), so a removed
-- member's next request is refused everywhere.
CREATE FUNCTION owed_notify_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER workspace_members_notify_changed AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION owed_notify_membership_changed();
--> statement-breakpoint
-- Workspace names are part of what the members' caches hold.
CREATE FUNCTION owed_notify_workspace_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owed_changes', 'user:' || m.user_id::text)
    FROM workspace_members m WHERE m.workspace_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workspaces_notify_changed AFTER UPDATE ON workspaces
  FOR EACH ROW EXECUTE FUNCTION owed_notify_workspace_changed();
