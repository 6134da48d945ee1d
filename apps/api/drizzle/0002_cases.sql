CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_name" text NOT NULL,
	"court_name" text NOT NULL,
	"court_case_number" text NOT NULL,
	"judgment_amount" bigint NOT NULL,
	"judgment_date" date NOT NULL,
	"interest_rate" bigint NOT NULL,
	"rate_schedule" jsonb,
	"compounding" text DEFAULT 'none' NOT NULL,
	"day_count" text DEFAULT '365' NOT NULL,
	"jurisdiction" text,
	"debtor_firm" text DEFAULT '' NOT NULL,
	"debtor_street" text DEFAULT '' NOT NULL,
	"debtor_city" text DEFAULT '' NOT NULL,
	"debtor_state" text DEFAULT '' NOT NULL,
	"debtor_zip" text DEFAULT '' NOT NULL,
	"debtor_phone" text DEFAULT '' NOT NULL,
	"debtor_email" text DEFAULT '' NOT NULL,
	"debtor_info_text" text DEFAULT '' NOT NULL,
	"is_ended" boolean DEFAULT false NOT NULL,
	"ended_on" date,
	"snapshot" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docket_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"sequence" bigserial NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"calculated_interest" bigint NOT NULL,
	"applied_to_interest" bigint NOT NULL,
	"applied_to_principal" bigint NOT NULL,
	"new_balance" bigint NOT NULL,
	"unpaid_interest_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_versions" ADD CONSTRAINT "docket_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_user_idx" ON "cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_case_idx" ON "transactions" USING btree ("case_id","date","sequence");