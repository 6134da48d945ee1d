CREATE TABLE "rate_table_rows" (
	"jurisdiction" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"rate_percent" bigint NOT NULL,
	"source" text NOT NULL,
	"read_on" date NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_table_rows_jurisdiction_from_date_pk" PRIMARY KEY("jurisdiction","from_date")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "per_diem_rounding" text DEFAULT 'floor-4' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "cost_treatment" text DEFAULT 'principal' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "crediting_order" text DEFAULT 'interest-principal' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "interest_from" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "non_interest_bearing" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "rate_table" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "rate_sources" jsonb;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "method_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "applied_to_costs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cost_balance_after" bigint DEFAULT 0 NOT NULL;