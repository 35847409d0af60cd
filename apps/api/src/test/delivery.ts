import type { DeliveryOptionsResponse } from '@mitumba/contracts';

/**
 * A free pickup point in `county` from a running shop's public list (the demo shop has some in Nairobi), for the
 * journeys, benchmarks and fault drills that place orders through the API; undefined when the shop has none.
 */
export async function freePickupIn(baseUrl: string, county = 'Nairobi'): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/delivery/options?county=${encodeURIComponent(county)}`);
  if (!response.ok) return undefined;
  const answer = (await response.json()) as DeliveryOptionsResponse;
  return answer.options.find((option) => option.kind === 'pickup' && option.fee === 0)?.id;
}
