-- SMS to customers through Africa's Talking (decision 0042): each message with its cause, numbers that opted out, the
-- customer's SMS choice, and who has the chat open (seen by every instance).
CREATE TABLE "chat_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cause_key" text NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"status_code" integer,
	"cost" text,
	"delivery_status" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	CONSTRAINT "sms_messages_status" CHECK ("sms_messages"."status" IN ('queued', 'sent', 'refused', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "sms_opted_out_numbers" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_presence_user_idx" ON "chat_presence" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_cause" ON "sms_messages" USING btree ("cause_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id" ON "sms_messages" USING btree ("provider_message_id") WHERE "sms_messages"."provider_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_messages_order_idx" ON "sms_messages" USING btree ("order_id");