CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"baseline_price_paise" integer,
	"last_sent_at" timestamp with time zone,
	"last_sent_price_paise" integer,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_kind_check" CHECK ("stock_alerts"."kind" in ('back_in_stock', 'price_drop')),
	CONSTRAINT "stock_alerts_source_check" CHECK ("stock_alerts"."source" in ('notify', 'saved')),
	CONSTRAINT "stock_alerts_owner" CHECK (("stock_alerts"."user_id" is not null) or ("stock_alerts"."email" <> ''))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_account_key" ON "stock_alerts" USING btree ("user_id","product_id","kind") WHERE "stock_alerts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_guest_key" ON "stock_alerts" USING btree (lower("email"),"product_id","kind") WHERE "stock_alerts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_unsubscribe_key" ON "stock_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_key" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_live_product_idx" ON "stock_alerts" USING btree ("product_id","kind") WHERE "stock_alerts"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_guest_email_idx" ON "stock_alerts" USING btree (lower("email"),"confirm_sent_at") WHERE "stock_alerts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_created_idx" ON "mail_outbox" USING btree ("kind","created_at") WHERE "mail_outbox"."kind" <> '';