import fc from 'fast-check';
import { validArbitrary, type FieldPath } from './json-schema.ts';
import { accepts, pathParamNames, type RequestPart, type RouteUnderTest } from './routes-under-test.ts';

/** A request's three inputs as they travel: params and query as strings (query keys may repeat), the body as JSON. */
export type RequestValues = {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
};

/** Params and query strings arrive as text: what the route's validator will see. */
export function asText(value: unknown): Record<string, string | string[]> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]): [string, string | string[]][] => {
    if (item === undefined) return [];
    if (Array.isArray(item)) return [[key, item.map((element) => (typeof element === 'object' ? JSON.stringify(element) : String(element)))]];
    return [[key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)]];
  }));
}

const arrivalForm = (part: RequestPart, value: unknown) => (part === 'body' ? value : asText(value));

/**
 * One value for a part that the route's own validator accepts, drawn with a fixed seed; when no draw passes (a
 * refinement JSON Schema cannot express), the first draw, so the route is still exercised.
 */
function validPart(route: RouteUnderTest, part: RequestPart, seed: number): unknown {
  const schema = route.schemas[part];
  if (!schema) return undefined;
  const draws = fc.sample(validArbitrary(schema), { seed, numRuns: 40 });
  return draws.find((draw) => accepts(route, part, arrivalForm(part, draw))) ?? draws[0];
}

/** A request the route's contract accepts (params always filled, so the path matches the route). */
export function validRequest(route: RouteUnderTest, seed: number): RequestValues {
  const params = asText(validPart(route, 'params', seed)) as Record<string, string>;
  for (const name of pathParamNames(route.url)) if (!params[name]) params[name] = 'x1';
  return {
    params,
    query: asText(validPart(route, 'querystring', seed + 1)),
    body: route.schemas.body ? validPart(route, 'body', seed + 2) : route.takesBody ? {} : undefined,
  };
}

export function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is `remove`); parents are created. */
export const remove = Symbol('remove');
export function withValueAt(root: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value === remove ? undefined : value;
  const copy = (typeof root === 'object' && root !== null ? clone(root) : {}) as Record<string | number, unknown>;
  let node = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      if (value === remove) delete node[key];
      else node[key] = value;
      break;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  return copy;
}

/** The request with every `userId` field (path, query or body, at any depth) set to the caller's own id. */
export function asOwnRequest(values: RequestValues, userId: string | undefined): RequestValues {
  if (!userId) return values;
  const own = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(own);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'userId' ? userId : own(item)]));
  };
  return { params: own(values.params) as RequestValues['params'], query: own(values.query) as RequestValues['query'], body: own(values.body) };
}
