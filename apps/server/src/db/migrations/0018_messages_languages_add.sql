ALTER TABLE "platform_messages" ADD COLUMN "titles" jsonb;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD COLUMN "contents" jsonb;--> statement-breakpoint
-- data step (by hand): a message sent before messages had languages was written in its merchant's default language
UPDATE "platform_messages" AS m SET "titles" = jsonb_build_object(mc."default_language", m."title"), "contents" = jsonb_build_object(mc."default_language", m."content") FROM "merchants" AS mc WHERE mc."id" = m."merchant_id";--> statement-breakpoint
-- a message whose merchant is gone (no foreign key here) keeps its text under CN, the merchants' default default
UPDATE "platform_messages" SET "titles" = jsonb_build_object('CN', "title"), "contents" = jsonb_build_object('CN', "content") WHERE "titles" IS NULL;
