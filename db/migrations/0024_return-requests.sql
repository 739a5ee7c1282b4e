CREATE TABLE "return_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"return_request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_events_status_check" CHECK ("return_request_events"."status" in ('Requested', 'Approved', 'Rejected', 'Cancelled', 'Pickup scheduled', 'Picked up', 'Received', 'Refunded', 'Exchange shipped', 'Exchange delivered'))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5001 CACHE 1),
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_note" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"exchange_size" text,
	"status" text DEFAULT 'Requested' NOT NULL,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_method" text,
	"refund_upi_id" text,
	"refund_account_number" text,
	"refund_ifsc" text,
	"refund_account_name" text,
	"refund_to" text DEFAULT '' NOT NULL,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"pickup_courier" text,
	"pickup_awb" text,
	"check_result" text,
	"exchange_courier" text,
	"exchange_awb" text,
	"closing_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_quantity_positive" CHECK ("return_requests"."quantity" > 0),
	CONSTRAINT "return_requests_kind_check" CHECK ("return_requests"."kind" in ('return', 'exchange')),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('wrong-size', 'damaged', 'not-as-shown', 'changed-mind', 'other')),
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('Requested', 'Approved', 'Rejected', 'Cancelled', 'Pickup scheduled', 'Picked up', 'Received', 'Refunded', 'Exchange shipped', 'Exchange delivered')),
	CONSTRAINT "return_requests_refund_method_check" CHECK ("return_requests"."refund_method" in ('upi', 'bank')),
	CONSTRAINT "return_requests_check_result_check" CHECK ("return_requests"."check_result" in ('sellable', 'damaged')),
	CONSTRAINT "return_requests_exchange_size" CHECK (("return_requests"."kind" = 'exchange') = ("return_requests"."exchange_size" is not null))
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "damaged_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request_events" ADD CONSTRAINT "return_request_events_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_events" ADD CONSTRAINT "return_request_events_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_events_request_idx" ON "return_request_events" USING btree ("return_request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_number_key" ON "return_requests" USING btree ("request_number");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_item_idx" ON "return_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at" DESC NULLS FIRST,"request_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS FIRST,"request_number" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_damaged_units_nonnegative" CHECK ("products"."damaged_units" >= 0);--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_check" CHECK ("stock_ledger"."reason" in ('opening', 'order', 'cancel', 'return', 'customer-return', 'exchange', 'exchange-released', 'received', 'damaged', 'counted'));