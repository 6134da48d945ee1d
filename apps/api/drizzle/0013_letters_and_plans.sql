CREATE TABLE "payment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"installment" bigint NOT NULL,
	"frequency" text NOT NULL,
	"first_due" date NOT NULL,
	"grace_days" integer NOT NULL,
	"missed_to_default" integer NOT NULL,
	"agreed_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_case_id_unique" UNIQUE("case_id")
);
--> statement-breakpoint
CREATE TABLE "plan_missed_notices" (
	"plan_id" uuid NOT NULL,
	"installment" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_missed_notices_plan_id_installment_pk" PRIMARY KEY("plan_id","installment")
);
--> statement-breakpoint
CREATE TABLE "workspace_letter_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"closing_text" text DEFAULT '' NOT NULL,
	"plan_notice_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_missed_notices" ADD CONSTRAINT "plan_missed_notices_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_letter_settings" ADD CONSTRAINT "workspace_letter_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;