import type { Response as InjectResponse } from 'light-my-request';
import type { App } from '../app.ts';
import type { TestContext } from '../test/app.ts';
import { insertUser } from '../test/factories.ts';
import type { FuzzCase } from './fuzz-cases.ts';
import type { RequestValues } from './request-values.ts';
import { fillPath, type RouteUnderTest } from './routes-under-test.ts';

export type Role = 'customer' | 'cashier' | 'admin';
/** Who calls: a visitor has no headers, the others a bearer token of a live session. */
export type Actor = { name: string; headers: Record<string, string>; userId?: string };
export const visitor: Actor = { name: 'visitor', headers: {} };

/** A user of each role; `actor()` starts a fresh session, so a case that logs out does not spoil the next one. */
export async function usersByRole(ctx: TestContext) {
  const users = {
    customer: await insertUser(ctx.database.db),
    cashier: await insertUser(ctx.database.db, { role: 'cashier' }),
    admin: await insertUser(ctx.database.db, { role: 'admin' }),
  };
  return {
    users,
    async actor(role: Role): Promise<Actor> {
      const { token } = await ctx.app.auth.startSession(users[role].id);
      return { name: role, headers: { authorization: `Bearer ${token}` }, userId: users[role].id };
    },
  };
}

let requestCount = 0;
/**
 * A different client address for every request, so per-IP rate limits count each try once and never stand in
 * front of the validation this suite wants to reach (a 429 would still be a proper 4xx).
 */
export function nextRemoteAddress(): string {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
}

function queryString(query: RequestValues['query'], raw?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  const parts = [search.toString(), raw ?? ''].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Sends one request through `app.inject` (the whole HTTP pipeline: routing, parsing, validation, hooks). */
export function send(app: App, route: RouteUnderTest, actor: Actor, request: Pick<FuzzCase, 'values' | 'rawBody' | 'rawQuery' | 'rawPath'>): Promise<InjectResponse> {
  const { values } = request;
  const url = `${request.rawPath ?? fillPath(route.url, values.params)}${queryString(values.query, request.rawQuery)}`;
  const headers: Record<string, string> = { ...actor.headers };
  let payload: string | undefined;
  if (request.rawBody) {
    payload = request.rawBody.payload;
    headers['content-type'] = request.rawBody.contentType;
  } else if (route.takesBody && values.body !== undefined) {
    payload = JSON.stringify(values.body);
    headers['content-type'] = 'application/json';
  }
  return app.inject({ method: route.method as 'GET', url, headers, payload, remoteAddress: nextRemoteAddress() });
}

/** What is wrong with an error answer, if anything: every 4xx is `{ success: false, message: <text> }`. */
export function envelopeProblem(response: InjectResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 120)}`;
  }
  const envelope = body as { success?: unknown; message?: unknown };
  if (envelope?.success !== false) return `success is ${JSON.stringify(envelope?.success)}`;
  if (typeof envelope.message !== 'string' || envelope.message.trim() === '') return 'no message';
  return null;
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
export const isClientError = (status: number) => status >= 400 && status < 500;
