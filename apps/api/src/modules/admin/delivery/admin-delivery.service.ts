import {
  adminDeliveryMessages, centsToShillings, shillingsToCents, type AdminDeliveryOption, type County, type DeliveryKind,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { DeliveryOptionChanges, DeliveryOptionRow, DeliveryRepo } from '../../delivery/delivery.repo.ts';
import type { Admin } from '../admin-orders.service.ts';

type Fields = { name?: string | undefined; place?: string | null | undefined; openingHours?: string | null | undefined; fee?: number | undefined; etaDays?: number | undefined; enabled?: boolean | undefined };

const view = (row: DeliveryOptionRow): AdminDeliveryOption => ({
  id: row.id, county: row.county, kind: row.kind as DeliveryKind, name: row.name, place: row.place, openingHours: row.openingHours,
  fee: centsToShillings(row.feeCents), etaDays: row.etaDays, enabled: row.enabled, updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of an option. */
const snapshot = (row: DeliveryOptionRow) => ({
  county: row.county, kind: row.kind, name: row.name, place: row.place, openingHours: row.openingHours, feeCents: row.feeCents, etaDays: row.etaDays, enabled: row.enabled,
});

/** Only the fields given; an empty text clears it. */
function changesOf(fields: Fields): DeliveryOptionChanges {
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.place !== undefined ? { place: fields.place || null } : {}),
    ...(fields.openingHours !== undefined ? { openingHours: fields.openingHours || null } : {}),
    ...(fields.fee !== undefined ? { feeCents: shillingsToCents(fields.fee) } : {}),
    ...(fields.etaDays !== undefined ? { etaDays: fields.etaDays } : {}),
    ...(fields.enabled !== undefined ? { enabled: fields.enabled } : {}),
  };
}

const reasonOf = (fields: Fields) => (Object.keys(fields).length === 1 && fields.enabled !== undefined
  ? (fields.enabled ? 'Switched on' : 'Switched off')
  : 'Edited');

/** The delivery options in the back office: each change and its audit row commit together. */
export function createAdminDeliveryService(deps: { db: Db; repo: DeliveryRepo }) {
  const { db, repo } = deps;
  return {
    list: async (county?: County) => (await repo.listAll(county)).map(view),

    async create(admin: Admin, body: Fields & { county: County; kind: DeliveryKind; name: string; fee: number; etaDays: number }, now = new Date()): Promise<AdminDeliveryOption> {
      return view(await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          ...changesOf(body), county: body.county, kind: body.kind, name: body.name, etaDays: body.etaDays, createdAt: now, updatedAt: now,
        });
        await record(tx, { actor: admin, action: 'delivery-option.create', entity: 'delivery-option', entityId: row.id, before: null, after: snapshot(row), reason: `${body.county}: ${body.name}`, now });
        return row;
      }));
    },

    async update(admin: Admin, id: string, fields: Fields, now = new Date()): Promise<AdminDeliveryOption> {
      return view(await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound(adminDeliveryMessages.notFound);
        const changes = changesOf(fields);
        if (before.kind === 'pickup' && changes.place === null) throw badRequest(adminDeliveryMessages.place);
        const after = await repo.update(tx, id, changes, now);
        if (!after) throw notFound(adminDeliveryMessages.notFound);
        await record(tx, { actor: admin, action: 'delivery-option.update', entity: 'delivery-option', entityId: id, before: snapshot(before), after: snapshot(after), reason: reasonOf(fields), now });
        return after;
      }));
    },
  };
}
export type AdminDeliveryService = ReturnType<typeof createAdminDeliveryService>;
