import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { persistentSecret } from './lib/secrets.ts';
import { createShutdown } from './lib/shutdown.ts';
import { assertSharedSigningKey, connectionBudget, describeConnectionBudget } from './instance-settings.ts';
import { assertReadyForProduction } from './production-checks.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { describeShopMode, shopMode } from './shop-mode.ts';

/** `npm start`: migrate, seed the demo shop when asked, serve the API, the web app and the sandbox. */
async function main() {
  // npm start seeds the demo shop unless told otherwise; production never does.
  const config = loadConfig({ SEED_DEMO: process.env.NODE_ENV === 'production' ? 'false' : 'true', ...process.env });
  assertSharedSigningKey(config);
  const database = await openDatabase(config);
  // On PostgreSQL under an advisory lock: instances starting together migrate one after the other (decision 0031).
  await database.migrate();
  await assertReadyForProduction(config, database.db);
  const storage = createStorage(config);
  if (config.seedDemo) {
    const started = Date.now();
    const result = await seedDemo(database.db, storage);
    if (result.seeded) console.log(`Seeded the demo shop: ${result.products} products in ${Date.now() - started} ms`);
  }
  // PGlite runs no autovacuum daemon, so the planner's statistics are refreshed here (about 0.5 s per 20,000 products).
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`);
  const jwtSecret = await persistentSecret(config.dataDir, 'jwt-secret', config.jwtSecret);
  // The emulators settle payments for anyone who asks: buildApp mounts them only in a demo shop (shop-mode.ts). Their
  // prompts and payments are kept in DATA_DIR/sandbox, so a restart forgets none in flight (decision 0028).
  const sandbox = { stateDir: path.join(config.dataDir, 'sandbox') };
  const app = await buildApp({ config, database, storage, jwtSecret, withSandbox: true, sandbox });

  // Drain, then close (lib/shutdown.ts); a second signal exits at once.
  const shutdown = createShutdown({ app, database, ...config.shutdown, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${path.resolve(config.dataDir, 'pglite')}` : 'PostgreSQL';
  console.log(`Mitumba is open at ${config.publicUrl} (database: ${where}; mail goes to ${app.mailer.destination})`);
  console.log(`Mode: ${describeShopMode(shopMode(config))}`);
  if (database.kind === 'postgres') console.log(describeConnectionBudget(connectionBudget(config, database.listeners().length)));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
