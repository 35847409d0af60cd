CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_codes" (
	"cashier_id" uuid PRIMARY KEY NOT NULL,
	"window" bigint NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_otps" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_otps" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "cashier_codes" ADD CONSTRAINT "cashier_codes_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_offline" ON "orders" USING btree ("user_id") WHERE "orders"."offline_expires_at" IS NOT NULL AND "orders"."payment_status" = 'pending' AND "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_offline_expiry_idx" ON "orders" USING btree ("offline_expires_at") WHERE "orders"."offline_expires_at" IS NOT NULL AND "orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_cashier_paid_idx" ON "orders" USING btree ("security_code_cashier_id","created_at");