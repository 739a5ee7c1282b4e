ALTER TABLE "categories" ADD COLUMN "return_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "return_days" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_days_range" CHECK ("categories"."return_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_return_days_range" CHECK ("products"."return_days" between 0 and 30);--> statement-breakpoint
-- Hand-written (rule:return-window): food and personal care are not returnable; every other category keeps 7 days.
UPDATE "categories" SET "return_days" = 0 WHERE "name" IN ('Groceries', 'Beauty & Personal Care');--> statement-breakpoint
-- Lines sold before this migration take the window their product has now, so delivered orders show one.
UPDATE "order_items" AS "oi" SET "return_days" = "c"."return_days"
FROM "products" AS "p" JOIN "categories" AS "c" ON "c"."id" = "p"."category_id"
WHERE "p"."id" = "oi"."product_id";
