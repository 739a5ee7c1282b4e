CREATE TABLE "courier_zone_days" (
	"courier_id" uuid NOT NULL,
	"zone" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	CONSTRAINT "courier_zone_days_courier_id_zone_pk" PRIMARY KEY("courier_id","zone"),
	CONSTRAINT "courier_zone_days_zone_check" CHECK ("courier_zone_days"."zone" in ('same-city', 'same-state', 'remote', 'metro', 'rest-of-india')),
	CONSTRAINT "courier_zone_days_days" CHECK ("courier_zone_days"."min_days" >= 0 and "courier_zone_days"."max_days" >= "courier_zone_days"."min_days" and "courier_zone_days"."max_days" <= 30)
);
--> statement-breakpoint
CREATE TABLE "delivery_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"warehouse_pincode" text NOT NULL,
	"same_city_km" integer NOT NULL,
	"cutoff_hour" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id"),
	CONSTRAINT "delivery_settings_cutoff_hour" CHECK ("delivery_settings"."cutoff_hour" between 0 and 23),
	CONSTRAINT "delivery_settings_same_city_km" CHECK ("delivery_settings"."same_city_km" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_rules" (
	"zone" text PRIMARY KEY NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"cod_available" boolean DEFAULT true NOT NULL,
	"cod_max_paise" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zone_rules_zone_check" CHECK ("delivery_zone_rules"."zone" in ('same-city', 'same-state', 'remote', 'metro', 'rest-of-india')),
	CONSTRAINT "delivery_zone_rules_days" CHECK ("delivery_zone_rules"."min_days" >= 0 and "delivery_zone_rules"."max_days" >= "delivery_zone_rules"."min_days" and "delivery_zone_rules"."max_days" <= 30),
	CONSTRAINT "delivery_zone_rules_cod_max" CHECK ("delivery_zone_rules"."cod_max_paise" is null or "delivery_zone_rules"."cod_max_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "pincode_directory" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" text NOT NULL,
	"pincode_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pincode_directory_one_row" CHECK ("pincode_directory"."id")
);
--> statement-breakpoint
CREATE TABLE "pincode_rules" (
	"pincode" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pincode_rules_pincode_kind_pk" PRIMARY KEY("pincode","kind"),
	CONSTRAINT "pincode_rules_kind_check" CHECK ("pincode_rules"."kind" in ('cod-off', 'unserviceable'))
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"localities" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "courier_zone_days" ADD CONSTRAINT "courier_zone_days_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_holidays" ADD CONSTRAINT "delivery_holidays_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincode_rules" ADD CONSTRAINT "pincode_rules_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pincode_rules_kind_idx" ON "pincode_rules" USING btree ("kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_check" CHECK ("orders"."delivery_zone" in ('same-city', 'same-state', 'remote', 'metro', 'rest-of-india'));