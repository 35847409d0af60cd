CREATE TABLE "delivery_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"county" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"place" text,
	"opening_hours" text,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"eta_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_options_kind" CHECK ("delivery_options"."kind" IN ('pickup', 'door')),
	CONSTRAINT "delivery_options_fee_not_negative" CHECK ("delivery_options"."fee_cents" >= 0),
	CONSTRAINT "delivery_options_eta_not_negative" CHECK ("delivery_options"."eta_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
CREATE INDEX "delivery_options_county_idx" ON "delivery_options" USING btree ("county") WHERE "delivery_options"."enabled";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_not_negative" CHECK ("orders"."delivery_fee_cents" >= 0);--> statement-breakpoint
-- The storefront's delivery answers are kept with the catalogue's (decision 0016): an option's change empties them everywhere.
CREATE TRIGGER delivery_options_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_options
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
