CREATE TABLE "guest_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_into_user_id" uuid,
	"merged_at" timestamp with time zone,
	"merge_report" jsonb
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"colors" text DEFAULT '' NOT NULL,
	"sizes" text DEFAULT '' NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"rams" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"saved_price_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_quantity_positive" CHECK ("saved_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "guest_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_price_paise" integer;--> statement-breakpoint
ALTER TABLE "guest_carts" ADD CONSTRAINT "guest_carts_merged_into_user_id_users_id_fk" FOREIGN KEY ("merged_into_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_carts_token_hash_key" ON "guest_carts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guest_carts_last_used_idx" ON "guest_carts" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "guest_carts_merged_into_user_idx" ON "guest_carts" USING btree ("merged_into_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_line_key" ON "saved_items" USING btree ("user_id","product_id","colors","sizes","specs","weight","rams","material");--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_items_product_idx" ON "saved_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_line_key" ON "cart_items" USING btree ("guest_cart_id","product_id","colors","sizes","specs","weight","rams","material");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_owner" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."guest_cart_id" is null));