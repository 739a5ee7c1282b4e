ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "savings_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
CREATE INDEX "orders_open_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'Placed';--> statement-breakpoint
CREATE INDEX "orders_open_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."status" = 'Placed';