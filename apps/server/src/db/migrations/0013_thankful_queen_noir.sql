CREATE TABLE "platform_message_recipients" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "platform_message_recipients_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "platform_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"segment" jsonb NOT NULL,
	"sender_admin_id" integer NOT NULL,
	"sender_name" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_message_recipients" ADD CONSTRAINT "platform_message_recipients_message_id_platform_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."platform_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_message_recipients_inbox" ON "platform_message_recipients" USING btree ("member_id","message_id") WHERE "platform_message_recipients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "platform_message_recipients_unread" ON "platform_message_recipients" USING btree ("member_id") WHERE "platform_message_recipients"."deleted_at" is null and "platform_message_recipients"."read_at" is null;--> statement-breakpoint
CREATE INDEX "platform_messages_merchant" ON "platform_messages" USING btree ("merchant_id","id");