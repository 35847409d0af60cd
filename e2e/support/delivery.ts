import assert from 'node:assert/strict';
import { freePickupIn } from '../../apps/api/src/test/delivery.ts';

/**
 * The demo shop delivers by options per county (decision 0044): an order placed through the API names one. The
 * journeys that set orders up use a free Nairobi pickup point, so their totals stay the cart's.
 */
export async function freeNairobiPickup(baseUrl: string): Promise<string> {
  const pickup = await freePickupIn(baseUrl, 'Nairobi');
  assert.ok(pickup, 'the demo shop has a free pickup point in Nairobi');
  return pickup;
}
