import type { Db } from '../client.ts';
import { deliveryOptions } from '../schema/index.ts';

/**
 * Delivery to try at checkout: free pickup points and a paid door delivery in Nairobi, paid door delivery to Mombasa
 * and Kisumu, and a free pickup in Mombasa too. Other counties have none, so the checkout says so (decision 0044).
 */
export async function seedDemoDelivery(db: Db): Promise<void> {
  await db.insert(deliveryOptions).values([
    { county: 'Nairobi', kind: 'pickup', name: 'Mitumba CBD agent', place: 'Moi Avenue, Imenti House, shop 14', openingHours: 'Mon–Sat 8:00–19:00', feeCents: 0, etaDays: 1 },
    { county: 'Nairobi', kind: 'pickup', name: 'Westlands pickup', place: 'Sarit Centre, lower ground floor', openingHours: 'Daily 9:00–20:00', feeCents: 0, etaDays: 1 },
    { county: 'Nairobi', kind: 'door', name: 'Door delivery in Nairobi', feeCents: 20_000, etaDays: 1 },
    { county: 'Mombasa', kind: 'pickup', name: 'Mombasa town agent', place: 'Digo Road, Mwembe Tayari', openingHours: 'Mon–Sat 8:00–18:00', feeCents: 0, etaDays: 3 },
    { county: 'Mombasa', kind: 'door', name: 'Door delivery to Mombasa', feeCents: 35_000, etaDays: 3 },
    { county: 'Kisumu', kind: 'door', name: 'Door delivery to Kisumu', feeCents: 35_000, etaDays: 3 },
  ]);
}
