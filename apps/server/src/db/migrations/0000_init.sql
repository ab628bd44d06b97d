CREATE TABLE "app_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" text NOT NULL,
	"device" text DEFAULT 'WEB' NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"nickname" text,
	"parent_id" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_type_check" CHECK ("members"."type" in (0, 1, 2, 4, 41, 42))
);
--> statement-breakpoint
CREATE TABLE "merchant_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL,
	"kind" text DEFAULT 'site' NOT NULL,
	"url" text,
	"speed_ms" integer,
	"checked_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_flags" (
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"enabled" text DEFAULT '0' NOT NULL,
	"value" text,
	CONSTRAINT "merchant_flags_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "merchant_languages" (
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_languages_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"default_language" text DEFAULT 'CN' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"whitelabel" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "register_fields" (
	"merchant_id" integer NOT NULL,
	"field" text NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"min_length" smallint DEFAULT 0 NOT NULL,
	"max_length" smallint DEFAULT 64 NOT NULL,
	"pattern_id" text DEFAULT 'LENGTH' NOT NULL,
	CONSTRAINT "register_fields_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
ALTER TABLE "app_resources" ADD CONSTRAINT "app_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_blocks" ADD CONSTRAINT "merchant_blocks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_flags" ADD CONSTRAINT "merchant_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_languages" ADD CONSTRAINT "merchant_languages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_fields" ADD CONSTRAINT "register_fields_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_lookup" ON "help_articles" USING btree ("merchant_id","language","device");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_key" ON "members" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_blocks_key" ON "merchant_blocks" USING btree ("merchant_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domains_site_host_key" ON "merchant_domains" USING btree ("host") WHERE "merchant_domains"."kind" = 'site';