import type { Courier } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Admin } from '../admin-orders.service.ts';
import type { CourierChanges, CourierRow, CouriersRepo } from './couriers.repo.ts';

const NOT_FOUND = 'Courier not found';
const NAME_TAKEN = 'A courier with this name already exists';

export const courierView = (row: CourierRow): Courier => ({ id: row.id, name: row.name, trackingUrlPattern: row.trackingUrlPattern, enabled: row.enabled });
/** What the audit log keeps of a courier. */
const snapshot = (row: CourierRow) => ({ name: row.name, trackingUrlPattern: row.trackingUrlPattern, enabled: row.enabled });

/** The unique name index refusing a second courier of the same name (any case): a clear 409. */
function refuseTakenName(error: unknown): never {
  if (uniqueViolation(error) === 'couriers_name_idx') throw new AppError('CONFLICT', NAME_TAKEN);
  throw error;
}

type CourierUpdate = { name?: string | undefined; trackingUrlPattern?: string | null | undefined; enabled?: boolean | undefined };

/** /admin/couriers: the list, a new courier, an edit (name, tracking link, on/off); each change audited with it. */
export function createAdminCouriersService(deps: { db: Db; repo: CouriersRepo }) {
  const { db, repo } = deps;

  return {
    list: async (): Promise<Courier[]> => (await repo.list()).map(courierView),

    async create(admin: Admin, body: { name: string; trackingUrlPattern: string | null; enabled?: boolean | undefined }): Promise<Courier> {
      try {
        return courierView(await db.transaction(async (tx) => {
          const row = await repo.insert(tx, { name: body.name, trackingUrlPattern: body.trackingUrlPattern, enabled: body.enabled ?? true });
          await record(tx, { actor: admin, action: 'courier.create', entity: 'courier', entityId: row.id, before: null, after: snapshot(row), reason: `Courier added: ${row.name}` });
          return row;
        }));
      } catch (error) {
        return refuseTakenName(error);
      }
    },

    async update(admin: Admin, id: string, body: CourierUpdate): Promise<Courier> {
      const changes: CourierChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.trackingUrlPattern !== undefined) changes.trackingUrlPattern = body.trackingUrlPattern || null;
      if (body.enabled !== undefined) changes.enabled = body.enabled;
      try {
        return courierView(await db.transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before) throw notFound(NOT_FOUND);
          const after = await repo.update(tx, id, changes, new Date());
          if (!after) throw notFound(NOT_FOUND);
          await record(tx, { actor: admin, action: 'courier.update', entity: 'courier', entityId: id, before: snapshot(before), after: snapshot(after), reason: `Courier edited: ${after.name}` });
          return after;
        }));
      } catch (error) {
        return refuseTakenName(error);
      }
    },
  };
}

export type AdminCouriersService = ReturnType<typeof createAdminCouriersService>;
