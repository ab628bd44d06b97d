ALTER TABLE "platform_messages" ALTER COLUMN "titles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_messages" ALTER COLUMN "contents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_messages" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "platform_messages" DROP COLUMN "content";