import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';

/** Scaffold: filled by its owner in this change. */
export async function registerAdminDashboard(_app: FastifyInstance, _deps: AdminDeps): Promise<void> {}
