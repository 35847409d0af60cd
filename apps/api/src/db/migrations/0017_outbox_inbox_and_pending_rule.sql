CREATE TABLE "provider_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"route" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"headers" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "outbox_jobs_state" CHECK ("outbox_jobs"."state" IN ('queued', 'done', 'dead'))
);
--> statement-breakpoint
DROP INDEX "orders_one_awaiting_payment";--> statement-breakpoint
ALTER TABLE "provider_callbacks" ADD CONSTRAINT "provider_callbacks_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_callbacks_body" ON "provider_callbacks" USING btree ("attempt_id","body_sha256");--> statement-breakpoint
CREATE INDEX "provider_callbacks_attempt_idx" ON "provider_callbacks" USING btree ("attempt_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_jobs_cause" ON "outbox_jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("run_after") WHERE "outbox_jobs"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_awaiting_payment" ON "orders" USING btree ("user_id") WHERE "orders"."payment_status" = 'pending' AND "orders"."awaits_online_payment" AND "orders"."status" <> 'cancelled';