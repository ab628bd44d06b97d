CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"round_id" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"wallet_mode" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_vendor_transaction" UNIQUE("vendor_code","bet_transaction_id"),
	CONSTRAINT "bets_amounts_not_negative" CHECK ("bets"."stake" >= 0 and "bets"."valid_bet" >= 0 and "bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_lanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_classify" jsonb
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"mode" text NOT NULL,
	"session_id" bigint NOT NULL,
	"token_hash" text,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launches_token" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"wallet_mode" text NOT NULL,
	"launch_target" text DEFAULT 'frame' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_key" UNIQUE("merchant_id","code","game_type")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_path" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_key" UNIQUE("merchant_id","vendor_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"action" text NOT NULL,
	"request_hash" text NOT NULL,
	"bet_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_vendor_code_transaction_id_pk" PRIMARY KEY("vendor_code","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_feed_cursors" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_announcements" ADD CONSTRAINT "game_announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lanes" ADD CONSTRAINT "game_lanes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_member_time" ON "bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_merchant_settled" ON "bets" USING btree ("merchant_id","settled_at");--> statement-breakpoint
CREATE INDEX "bets_merchant_round" ON "bets" USING btree ("merchant_id","round_id");--> statement-breakpoint
CREATE INDEX "game_announcements_merchant" ON "game_announcements" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "game_lanes_type" ON "game_lanes" USING btree ("merchant_id","game_type","sort");--> statement-breakpoint
CREATE INDEX "game_launches_member" ON "game_launches" USING btree ("member_id","launched_at");--> statement-breakpoint
CREATE INDEX "game_launches_merchant_time" ON "game_launches" USING btree ("merchant_id","launched_at");--> statement-breakpoint
CREATE INDEX "games_type" ON "games" USING btree ("merchant_id","game_type","sort");