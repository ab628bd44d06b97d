CREATE TABLE "secret_tries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "secret_tries_subject" ON "secret_tries" USING btree ("subject","started_at");