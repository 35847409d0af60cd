-- Refunds become payout attempts with their events (decision 0039).
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT IF EXISTS "refunds_cancellation_request_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_receipt" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status_ref" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_receipt" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "result_code" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "result_message" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "handed_back_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "handed_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "hand_back_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Refunds recorded before payouts existed: a person hands them back (or already did).
UPDATE "refunds" SET "source" = CASE WHEN "cancellation_request_id" IS NULL THEN 'early-cancel' ELSE 'cancellation' END,
  "source_key" = 'legacy:' || "id", "idempotency_key" = 'legacy:' || "id", "provider" = 'unknown', "method" = 'hand-back',
  "state" = CASE WHEN "status" = 'paid' THEN 'succeeded' ELSE 'manual' END;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "source_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "method" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "status";--> statement-breakpoint
DROP TYPE "public"."refund_status";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_handed_back_by_users_id_fk" FOREIGN KEY ("handed_back_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_state" CHECK ("refunds"."state" IN ('requested', 'sent', 'unknown', 'confirming', 'succeeded', 'failed', 'manual'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method" CHECK ("refunds"."method" IN ('reversal', 'b2c', 'card', 'hand-back'));--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_source_key" ON "refunds" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."state" IN ('requested', 'sent', 'unknown', 'confirming');--> statement-breakpoint
CREATE TABLE "refund_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"state" text,
	"note" text,
	"payload" jsonb,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_events_dedupe_key_unique" UNIQUE("dedupe_key")
);--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_events_refund_idx" ON "refund_events" USING btree ("refund_id","created_at");
--> statement-breakpoint
CREATE TABLE "stk_status_queries" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "stk_status_queries_attempt_id_unique" UNIQUE("attempt_id")
);--> statement-breakpoint
ALTER TABLE "stk_status_queries" ADD CONSTRAINT "stk_status_queries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;
