import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sandboxPlugin } from '@mitumba/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { createAuth, type Auth } from './lib/auth.ts';
import type { Storage } from './lib/storage.ts';
import { createBannersRepo } from './modules/banners/banners.repo.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { createCatalogRepo } from './modules/catalog/catalog.repo.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createUsersRepo } from './modules/users/users.repo.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerWebApp } from './modules/web/web.routes.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  storage: Storage;
  jwtSecret: string;
  /** Mount the provider sandbox under /sandbox (npm start does; the API tests start it on their own). */
  withSandbox?: boolean;
};

export type App = FastifyInstance & { auth: Auth };

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const nonScreenPrefixes = ['/api/', '/media/', '/sandbox/'];

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database, storage } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: { info: { title: 'Mitumba API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const auth = createAuth(database.db, deps.jwtSecret);
  const catalog = createCatalogService(createCatalogRepo(database.db));

  await app.register(catalogRoutes(catalog));
  await app.register(bannersRoutes(auth, createBannersRepo(database.db)));
  await app.register(usersRoutes(auth, createUsersRepo(database.db)));
  await app.register(mediaRoutes(storage));
  if (deps.withSandbox) await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: config.publicUrl });

  const serveScreen = await registerWebApp(app, {
    distDir: path.resolve(config.webDistDir ?? defaultWebDist),
    publicUrl: config.publicUrl,
    catalog,
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isScreen = (request.method === 'GET' || request.method === 'HEAD')
      && !nonScreenPrefixes.some((prefix) => pathname.startsWith(prefix));
    if (isScreen) return serveScreen(request, reply);
    return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
  });

  return Object.assign(app, { auth }) as unknown as App;
}
