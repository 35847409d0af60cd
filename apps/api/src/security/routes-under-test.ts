import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app.ts';
import { jsonSchemaOf, type JsonSchema } from './json-schema.ts';

export type RequestPart = 'params' | 'querystring' | 'body';
export const requestParts: readonly RequestPart[] = ['params', 'querystring', 'body'];

/** One method and path the app serves, with the validators it declared for each part of the request. */
export type RouteUnderTest = {
  method: string;
  url: string;
  /** `METHOD url`, for messages. */
  name: string;
  validators: Partial<Record<RequestPart, z.ZodType>>;
  schemas: Partial<Record<RequestPart, JsonSchema>>;
  /** Methods whose body Fastify parses (a GET's body is never read). */
  takesBody: boolean;
};

const takesInput = (route: RouteOptions) => requestParts.some((part) => (route.schema as Record<string, unknown> | undefined)?.[part]);

/**
 * What cannot take user data, and so is not swept:
 * - HEAD: Fastify's automatic twin of each GET (same handler, same validation, no body in the answer).
 * - /api/docs: swagger-ui's bundled assets and the OpenAPI document generated from our own schemas.
 * - /sandbox: the local emulators of the payment providers (their public APIs, a third party's surface, not ours);
 *   they are mounted only in the demo and their exposure is the "safe by default" tests' concern.
 * - Static files of the built web app (a path with a file extension, no params, query or body schema): bytes on disk.
 */
const skipped: readonly { reason: string; test: (method: string, url: string, route: RouteOptions) => boolean }[] = [
  { reason: 'HEAD twin of a GET', test: (method) => method === 'HEAD' },
  { reason: 'API docs assets', test: (_method, url) => url === '/api/docs' || url.startsWith('/api/docs/') },
  { reason: 'provider emulators', test: (_method, url) => url === '/sandbox' || url.startsWith('/sandbox/') },
  { reason: 'static file', test: (_method, url, route) => !takesInput(route) && /\.[a-z0-9]+$/i.test(url) && !url.startsWith('/api/') },
];

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/** Every route in the app's own route table, minus what cannot take user data; a route added tomorrow is in it. */
export function routesUnderTest(app: App): RouteUnderTest[] {
  const seen = new Set<string>();
  const routes: RouteUnderTest[] = [];
  for (const route of app.routeTable) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.map((name) => name.toUpperCase())) {
      const name = `${method} ${route.url}`;
      if (seen.has(name) || skipped.some((skip) => skip.test(method, route.url, route))) continue;
      seen.add(name);
      const declared = (route.schema ?? {}) as Partial<Record<RequestPart, unknown>>;
      const validators: RouteUnderTest['validators'] = {};
      const schemas: RouteUnderTest['schemas'] = {};
      for (const part of requestParts) {
        const schema = declared[part];
        if (!schema) continue;
        if (isZod(schema)) validators[part] = schema;
        schemas[part] = isZod(schema) ? jsonSchemaOf(schema) : (schema as JsonSchema);
      }
      routes.push({ method, url: route.url, name, validators, schemas, takesBody: !['GET', 'HEAD', 'OPTIONS'].includes(method) });
    }
  }
  return routes;
}

/** Path parameter names of a route pattern (`:id`, and `*` for a wildcard). */
export function pathParamNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  return url.includes('*') ? [...names, '*'] : names;
}

/** Percent-encoding that also sends a lone surrogate, as the bytes a careless client would (ED A0 80: not UTF-8). */
function encodeSegment(value: string): string {
  return value.split(/([\ud800-\udfff])/).map((part) => {
    try {
      return encodeURIComponent(part);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** The concrete path for a pattern and parameter values (encoded, so a value cannot add path segments). */
export function fillPath(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeSegment(String(params[name] ?? '')))
    .replace('*', () => String(params['*'] ?? 'x').split('/').map(encodeSegment).join('/'));
}

/** Whether zod (the route's own validator) accepts a part as it will arrive; parts without a zod validator pass. */
export function accepts(route: RouteUnderTest, part: RequestPart, value: unknown): boolean {
  const validator = route.validators[part];
  return validator ? validator.safeParse(value).success : true;
}
