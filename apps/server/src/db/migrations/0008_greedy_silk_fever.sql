CREATE TABLE "job_settlements" (
	"job" text NOT NULL,
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"item" text NOT NULL,
	"instance" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_settlements_job_scope_period_item_pk" PRIMARY KEY("job","scope","period","item")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_period_pk";--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_scope_period_pk" PRIMARY KEY("job","scope","period");--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_runs_unfinished" ON "job_runs" USING btree ("job","scope") WHERE "job_runs"."status" <> 'done';