CREATE TABLE "daily_summaries" (
	"merchant_id" integer NOT NULL,
	"day" text NOT NULL,
	"figures" jsonb NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_summaries_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_summaries" ADD CONSTRAINT "daily_summaries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_confirmed" ON "deposits" USING btree ("merchant_id","settled_at") WHERE "deposits"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "withdrawals_paid" ON "withdrawals" USING btree ("merchant_id","paid_at") WHERE "withdrawals"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "members_opened" ON "members" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_adjustments" ON "ledger_transfers" USING btree ("merchant_id","created_at") WHERE "ledger_transfers"."kind" = 'adjustment';