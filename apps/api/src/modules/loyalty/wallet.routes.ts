import {
  formatCardPrice, redeemBodySchema, redeemResponseSchema, walletBalanceQuerySchema, walletBalanceResponseSchema, loyaltyMessages,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { PointsLedger } from './points-ledger.ts';
import type { createRedeemer } from './redeem.ts';

const tags = ['loyalty'];

/** The wallet (spec 2 §7): a customer's own balance, and redeeming it into a coupon. Identity from the token only. */
export function walletRoutes(deps: { ledger: PointsLedger; redeem: ReturnType<typeof createRedeemer> }): FastifyPluginAsyncZod {
  const { ledger, redeem } = deps;
  return async (app) => {
    // The spec calls this without a header: such a call learns nothing (401); another customer's id is refused (403)
    // whether or not that account exists (decision 0021).
    app.get('/api/wallet/balance', {
      config: { access: 'signed-in', loginMessage: loyaltyMessages.walletLogin },
      schema: { tags, summary: "The signed-in customer's points (jbwallet)", querystring: walletBalanceQuerySchema, response: { 200: walletBalanceResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.query.userId);
      const { available, pending, nextAvailableAt } = await ledger.split(user.id);
      // Pending points (decision 0021 §8) are told only when there are some: a wallet without them answers as before.
      return {
        success: true as const, jbwallet: available,
        ...(pending > 0 ? { pendingPoints: pending, nextAvailableAt: nextAvailableAt?.toISOString() ?? null } : {}),
      };
    });

    app.post('/api/coupon/redeem', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Turn the whole available points balance (at least 100; pending points wait) into a single-use coupon', body: redeemBodySchema, response: { 200: redeemResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const { coupon, redeemed } = await redeem(user.id, request.body.pointsToRedeem ?? 0);
      return {
        success: true as const, jbwallet: 0, couponCode: coupon.code, coupon,
        message: `Your ${redeemed.toLocaleString('en-KE')} points are now coupon ${coupon.code}, worth ${formatCardPrice(coupon.discount)}.`,
      };
    });
  };
}
