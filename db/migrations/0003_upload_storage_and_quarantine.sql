CREATE TABLE "stored_images" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_quota_usage" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"uploads" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_quota_usage_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"user_id" uuid,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_quarantine_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."claimed_at" is null;--> statement-breakpoint
-- Hand-written (ADR 0025): WebP bytes do not compress, so keep them out of line without trying to.
ALTER TABLE "stored_images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
