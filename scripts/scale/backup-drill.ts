/**
 * The restore drill of docs/deploy.md: deploy/backup.sh backs the running shop up (pg_dump and the photos), then
 * deploy/restore.sh puts it into an empty database and an empty bucket, and a new instance on those serves the same
 * orders and the same photos.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { shopperEmail } from '../faults/harness.ts';
import { signInAs } from './accounts.ts';
import type { Check } from './checks.ts';
import { SHOP_DATABASE } from './cluster.ts';
import { download, expectStatus, request } from './http.ts';
import { deployDir } from './nginx.ts';

const run = promisify(execFile);
const RESTORED_DATABASE = 'shop_restored';
const RESTORED_BUCKET = 'mitumba-media-restored';

type OrderRow = { order_ref: string; status: string; payment_status: string; amount_cents: number };
const ORDERS = `SELECT order_ref, status::text, payment_status::text, amount_cents::int FROM orders ORDER BY order_ref`;

export const backupAndRestore: Check = {
  name: 'backup and restore drill',
  async run(cluster, state) {
    const { postgres, store } = cluster;
    const backupDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-backup-'));
    try {
      const script = (name: string, args: string[], env: Record<string, string>) =>
        run(path.join(deployDir, name), args, { env: { ...process.env, ...env, BACKUP_DIR: backupDir }, timeout: 120_000 });
      const started = Date.now();
      await script('backup.sh', [], { DATABASE_URL: cluster.databaseUrl, ...store.env(store.bucket) });
      const backedUp = Date.now() - started;
      const [dump] = (await readdir(path.join(backupDir, 'db'))).filter((file) => file.endsWith('.dump'));
      if (!dump) throw new Error('backup.sh wrote no dump');
      const photos = (await readdir(path.join(backupDir, 'media'), { recursive: true })).length;

      const restoredUrl = await postgres.createDatabase(RESTORED_DATABASE);
      await store.createBucket(RESTORED_BUCKET);
      const restoring = Date.now();
      await script('restore.sh', [path.join(backupDir, 'db', dump)], { DATABASE_URL: restoredUrl, ...store.env(RESTORED_BUCKET) });
      const restored = Date.now() - restoring;

      const original = await postgres.sql<OrderRow>(ORDERS, [], SHOP_DATABASE);
      const copy = await postgres.sql<OrderRow>(ORDERS, [], RESTORED_DATABASE);
      if (original.length === 0) throw new Error('the shop had no orders to back up');
      if (JSON.stringify(copy) !== JSON.stringify(original)) throw new Error(`the restored orders differ: ${original.length} before, ${copy.length} after`);

      const instance = await cluster.instance({ databaseUrl: restoredUrl, bucket: RESTORED_BUCKET, seedDemo: false });
      try {
        await instance.start();
        // A shopper of the rolling restart's load: their orders were placed through nginx on both instances.
        const token = await signInAs(instance.baseUrl, shopperEmail(1));
        const listed = expectStatus(await request(`${instance.baseUrl}/api/order/userorders`, { token, json: {} }), 200, 'orders on the restored shop');
        const photo = state.photo;
        if (!photo) throw new Error('no photo was uploaded earlier in the journey');
        const served = await download(photo.url.startsWith('http') ? photo.url : `${instance.baseUrl}${photo.url}`);
        if (!served.bytes.equals(photo.bytes)) throw new Error('the restored shop serves other bytes for the photo');
        const customerOrders = Array.isArray(listed.orders) ? listed.orders.length : 0;
        if (customerOrders === 0) throw new Error('the restored shop lists no orders for a shopper who placed some');
        return `backup ${(backedUp / 1000).toFixed(1)} s (${photos} media files), restore ${(restored / 1000).toFixed(1)} s; `
          + `${copy.length} orders identical, a shopper sees their ${customerOrders}, the uploaded photo served by a new instance`;
      } finally {
        await instance.stop();
      }
    } finally {
      await rm(backupDir, { recursive: true, force: true });
    }
  },
};
