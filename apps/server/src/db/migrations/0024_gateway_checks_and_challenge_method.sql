ALTER TABLE "login_challenges" ADD COLUMN "login_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "gateway_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "gateway_next_check_at" timestamp with time zone;