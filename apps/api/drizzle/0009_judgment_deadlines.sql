CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"case_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"deadline" date NOT NULL,
	"lead_days" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deadline_reminders_case_id_deadline_lead_days_pk" PRIMARY KEY("case_id","deadline","lead_days")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "reminders_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_lead_days" integer[] DEFAULT '{180,90,30,7}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;