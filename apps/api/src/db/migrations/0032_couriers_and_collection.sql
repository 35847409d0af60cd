-- Couriers and tracking, ready for collection, and the shop's WhatsApp number (decision 0045).
CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tracking_url_pattern" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_pattern_https" CHECK ("couriers"."tracking_url_pattern" IS NULL OR ("couriers"."tracking_url_pattern" LIKE 'https://%' AND "couriers"."tracking_url_pattern" LIKE '%{tracking}%'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_for_collection_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_place" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collect_by" date;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_name_idx" ON "couriers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The shop's usual couriers; the owner checks each tracking link in /admin/couriers.
INSERT INTO "couriers" ("name", "tracking_url_pattern") VALUES
	('G4S', 'https://courier.g4s.co.ke/track?waybill={tracking}'),
	('Fargo Courier', 'https://fargocourier.co.ke/track?waybill={tracking}'),
	('Pickup Mtaani', 'https://pickupmtaani.com/track?code={tracking}'),
	('Shop rider', NULL)
ON CONFLICT DO NOTHING;
