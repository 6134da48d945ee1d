-- Plans belong to workspaces (docs/workspaces.md, "Plans"). Each personal workspace takes its
-- account's trial end and paid term (same id); a firm workspace's trial runs 14 days from when it
-- was made. Checkouts and retention cycles belong to the workspace: existing ones were all for a
-- personal workspace, whose id is the account's, so the columns are renamed, not rewritten.
ALTER TABLE "workspaces" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
UPDATE "workspaces" AS w SET "trial_ends_at" = u."trial_ends_at", "paid_until" = u."paid_until"
  FROM "users" AS u WHERE u."id" = w."id";--> statement-breakpoint
UPDATE "workspaces" SET "trial_ends_at" = "created_at" + interval '14 days'
  WHERE "trial_ends_at" IS NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ALTER COLUMN "trial_ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "checkout_sessions" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_cycles" DROP CONSTRAINT "retention_cycles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "retention_cycles" DROP CONSTRAINT "retention_cycles_user_id_deadline_pk";--> statement-breakpoint
ALTER TABLE "retention_cycles" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "retention_cycles" ADD CONSTRAINT "retention_cycles_workspace_id_deadline_pk" PRIMARY KEY("workspace_id","deadline");--> statement-breakpoint
ALTER TABLE "retention_cycles" ADD CONSTRAINT "retention_cycles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "trial_ends_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paid_until";--> statement-breakpoint
-- The personal workspace made with each account starts its 14-day trial with the account.
CREATE OR REPLACE FUNCTION owed_user_personal_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO workspaces (id, name, kind, created_by, created_at, trial_ends_at)
      VALUES (NEW.id, 'Personal', 'personal', NEW.id, NEW.created_at,
        NEW.created_at + interval '14 days');
    INSERT INTO workspace_members (workspace_id, user_id, role, joined_at)
      VALUES (NEW.id, NEW.id, 'owner', NEW.created_at);
  ELSE
    DELETE FROM workspaces WHERE id = OLD.id AND kind = 'personal';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: every instance forgets every cached membership (as 0005 does
-- for users and docket versions), so a hand-run TRUNCATE cannot leave stale access behind.
CREATE TRIGGER workspace_members_truncated_notify AFTER TRUNCATE ON workspace_members
  FOR EACH STATEMENT EXECUTE FUNCTION owed_notify_reset();
--> statement-breakpoint
CREATE TRIGGER workspaces_truncated_notify AFTER TRUNCATE ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION owed_notify_reset();
