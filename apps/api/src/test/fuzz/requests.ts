/**
 * One route's requests as a fast-check arbitrary: path parameters (an existing fixture, a uuid of
 * nothing, not a uuid at all, SQL-like, raw bad percent-encoding), a query string and a JSON body
 * from the route's zod schemas (valid or fuzzed), odd raw bodies and content types.
 */
import fc from "fast-check";
import type { FastifySchema } from "fastify";
import type { z } from "zod";
import { SQL_LIKE, hostileString, wrongType } from "./samples";
import { fuzzedMultipart, multipartPayload, takesMultipart, validMultipart } from "./multipart";
import type { MultipartRequest } from "./multipart";
import type { GenOptions } from "./zodArbitrary";
import { fuzzOf, validOf } from "./zodArbitrary";

export interface FuzzRequest {
  /** Path parameter values, raw: `{ encoded: false }` ones go into the URL as they are. */
  params: Record<string, { value: string; encoded: boolean }>;
  query: unknown;
  body: { json: unknown } | { raw: string } | { multipart: MultipartRequest } | undefined;
  contentType: string;
  /** Index of the caller among the route's callers. */
  caller: number;
}

export interface RouteSpec {
  method: string;
  url: string;
  schema?: FastifySchema;
}

const isZod = (s: unknown): s is z.core.$ZodType => typeof s === "object" && s !== null && "_zod" in s;

/** The zod schema of one path parameter, when the route declares an object of them. */
function paramSchema(params: unknown, name: string): z.core.$ZodType | undefined {
  if (!isZod(params)) return undefined;
  const def = params._zod.def as z.core.$ZodObjectDef;
  return def.type === "object" ? def.shape[name] : undefined;
}

/** Names of a URL's path parameters, in order (`*` for a wildcard). */
export const paramNames = (url: string): string[] => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");

const RAW_SEGMENTS = ["%", "%zz", "%E0%A4%A", "%00", "..", "%2F", "a%2Fb", "%C0%AE"];

function paramArb(
  route: RouteSpec,
  name: string,
  fixture: string,
  o: GenOptions,
): fc.Arbitrary<FuzzRequest["params"][string]> {
  const schema = paramSchema(route.schema?.params, name);
  const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  const encoded = fc.oneof(
    fc.uuid({ version: 4 }),
    fc.constantFrom("00000000-0000-0000-0000-000000000000", "not-a-uuid", "1", "-1", "null", ...SQL_LIKE),
    hostileString(true),
    ...(schema ? [fuzzOf(schema, o).map(asText)] : []),
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant({ value: fixture, encoded: true }) },
    { weight: 4, arbitrary: encoded.map((value) => ({ value, encoded: true })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((value) => ({ value, encoded: false })) },
  );
}

const RAW_BODIES = [
  "{",
  '{"a":1,',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  "1e999",
  '"\\u0000"',
  '{"\\u0000":1}',
  "[]",
  "null",
  "\ufeff{}",
  "[".repeat(5000) + "]".repeat(5000),
];

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Requests for a route: a quarter entirely valid (fixtures, valid query and body), the rest fuzzed.
 * `fixtures` holds a value for each path parameter; `callers` how many callers the route has.
 */
export function requestArb(
  route: RouteSpec,
  fixtures: Record<string, string>,
  callers: number,
  knownIds: Record<string, string[]>,
): fc.Arbitrary<FuzzRequest> {
  const inUrl: GenOptions = { knownIds, inUrl: true };
  const inBody: GenOptions = { knownIds, inUrl: false };
  const names = paramNames(route.url);
  const caller = fc.nat({ max: callers - 1 });
  const querySchema = isZod(route.schema?.querystring) ? route.schema.querystring : undefined;
  const bodySchema = isZod(route.schema?.body) ? route.schema.body : undefined;
  const takesBody = BODY_METHODS.has(route.method);

  const validParams = fc.constant(Object.fromEntries(names.map((n) => [n, { value: fixtures[n]!, encoded: true }])));
  const fuzzParams = fc.record(Object.fromEntries(names.map((n) => [n, paramArb(route, n, fixtures[n]!, inUrl)])));
  const noSchemaExtra = fc.option(fc.dictionary(fc.constantFrom("extra", "sort", "order", "q"), hostileString(true)), {
    nil: undefined,
  });
  const validQuery = querySchema ? validOf(querySchema, inUrl) : fc.constant(undefined);
  const fuzzQuery = querySchema ? fuzzOf(querySchema, inUrl) : noSchemaExtra;
  const multipart = takesMultipart(route);
  const validBody: fc.Arbitrary<FuzzRequest["body"]> = multipart
    ? validMultipart().map((m) => ({ multipart: m }))
    : bodySchema
      ? validOf(bodySchema, inBody).map((json) => ({ json }))
      : fc.constant(undefined);
  const fuzzBody: fc.Arbitrary<FuzzRequest["body"]> = multipart
    ? fc.oneof(
        { weight: 8, arbitrary: fuzzedMultipart().map((m) => ({ multipart: m })) },
        { weight: 1, arbitrary: wrongType().map((json) => ({ json })) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : takesBody
      ? fc.oneof(
          { weight: 8, arbitrary: (bodySchema ? fuzzOf(bodySchema, inBody) : wrongType()).map((json) => ({ json })) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"),
    },
  );

  const valid = fc.record({
    params: validParams,
    query: validQuery,
    body: validBody,
    contentType: fc.constant("application/json"),
    caller,
  });
  const fuzzed = fc.record({ params: fuzzParams, query: fuzzQuery, body: fuzzBody, contentType, caller });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: fuzzed });
}

/** A query value as text: numbers and booleans as written, objects as JSON, null as empty. */
const queryText = (v: unknown): string =>
  typeof v === "string"
    ? v
    : v === null || v === undefined
      ? ""
      : typeof v === "object"
        ? JSON.stringify(v)
        : String(v);

/** Lone surrogates as U+FFFD, as a browser sends them (encodeURIComponent throws on them). */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** The request's URL: path parameters filled in, the query string appended. */
export function urlOf(route: RouteSpec, r: FuzzRequest): string {
  let i = 0;
  const names = paramNames(route.url);
  const path = route.url.replace(/:(\w+)|\*/g, () => {
    const p = r.params[names[i++]!]!;
    return p.encoded ? encodeURIComponent(wellFormed(p.value)) : p.value;
  });
  if (r.query === undefined) return path;
  const search = new URLSearchParams();
  if (r.query !== null && typeof r.query === "object" && !Array.isArray(r.query)) {
    for (const [key, value] of Object.entries(r.query)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, queryText(item));
    }
  } else search.append(queryText(r.query), "");
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The request's body as sent, or undefined for none. */
export function payloadOf(r: FuzzRequest): string | Buffer | undefined {
  if (r.body === undefined) return undefined;
  if ("raw" in r.body) return r.body.raw;
  if ("multipart" in r.body) return multipartPayload(r.body.multipart).payload;
  return r.body.json === undefined ? undefined : JSON.stringify(r.body.json);
}

/** The request's content type: a multipart body's own (it names its boundary), else the one drawn. */
export function contentTypeOf(r: FuzzRequest): string {
  return r.body !== undefined && "multipart" in r.body ? multipartPayload(r.body.multipart).contentType : r.contentType;
}
