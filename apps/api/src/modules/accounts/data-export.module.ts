import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createDataExport } from './data-export.service.ts';
import { dataExportRoutes } from './data-export.routes.ts';
import type { ProfileService } from './profile.service.ts';

/** The customer's data export (GET /api/user/export). */
export async function registerDataExport(app: FastifyInstance, deps: { db: Db; profiles: ProfileService; orders: OrdersService }): Promise<void> {
  const exporter = createDataExport({ db: deps.db, profile: (userId) => deps.profiles.get(userId), orderViews: (rows) => deps.orders.views(rows) });
  await app.register(dataExportRoutes(exporter));
}
