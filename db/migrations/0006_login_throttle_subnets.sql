-- Hand-written (ADR 0022): failures recorded before this migration name no subnet and cannot be
-- attributed to one, so they are forgotten rather than given a made-up subnet. At worst this
-- forgets one day of failed sign-ins, once, at upgrade.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "subnet" text NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("email","subnet","created_at");