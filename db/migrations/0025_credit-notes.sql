CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credit_noted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_credit_note_key" ON "return_requests" USING btree ("credit_note_number");