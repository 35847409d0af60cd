import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { couriers } from '../db/schema/index.ts';

/** A seeded courier's id by its name (the migration seeds G4S, Fargo Courier, Pickup Mtaani and Shop rider). */
export async function courierIdOf(db: Db, name = 'G4S'): Promise<string> {
  const [row] = await db.select({ id: couriers.id }).from(couriers).where(eq(couriers.name, name));
  if (!row) throw new Error(`no courier named ${name}`);
  return row.id;
}

/** A dispatch body with a seeded courier and a tracking number, and the note if any. */
export async function dispatchBody(db: Db, reason = '', trackingNumber = 'G4S-100200'): Promise<{ courier: string; trackingNumber: string; reason: string }> {
  return { courier: await courierIdOf(db), trackingNumber, reason };
}
