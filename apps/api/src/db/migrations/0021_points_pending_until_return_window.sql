-- Points pending until the return window of the order that earned them has closed (decisions 0021 §8, 0022 §4a).
ALTER TABLE "points_ledger" ADD COLUMN "order_ref" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "available_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "taken_back_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_ref") WHERE "points_ledger"."order_ref" IS NOT NULL;--> statement-breakpoint
-- Which order each existing entry belongs to: an order's earned points and their take-back,
UPDATE "points_ledger" SET "order_ref" = substring("source" from 7) WHERE "kind" = 'earned' AND "source" LIKE 'order:%';--> statement-breakpoint
UPDATE "points_ledger" SET "order_ref" = substring("dedupe_key" from 10) WHERE "dedupe_key" LIKE 'reversed:%';--> statement-breakpoint
-- a referral's award (keyed referral:{id}:{orderRef}, or the first version's referral:{id}) and its take-back.
UPDATE "points_ledger" SET "order_ref" = split_part("dedupe_key", ':', 3) WHERE "kind" = 'awarded' AND "dedupe_key" LIKE 'referral:%:%';--> statement-breakpoint
UPDATE "points_ledger" pl SET "order_ref" = r."awarded_order_ref" FROM "referrals" r
  WHERE pl."kind" = 'awarded' AND pl."order_ref" IS NULL AND pl."source" = 'referral:' || r."id"::text AND r."awarded_order_ref" IS NOT NULL;--> statement-breakpoint
UPDATE "points_ledger" SET "order_ref" = split_part("dedupe_key", ':', 3) WHERE "dedupe_key" LIKE 'referral-revoked:%:%';--> statement-breakpoint
-- When they become spendable: entries of no order when written; an order's at its delivery + 7 days (already past for
-- an order whose window closed: available), still pending (null) while the order is not delivered.
UPDATE "points_ledger" SET "available_at" = "created_at" WHERE "order_ref" IS NULL;--> statement-breakpoint
UPDATE "points_ledger" pl SET "available_at" = o."delivered_at" + interval '7 days'
  FROM "orders" o WHERE o."order_ref" = pl."order_ref" AND o."delivered_at" IS NOT NULL;--> statement-breakpoint
UPDATE "points_ledger" pl SET "available_at" = NULL
  WHERE pl."order_ref" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."order_ref" = pl."order_ref" AND o."delivered_at" IS NOT NULL);--> statement-breakpoint
-- A referral awards once in its life: one the first version put back to pending after a refund stays awarded, taken back.
UPDATE "referrals" r SET "status" = 'awarded',
    "awarded_order_ref" = (SELECT pl."order_ref" FROM "points_ledger" pl WHERE pl."kind" = 'awarded' AND pl."source" = 'referral:' || r."id"::text ORDER BY pl."created_at" DESC LIMIT 1),
    "awarded_at" = (SELECT pl."created_at" FROM "points_ledger" pl WHERE pl."kind" = 'awarded' AND pl."source" = 'referral:' || r."id"::text ORDER BY pl."created_at" DESC LIMIT 1),
    "taken_back_at" = (SELECT max(pl."created_at") FROM "points_ledger" pl WHERE pl."kind" = 'adjusted' AND pl."source" = 'referral:' || r."id"::text)
  WHERE r."status" = 'pending' AND EXISTS (SELECT 1 FROM "points_ledger" pl WHERE pl."kind" = 'awarded' AND pl."source" = 'referral:' || r."id"::text);--> statement-breakpoint
UPDATE "referrals" r SET "taken_back_at" = (SELECT max(pl."created_at") FROM "points_ledger" pl WHERE pl."dedupe_key" = 'referral-revoked:' || r."id"::text || ':' || r."awarded_order_ref")
  WHERE r."status" = 'awarded' AND r."taken_back_at" IS NULL AND r."awarded_order_ref" IS NOT NULL;
