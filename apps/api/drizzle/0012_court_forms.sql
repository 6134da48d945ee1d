CREATE TABLE "court_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"form" text NOT NULL,
	"kind" text NOT NULL,
	"on_date" date NOT NULL,
	"figures" jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_letterheads" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"letterhead" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "court_facts" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cost_category" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cost_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cost_allowed_on" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cost_memorandum_id" uuid;--> statement-breakpoint
ALTER TABLE "court_filings" ADD CONSTRAINT "court_filings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_letterheads" ADD CONSTRAINT "workspace_letterheads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_filings_case_idx" ON "court_filings" USING btree ("case_id","on_date");