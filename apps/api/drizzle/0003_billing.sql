CREATE TABLE "applied_coupons" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"interval" text NOT NULL,
	"list_amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"term_start" timestamp with time zone,
	"term_end" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" bigint,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off" is null)),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" between 1 and 100),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off" > 0),
	CONSTRAINT "coupons_redemptions_within_limit" CHECK ("coupons"."redemptions" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."redemptions" <= "coupons"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"run_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" text,
	CONSTRAINT "job_runs_name_run_date_pk" PRIMARY KEY("name","run_date")
);
--> statement-breakpoint
CREATE TABLE "retention_cycles" (
	"user_id" uuid NOT NULL,
	"deadline" date NOT NULL,
	"first_warning_at" timestamp with time zone,
	"final_warning_at" timestamp with time zone,
	"delete_on" date,
	"deleted_at" timestamp with time zone,
	"cases_deleted" integer,
	CONSTRAINT "retention_cycles_user_id_deadline_pk" PRIMARY KEY("user_id","deadline")
);
--> statement-breakpoint
ALTER TABLE "applied_coupons" ADD CONSTRAINT "applied_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_coupons" ADD CONSTRAINT "applied_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_cycles" ADD CONSTRAINT "retention_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "checkout_sessions_coupon_open_idx" ON "checkout_sessions" USING btree ("coupon_id","expires_at") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_unique" ON "checkout_sessions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_unique" ON "coupons" USING btree (lower("code"));