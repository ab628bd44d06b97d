ALTER TABLE "merchant_blocks" ADD COLUMN "added_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_blocks" ADD COLUMN "added_at" timestamp with time zone;