ALTER TABLE "members" ADD COLUMN "login_failures_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "members_newest" ON "members" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "members_username_prefix" ON "members" USING btree ("merchant_id",lower("username") text_pattern_ops);