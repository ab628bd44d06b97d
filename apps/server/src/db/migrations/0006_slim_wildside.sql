ALTER TABLE "cashier_settings" ADD COLUMN "withdraw_cooling_off_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_device" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawal_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawal_hold_reason" text;--> statement-breakpoint
CREATE INDEX "members_trial_by_ip" ON "members" USING btree ("merchant_id","register_ip","created_at") WHERE "members"."type" = 4;