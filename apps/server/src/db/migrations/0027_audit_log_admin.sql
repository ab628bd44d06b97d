ALTER TABLE "audit_log" ADD COLUMN "admin_id" integer;--> statement-breakpoint
-- rows written before the column: the operator from detail.adminId, only where it is a whole number
UPDATE "audit_log" SET "admin_id" = ("detail"->>'adminId')::integer
  WHERE jsonb_typeof("detail"->'adminId') = 'number' AND "detail"->>'adminId' ~ '^[1-9][0-9]{0,8}$';--> statement-breakpoint
CREATE INDEX "audit_log_admin" ON "audit_log" USING btree ("merchant_id","admin_id","id");
