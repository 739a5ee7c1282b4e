ALTER TABLE "categories" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_changed_xid_idx" ON "products" USING btree ("changed_xid","id");--> statement-breakpoint
-- Hand-written (ADR 0036): every insert and update of a catalog row records the transaction that wrote it, whoever
-- the writer is (admin, checkout, reviews, the CSV import, a trigger, a fix in SQL). Each app process's catalog index
-- reads the rows whose transaction it has not seen yet (domain/search/live-catalog-index.ts).
CREATE FUNCTION "catalog_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_xid" := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed_xid" BEFORE INSERT OR UPDATE ON "products"
FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_changed_xid" BEFORE INSERT OR UPDATE ON "categories"
FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();--> statement-breakpoint
CREATE TRIGGER "sub_categories_changed_xid" BEFORE INSERT OR UPDATE ON "sub_categories"
FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
