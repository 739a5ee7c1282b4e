-- Hand-written (ADR 0036): on the embedded database, whose one connection sets `shop.catalog_notify`, every statement
-- that writes catalog rows also sends a notification. PGlite delivers it to the app's listener before the writing
-- statement returns, so the catalog index knows there is something to read without asking before every request.
-- Connections to a PostgreSQL server do not set it: there the index asks (NOTIFY would also serialise commits).
CREATE FUNCTION "catalog_statement_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_notify', true) = 'on' THEN
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "catalog_statement_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION "catalog_statement_changed"();--> statement-breakpoint
CREATE TRIGGER "sub_categories_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "sub_categories"
FOR EACH STATEMENT EXECUTE FUNCTION "catalog_statement_changed"();
