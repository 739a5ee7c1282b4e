ALTER TABLE "reviews" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_changed_xid_idx" ON "reviews" USING btree ("changed_xid","id");--> statement-breakpoint
-- Hand-written (ADR 0036): a review written by anyone (a shopper, staff hiding it, an order setting its Verified
-- Purchase flag, an account deleted) records its transaction like catalog rows do (0014), and tells the embedded
-- database's listener (0015). The catalog index reads these to know which products' reviews changed, so a product
-- page it keeps in memory is read again.
CREATE TRIGGER "reviews_changed_xid" BEFORE INSERT OR UPDATE ON "reviews"
FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
FOR EACH STATEMENT EXECUTE FUNCTION "catalog_statement_changed"();
