CREATE TABLE "deposit_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"deposit_id" bigint NOT NULL,
	"kind" text DEFAULT 'paid_after_cancel' NOT NULL,
	"deposit_status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"gateway_reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "deposit_exceptions_positive" CHECK ("deposit_exceptions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_exceptions" ADD CONSTRAINT "deposit_exceptions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_exceptions_deposit" ON "deposit_exceptions" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "deposit_exceptions_queue" ON "deposit_exceptions" USING btree ("merchant_id","status","created_at");