import { z } from 'zod';

export * from './referral-rules.ts';

/** GET /api/user/referral-link (spec 2 §7). */
export const referralLinkResponseSchema = z.object({ success: z.literal(true), referralLink: z.string(), referralCode: z.string() });
export type ReferralLinkResponse = z.infer<typeof referralLinkResponseSchema>;

/** One referral as its referrer sees it (spec 2 §3): the friend masked for privacy (decision 0022). */
export const referralEntrySchema = z.object({
  id: z.string(),
  referred: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  date: z.string(),
  status: z.enum(['Awarded', 'Pending']),
  points: z.number().int(),
  /** Only when some of `points` are pending: not spendable until the friend's order can no longer be returned. */
  pendingPoints: z.number().int().optional(),
  /** With `pendingPoints`: when they become available (ISO; null while unknown). */
  pendingUntil: z.string().nullable().optional(),
  /** Only when true: the friend's awarded order was refunded and the award taken back; the referral never awards again. */
  takenBack: z.boolean().optional(),
});
export type ReferralEntry = z.infer<typeof referralEntrySchema>;

/** The four stat cards of /Referral. */
export const referralStatsSchema = z.object({
  total: z.number().int(), pending: z.number().int(), awarded: z.number().int(), pointsEarned: z.number().int(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** GET /api/user/my-referrals (spec 2 §7: success, referrals; the stats are ours). */
export const myReferralsResponseSchema = z.object({ success: z.literal(true), referrals: z.array(referralEntrySchema), stats: referralStatsSchema });
export type MyReferralsResponse = z.infer<typeof myReferralsResponseSchema>;
