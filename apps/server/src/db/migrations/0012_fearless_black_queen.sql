CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text DEFAULT 'B' NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"marquee" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type_known" CHECK ("notices"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "notices_window_order" CHECK ("notices"."ends_at" is null or "notices"."ends_at" > "notices"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_merchant_type" ON "notices" USING btree ("merchant_id","type","starts_at");