CREATE TABLE "mpesa_c2b_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"short_code" text NOT NULL,
	"version" text NOT NULL,
	"confirmation_url" text NOT NULL,
	"validation_url" text DEFAULT '' NOT NULL,
	"ok" boolean NOT NULL,
	"answer" jsonb,
	"actor_id" uuid,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_c2b_registrations_kind" CHECK ("mpesa_c2b_registrations"."kind" IN ('c2b', 'pull'))
);
--> statement-breakpoint
CREATE TABLE "mpesa_c2b_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trans_id" text NOT NULL,
	"source" text NOT NULL,
	"short_code" text NOT NULL,
	"bill_ref" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"msisdn" text DEFAULT '' NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"transacted_at" timestamp with time zone NOT NULL,
	"payload" jsonb,
	"outcome" text DEFAULT 'received' NOT NULL,
	"note" text,
	"order_id" uuid,
	"attempt_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "mpesa_c2b_transactions_trans_id_unique" UNIQUE("trans_id"),
	CONSTRAINT "mpesa_c2b_transactions_outcome" CHECK ("mpesa_c2b_transactions"."outcome" IN ('received', 'paid', 'part-paid', 'held', 'unmatched', 'attached', 'known'))
);
--> statement-breakpoint
ALTER TABLE "mpesa_c2b_registrations" ADD CONSTRAINT "mpesa_c2b_registrations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_c2b_transactions" ADD CONSTRAINT "mpesa_c2b_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_c2b_transactions" ADD CONSTRAINT "mpesa_c2b_transactions_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_c2b_transactions" ADD CONSTRAINT "mpesa_c2b_transactions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_c2b_registrations_kind_idx" ON "mpesa_c2b_registrations" USING btree ("kind","registered_at");--> statement-breakpoint
CREATE INDEX "mpesa_c2b_transactions_outcome_idx" ON "mpesa_c2b_transactions" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_receipt_idx" ON "payment_attempts" USING btree ("receipt") WHERE "payment_attempts"."receipt" IS NOT NULL;