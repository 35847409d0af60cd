-- Referrals are now recorded when the account that named one is activated (decision 0022). Until now they were
-- recorded on first need from users.referral_phone: record every verified account's referral that is not a row yet.
INSERT INTO "referrals" ("referrer_id", "referred_id", "created_at")
SELECT DISTINCT ON (referred.id) referrer.id, referred.id, referred.created_at
FROM "users" referred
JOIN "users" referrer ON referrer.referral_code = referred.referral_phone OR referrer.phone = referred.referral_phone
WHERE referred.referral_phone IS NOT NULL AND referred.status <> 'unverified'
  AND referrer.id <> referred.id AND referrer.created_at < referred.created_at
ORDER BY referred.id, (referrer.referral_code = referred.referral_phone) DESC NULLS LAST
ON CONFLICT ("referred_id") DO NOTHING;
