import { myReferralsResponseSchema, referralLinkResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['referrals'];

/** Spec 2 §7: the signed-in customer's referral link and referrals (whose: the token's, never a parameter). */
export function referralsRoutes(referrals: ReferralsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/referral-link', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "This customer's referral link (its code made on first asking)", response: { 200: referralLinkResponseSchema } },
    }, async (request) => ({ success: true as const, ...(await referrals.link(userOf(request).id)) }));

    app.get('/api/user/my-referrals', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The friends this customer referred (masked), and the counts of the four cards', response: { 200: myReferralsResponseSchema } },
    }, async (request) => ({ success: true as const, ...(await referrals.mine(userOf(request).id)) }));
  };
}
