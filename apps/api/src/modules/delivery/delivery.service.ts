import {
  DELIVERY_MESSAGES, centsToShillings, countyOf, type County, type DeliveryKind, type DeliveryOption, type OrderDelivery,
} from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { DeliveryOptionRow, DeliveryRepo } from './delivery.repo.ts';

/** What an order keeps of the option it was placed with: a copy, so later edits of the option leave it alone. */
export type DeliverySnapshot = {
  optionId: string; county: string; kind: DeliveryKind; name: string; place: string | null; openingHours: string | null;
  feeCents: number; etaDays: number;
};
/** The delivery a placement carries: its fee (cents) and the snapshot, or none (a shop without options, a walk-in sale). */
export type ChosenDelivery = { feeCents: number; snapshot: DeliverySnapshot | null };
export const NO_DELIVERY: ChosenDelivery = { feeCents: 0, snapshot: null };

/** A pickup point's place and hours, left out when there are none (the views' optional fields). */
const placeAndHours = (place: string | null | undefined, openingHours: string | null | undefined) => ({
  ...(place ? { place } : {}), ...(openingHours ? { openingHours } : {}),
});

/** An option as the checkout shows it (fee in whole shillings). */
export function toDeliveryOption(row: DeliveryOptionRow): DeliveryOption {
  return {
    id: row.id, kind: row.kind as DeliveryKind, name: row.name, ...placeAndHours(row.place, row.openingHours),
    fee: centsToShillings(row.feeCents), etaDays: row.etaDays,
  };
}

/** The order view's delivery from an order's snapshot (null for orders placed without one). */
export function orderDeliveryOf(snapshot: unknown): OrderDelivery | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const { kind, name, place, openingHours, etaDays } = snapshot as DeliverySnapshot;
  return { kind, name, ...placeAndHours(place, openingHours), etaDays };
}

/**
 * Delivery at checkout (decision 0044). A shop with no enabled option anywhere delivers free without a choice (the
 * spec's "Shipping: Free"); once it has some, the county must have one and the customer must choose one of them.
 */
export function createDeliveryService(repo: DeliveryRepo) {
  return {
    optionsFor: async (county: County) => (await repo.listEnabled(county)).map(toDeliveryOption),

    /**
     * The option a placement chose, read in the placement's transaction: its fee goes into the total the customer's
     * amount is checked against. Another county's option, a switched-off or unknown one is refused.
     */
    async chooseWithin(tx: Db, countyName: string | undefined, optionId: string | undefined): Promise<ChosenDelivery> {
      const county = countyOf(countyName);
      if (optionId) {
        const option = await repo.findWithin(tx, optionId);
        if (!option || !option.enabled || option.county !== county) throw new AppError('CONFLICT', DELIVERY_MESSAGES.unavailable);
        return {
          feeCents: option.feeCents,
          snapshot: {
            optionId: option.id, county: option.county, kind: option.kind as DeliveryKind, name: option.name, place: option.place,
            openingHours: option.openingHours, feeCents: option.feeCents, etaDays: option.etaDays,
          },
        };
      }
      const coverage = await repo.coverageWithin(tx, county);
      if (!coverage.shop) return NO_DELIVERY;
      if (!county) throw badRequest(DELIVERY_MESSAGES.county);
      if (coverage.county) throw badRequest(DELIVERY_MESSAGES.chooseOption);
      throw new AppError('BUSINESS_RULE', DELIVERY_MESSAGES.noOptions);
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
