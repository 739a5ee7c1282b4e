CREATE TABLE "cod_cash_days" (
	"day" date NOT NULL,
	"courier_name" text DEFAULT '' NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"cash_paise" bigint DEFAULT 0 NOT NULL,
	"unremitted_orders" bigint DEFAULT 0 NOT NULL,
	"unremitted_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cod_cash_days_day_courier_name_pk" PRIMARY KEY("day","courier_name")
);
--> statement-breakpoint
CREATE TABLE "order_day_stats" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_stats_day_status_pk" PRIMARY KEY("day","status"),
	CONSTRAINT "order_day_stats_status_check" CHECK ("order_day_stats"."status" in ('Placed', 'Processing', 'In Transit', 'Delivered', 'Cancelled', 'Returned'))
);
--> statement-breakpoint
CREATE TABLE "product_day_units" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_day_units_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "courier_remittances_courier_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "products_top_selling_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "reviews_product_idx";--> statement-breakpoint
DROP INDEX "stock_ledger_product_idx";--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD COLUMN "cod_value_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_day_units" ADD CONSTRAINT "product_day_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courier_remittances_courier_idx" ON "courier_remittances" USING btree ("courier_name","remitted_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"order_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"order_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_top_selling_idx" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"rating_average_x100" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("product_id","id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written (ADR 0030, rule:admin-dashboard): one trigger keeps every rollup of the orders. It replaces
-- migration 0009's, which kept only the status counts.
DROP TRIGGER "order_status_counts_on_insert_or_delete" ON "orders";--> statement-breakpoint
DROP TRIGGER "order_status_counts_on_status_change" ON "orders";--> statement-breakpoint
DROP FUNCTION "order_status_counts_follow"();--> statement-breakpoint
-- An order's share of the rollups, added (sign 1) or taken away (sign -1). Days are India's (Asia/Kolkata).
-- Its products' units count only while it is neither cancelled nor returned, and only when `with_items`: the
-- caller says whether its items' share changes, which saves two writes per line on most status moves.
CREATE FUNCTION "order_rollups_apply"(o "orders", sign integer, with_items boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cod_value bigint := CASE WHEN o."payment_method" = 'COD' THEN o."total_paise" ELSE 0 END;
  placed_day date := (o."created_at" AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  INSERT INTO "order_status_counts" ("status", "orders", "cod_value_paise") VALUES (o."status", sign, sign * cod_value)
  ON CONFLICT ("status") DO UPDATE SET "orders" = "order_status_counts"."orders" + excluded."orders",
    "cod_value_paise" = "order_status_counts"."cod_value_paise" + excluded."cod_value_paise";
  INSERT INTO "order_day_stats" ("day", "status", "orders", "units", "value_paise")
  VALUES (placed_day, o."status", sign, sign * o."item_count", sign * o."total_paise")
  ON CONFLICT ("day", "status") DO UPDATE SET "orders" = "order_day_stats"."orders" + excluded."orders",
    "units" = "order_day_stats"."units" + excluded."units",
    "value_paise" = "order_day_stats"."value_paise" + excluded."value_paise";
  IF o."status" = 'Delivered' AND o."payment_method" = 'COD' AND o."delivered_at" IS NOT NULL THEN
    INSERT INTO "cod_cash_days" ("day", "courier_name", "orders", "cash_paise", "unremitted_orders", "unremitted_paise")
    VALUES ((o."delivered_at" AT TIME ZONE 'Asia/Kolkata')::date, coalesce(o."courier_name", ''), sign,
      sign * o."total_paise", CASE WHEN o."remittance_id" IS NULL THEN sign ELSE 0 END,
      CASE WHEN o."remittance_id" IS NULL THEN sign * o."total_paise" ELSE 0 END)
    ON CONFLICT ("day", "courier_name") DO UPDATE SET "orders" = "cod_cash_days"."orders" + excluded."orders",
      "cash_paise" = "cod_cash_days"."cash_paise" + excluded."cash_paise",
      "unremitted_orders" = "cod_cash_days"."unremitted_orders" + excluded."unremitted_orders",
      "unremitted_paise" = "cod_cash_days"."unremitted_paise" + excluded."unremitted_paise";
  END IF;
  IF with_items AND o."status" NOT IN ('Cancelled', 'Returned') THEN
    -- In product order, so two transactions lock the same rows in the same order.
    INSERT INTO "product_day_units" ("day", "product_id", "units")
    SELECT placed_day, "product_id", sign * sum("quantity") FROM "order_items" WHERE "order_id" = o."id"
    GROUP BY "product_id" ORDER BY "product_id"
    ON CONFLICT ("day", "product_id") DO UPDATE SET "units" = "product_day_units"."units" + excluded."units";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_rollups_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items_change boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The items' share moves only when the order leaves or rejoins the kept orders, or changes day.
    items_change := (OLD."status" IN ('Cancelled', 'Returned')) IS DISTINCT FROM (NEW."status" IN ('Cancelled', 'Returned'))
      OR OLD."created_at" IS DISTINCT FROM NEW."created_at";
    PERFORM "order_rollups_apply"(OLD, -1, items_change);
    PERFORM "order_rollups_apply"(NEW, 1, items_change);
  ELSIF TG_OP = 'INSERT' THEN
    -- At commit, so the order's items, inserted after it in the same transaction, are there.
    PERFORM "order_rollups_apply"(NEW, 1, true);
  ELSE
    -- The items went with the order (ON DELETE CASCADE); order_rollups_forget_items took their share before.
    PERFORM "order_rollups_apply"(OLD, -1, false);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "order_rollups_forget_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" NOT IN ('Cancelled', 'Returned') THEN
    INSERT INTO "product_day_units" ("day", "product_id", "units")
    SELECT (OLD."created_at" AT TIME ZONE 'Asia/Kolkata')::date, "product_id", -sum("quantity")
    FROM "order_items" WHERE "order_id" = OLD."id" GROUP BY "product_id" ORDER BY "product_id"
    ON CONFLICT ("day", "product_id") DO UPDATE SET "units" = "product_day_units"."units" + excluded."units";
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Deferred to commit: the rollup rows are locked last in every transaction (after products and orders), so
-- placing, cancelling and moving orders never wait on each other in opposite orders.
CREATE CONSTRAINT TRIGGER "order_rollups_on_insert_or_delete" AFTER INSERT OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_rollups_follow"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_rollups_on_change" AFTER UPDATE OF "status", "payment_method", "total_paise",
  "item_count", "created_at", "delivered_at", "courier_name", "remittance_id" ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."payment_method" IS DISTINCT FROM NEW."payment_method" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise"
  OR OLD."item_count" IS DISTINCT FROM NEW."item_count" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  OR OLD."delivered_at" IS DISTINCT FROM NEW."delivered_at" OR OLD."courier_name" IS DISTINCT FROM NEW."courier_name"
  OR OLD."remittance_id" IS DISTINCT FROM NEW."remittance_id")
EXECUTE FUNCTION "order_rollups_follow"();--> statement-breakpoint
-- Before the delete, while the items are still there.
CREATE TRIGGER "order_rollups_before_delete" BEFORE DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "order_rollups_forget_items"();--> statement-breakpoint
-- The rollups start from the orders there are.
UPDATE "order_status_counts" c SET "cod_value_paise" = coalesce((SELECT sum("total_paise") FROM "orders" o
  WHERE o."status" = c."status" AND o."payment_method" = 'COD'), 0);--> statement-breakpoint
INSERT INTO "order_day_stats" ("day", "status", "orders", "units", "value_paise")
SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "status", count(*), sum("item_count"), sum("total_paise")
FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "cod_cash_days" ("day", "courier_name", "orders", "cash_paise", "unremitted_orders", "unremitted_paise")
SELECT ("delivered_at" AT TIME ZONE 'Asia/Kolkata')::date, coalesce("courier_name", ''), count(*), sum("total_paise"),
  count(*) FILTER (WHERE "remittance_id" IS NULL), coalesce(sum("total_paise") FILTER (WHERE "remittance_id" IS NULL), 0)
FROM "orders" WHERE "status" = 'Delivered' AND "payment_method" = 'COD' AND "delivered_at" IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "product_day_units" ("day", "product_id", "units")
SELECT (o."created_at" AT TIME ZONE 'Asia/Kolkata')::date, i."product_id", sum(i."quantity")
FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
WHERE o."status" NOT IN ('Cancelled', 'Returned') GROUP BY 1, 2;
--> statement-breakpoint
-- Hand-written (rule:rto-rates): the RTO figures group the orders shipped in a window by courier and by PIN code;
-- this covering index answers them from the index alone (Drizzle's index builder has no INCLUDE).
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") INCLUDE ("courier_name", "pincode", "status")
WHERE "shipped_at" IS NOT NULL;
