CREATE TABLE "service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_entries_position_known" CHECK ("service_entries"."position" in (1, 2, 3)),
	CONSTRAINT "service_entries_type_known" CHECK ("service_entries"."type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "service_links" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_entries" ADD CONSTRAINT "service_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_links" ADD CONSTRAINT "service_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_entries_merchant" ON "service_entries" USING btree ("merchant_id","sort");