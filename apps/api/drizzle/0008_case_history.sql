CREATE TABLE "case_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"owner_id" uuid NOT NULL,
	"actor_id" uuid,
	"case_id" uuid NOT NULL,
	"transaction_id" uuid,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"payoff_before" text,
	"payoff_after" text,
	"payoff_date" date NOT NULL,
	"undoes" uuid
);
--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_history_case_idx" ON "case_history" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "case_history_owner_idx" ON "case_history" USING btree ("owner_id","action","at");--> statement-breakpoint
CREATE INDEX "case_history_undoes_idx" ON "case_history" USING btree ("undoes");--> statement-breakpoint
-- The history is evidence, so the database itself keeps it append-only, whoever connects: UPDATE,
-- DELETE and TRUNCATE are refused. The one exception is the retention job's purge of the data of
-- an account whose retention period ended: it sets owed.history_purge for its own transaction only
-- (SET LOCAL), so no other statement, before or after, can delete a row (docs/history.md).
CREATE FUNCTION owed_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') AND current_setting('owed.history_purge', true) = 'on' THEN
    IF TG_LEVEL = 'ROW' THEN RETURN OLD; END IF;
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'case_history is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER case_history_no_update BEFORE UPDATE OR DELETE ON case_history
  FOR EACH ROW EXECUTE FUNCTION owed_history_append_only();
--> statement-breakpoint
CREATE TRIGGER case_history_no_truncate BEFORE TRUNCATE ON case_history
  FOR EACH STATEMENT EXECUTE FUNCTION owed_history_append_only();
