-- Points move to the ledger: what a customer held becomes one opening entry, then the stored number goes.
INSERT INTO "points_ledger" ("user_id", "kind", "points", "reason", "source", "dedupe_key")
SELECT "id", 'adjusted', "points", 'Points held before the points ledger', 'migration:0014', 'opening:' || "id"
FROM "users" WHERE "points" <> 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "points";
