-- Hand-written (rule:delivery-zones): the shop's first delivery settings and one rule per zone, which staff change
-- in the back office. The warehouse starts at Bengaluru GPO (560001), in the state SHOP_STATE defaults to. Days are
-- working days after the parcel leaves; every zone offers cash on delivery, the remote zone up to ₹10,000.
INSERT INTO "delivery_settings" ("warehouse_pincode", "same_city_km", "cutoff_hour") VALUES ('560001', 40, 14)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "delivery_zone_rules" ("zone", "min_days", "max_days", "cod_available", "cod_max_paise") VALUES
  ('same-city', 1, 2, true, NULL),
  ('same-state', 2, 4, true, NULL),
  ('metro', 2, 5, true, NULL),
  ('rest-of-india', 4, 7, true, NULL),
  ('remote', 6, 10, true, 1000000)
ON CONFLICT DO NOTHING;
