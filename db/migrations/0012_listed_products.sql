ALTER TABLE "products" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written (rule:hidden-catalog): is_listed = the product, its category and its sub category are all active.
-- A product write works it out before the row is stored; hiding or showing a category or sub category
-- recomputes its products. Triggers, so no writer (admin, CSV import, seed, a fix in SQL) can forget it.
CREATE FUNCTION "products_listed_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."is_listed" := NEW."is_active"
    AND coalesce((SELECT c."is_active" FROM "categories" c WHERE c."id" = NEW."category_id"), false)
    AND coalesce((SELECT s."is_active" FROM "sub_categories" s WHERE s."id" = NEW."sub_category_id"), true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listed_on_write" BEFORE INSERT OR UPDATE OF "is_active", "category_id", "sub_category_id"
ON "products" FOR EACH ROW EXECUTE FUNCTION "products_listed_follow"();--> statement-breakpoint
CREATE FUNCTION "categories_listed_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET "is_listed" = p."is_active" AND NEW."is_active"
    AND coalesce((SELECT s."is_active" FROM "sub_categories" s WHERE s."id" = p."sub_category_id"), true)
  WHERE p."category_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_listed_on_change" AFTER UPDATE OF "is_active" ON "categories"
FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active")
EXECUTE FUNCTION "categories_listed_follow"();--> statement-breakpoint
CREATE FUNCTION "sub_categories_listed_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET "is_listed" = p."is_active" AND NEW."is_active"
    AND coalesce((SELECT c."is_active" FROM "categories" c WHERE c."id" = p."category_id"), false)
  WHERE p."sub_category_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sub_categories_listed_on_change" AFTER UPDATE OF "is_active" ON "sub_categories"
FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active")
EXECUTE FUNCTION "sub_categories_listed_follow"();--> statement-breakpoint
UPDATE "products" SET "is_listed" = "is_active";
