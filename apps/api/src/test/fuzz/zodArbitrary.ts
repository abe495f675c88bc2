/**
 * fast-check arbitraries from zod 4 schemas, by walking `schema._zod.def`: `valid` values that the
 * schema should accept (boundaries included: empty, min and max lengths, min and max numbers), and
 * `fuzz` values that are valid in most places and hostile in some (out of bounds, wrong types,
 * SQL-like, unicode, NUL, oversized, missing required keys, unknown keys). Transforms and pipes are
 * generated for their input side. A kind the walker does not know gets any JSON value.
 */
import fc from "fast-check";
import type { z } from "zod";
import { EXTRA_KEYS, NUMERIC_EDGES, hostileString, wrongType } from "./samples";

type Schema = z.core.$ZodType;

export interface GenOptions {
  /** Ids that exist, by table, so that some valid uuids name something (and reach deeper than a 404). */
  knownIds: Record<string, string[]>;
  /** The value goes in a URL (path or query): strings stay within what a URL carries. */
  inUrl: boolean;
  /** The object key the value is for (`roomId`, `clientIds`), which says what table its ids come from. */
  key?: string;
}

/** Keys whose table is not their name (`assigneeId` is a user). */
const ID_TABLES: Record<string, string> = {
  assignee: "users",
  user: "users",
  member: "users",
  facilitator: "users",
  coFacilitator: "users",
  signee: "users",
  clinician: "users",
  primaryTherapist: "users",
  session: "group_sessions",
  note: "group_notes",
  entry: "location_board_entries",
  event: "org_events",
  shift: "handoff_shift_records",
};

/** Existing ids for a key: of its table when the key names one (`roomIds` -> rooms), else of any table. */
function idsFor(o: GenOptions): string[] {
  const base = o.key?.replace(/Ids?$/, "");
  if (base && base !== o.key) {
    const snake = base.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const ids = o.knownIds[ID_TABLES[base] ?? `${snake}s`];
    if (ids?.length) return ids;
  }
  return Object.values(o.knownIds).flat();
}

/** Marks a key left out of an object (also a required one, on the fuzz side). */
const OMIT = Symbol("omit");

interface Bounds {
  min?: number;
  max?: number;
  minInclusive: boolean;
  maxInclusive: boolean;
  int: boolean;
  pattern?: RegExp;
  format?: string;
}

function boundsOf(schema: Schema): Bounds {
  const def = schema._zod.def as z.core.$ZodTypeDef & { format?: string; pattern?: RegExp };
  const b: Bounds = { minInclusive: true, maxInclusive: true, int: false, format: def.format, pattern: def.pattern };
  if (def.format === "safeint" || def.format === "int32" || def.format === "uint32") b.int = true;
  for (const check of def.checks ?? []) {
    const c = check._zod.def as z.core.$ZodCheckDef & {
      minimum?: number;
      maximum?: number;
      length?: number;
      value?: number;
      inclusive?: boolean;
      format?: string;
      pattern?: RegExp;
    };
    if (c.check === "min_length") b.min = Math.max(b.min ?? 0, c.minimum!);
    else if (c.check === "max_length") b.max = Math.min(b.max ?? Infinity, c.maximum!);
    else if (c.check === "length_equals") b.min = b.max = c.length;
    else if (c.check === "greater_than") [b.min, b.minInclusive] = [Number(c.value), c.inclusive ?? false];
    else if (c.check === "less_than") [b.max, b.maxInclusive] = [Number(c.value), c.inclusive ?? false];
    else if (c.check === "number_format") b.int = c.format !== "float32" && c.format !== "float64";
    else if (c.check === "string_format") {
      b.format ??= c.format;
      b.pattern ??= c.pattern;
    }
  }
  return b;
}

const day = 86_400_000;
const isoInstant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(Math.round(ms / 1000) * 1000).toISOString());

function validString(schema: Schema, o: GenOptions): fc.Arbitrary<string> {
  const b = boundsOf(schema);
  switch (b.format) {
    case "uuid":
    case "guid": {
      const ids = idsFor(o);
      return ids.length
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid({ version: 4 }) })
        : fc.uuid({ version: 4 });
    }
    case "datetime":
      return fc.oneof(isoInstant, fc.constant(new Date(Date.now() + day).toISOString()));
    case "date":
      return isoInstant.map((s) => s.slice(0, 10));
    case "email":
      return fc.constantFrom("admin@demo.hearth.test", "someone@example.com", "a.b+c@example.org");
    case "url":
      return fc.constantFrom("https://example.com/", "http://hearth.test/a?b=c");
    case undefined:
    default:
      break;
  }
  if (b.pattern && b.format !== "regex" && b.format !== undefined) {
    try {
      return fc.stringMatching(b.pattern);
    } catch {
      // A pattern fast-check cannot read: fall through to plain strings.
    }
  }
  if (b.pattern) {
    try {
      return fc.stringMatching(b.pattern).filter((s) => s.length >= (b.min ?? 0) && s.length <= (b.max ?? Infinity));
    } catch {
      // As above.
    }
  }
  const min = b.min ?? 0;
  const max = b.max ?? Infinity;
  const plain = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) });
  const edges = [min, Number.isFinite(max) && max <= 100_000 ? max : min].map((n) => "a".repeat(n));
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function hostileOfString(schema: Schema, o: GenOptions): fc.Arbitrary<unknown> {
  const b = boundsOf(schema);
  const near: string[] = [""];
  if (b.max !== undefined && b.max < 200_000) near.push("b".repeat(b.max + 1));
  if (b.min !== undefined && b.min > 0) near.push("b".repeat(b.min - 1));
  return fc.oneof(
    { weight: 5, arbitrary: hostileString(o.inUrl) },
    { weight: 2, arbitrary: fc.constantFrom(...near) },
    { weight: 2, arbitrary: wrongType() },
  );
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  const b = boundsOf(schema);
  const lo = b.min ?? -1e9;
  const hi = b.max ?? 1e9;
  if (b.int) {
    const min = Math.ceil(b.minInclusive ? lo : lo + 1);
    const max = Math.floor(b.maxInclusive ? hi : hi - 1);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  return fc.double({ min: lo, max: hi, minExcluded: !b.minInclusive, maxExcluded: !b.maxInclusive, noNaN: true });
}

function hostileOfNumber(schema: Schema): fc.Arbitrary<unknown> {
  const b = boundsOf(schema);
  const near = [b.min, b.max].filter((n): n is number => n !== undefined).flatMap((n) => [n - 1, n + 1, n + 0.5]);
  return fc.oneof(
    fc.constantFrom(...NUMERIC_EDGES, ...near),
    hostileString(false).filter((s) => s.length < 1000),
    wrongType(),
  );
}

type Def = z.core.$ZodTypes["_zod"]["def"];

/** Values the schema should accept (a refinement the walker cannot see may still refuse some). */
export function validOf(schema: Schema, o: GenOptions, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  const inner = (s: Schema) => validOf(s, o, depth + 1);
  switch (def.type) {
    case "string":
      return validString(schema, o);
    case "number":
      return validNumber(schema);
    case "bigint":
      return fc.bigInt({ min: -1000n, max: 1000n }).map(String);
    case "boolean":
      return fc.boolean();
    case "date":
      return isoInstant;
    case "literal":
      return fc.constantFrom(...def.values);
    case "enum":
      return fc.constantFrom(...Object.values(def.entries));
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
    case "never":
      return fc.constant(undefined);
    case "optional":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(inner(def.innerType), { nil: null, freq: 3 });
    case "default":
    case "prefault":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case "nonoptional":
    case "readonly":
    case "catch":
      return inner(def.innerType);
    case "pipe":
      // z.preprocess(fn, out) is a pipe whose input is a transform: generate what `out` takes.
      return inner(def.in._zod.def.type === "transform" ? def.out : def.in);
    case "lazy":
      return depth > 4 ? fc.constant(null) : inner(def.getter());
    case "union":
      return fc.oneof(...def.options.map(inner));
    case "intersection":
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([l, r]) => (isObject(l) && isObject(r) ? { ...l, ...r } : l));
    case "array": {
      const b = boundsOf(schema);
      const minLength = b.min ?? 0;
      return fc.array(inner(def.element), { minLength, maxLength: Math.max(minLength, Math.min(b.max ?? 4, 4)) });
    }
    case "tuple":
      return fc.tuple(...def.items.map(inner));
    case "record":
      return fc.dictionary(validString(def.keyType, o), inner(def.valueType), { maxKeys: 3 });
    case "object": {
      const keys = Object.keys(def.shape);
      const arbs = Object.fromEntries(keys.map((k) => [k, validOf(def.shape[k]!, { ...o, key: k }, depth + 1)]));
      return fc.record(arbs).map(dropUndefined);
    }
    case "any":
    case "unknown":
    case "custom":
    case "transform":
    case "file":
    case "function":
    case "map":
    case "nan":
    case "promise":
    case "set":
    case "success":
    case "symbol":
    case "template_literal":
      // Kinds a JSON body cannot carry, or that say nothing of their input: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values valid in most places and hostile in some: what an attacker or a buggy client sends. */
export function fuzzOf(schema: Schema, o: GenOptions, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  const inner = (s: Schema) => fuzzOf(s, o, depth + 1);
  const mix = (hostile: fc.Arbitrary<unknown>, structured?: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 3, arbitrary: validOf(schema, o, depth) },
      { weight: 2, arbitrary: hostile },
      ...(structured ? [{ weight: 3, arbitrary: structured }] : []),
    );
  switch (def.type) {
    case "string":
      return mix(hostileOfString(schema, o));
    case "number":
    case "bigint":
      return mix(hostileOfNumber(schema));
    case "boolean":
      return mix(fc.constantFrom("true", "false", 1, 0, "yes", "", null, "TRUE"));
    case "date":
      return mix(fc.constantFrom("2026-02-30", "2026-13-01", "0000-00-00", "9999-12-31T23:59:60Z", "yesterday", ""));
    case "literal":
    case "enum": {
      const values = def.type === "enum" ? Object.values(def.entries) : def.values;
      const near = values.flatMap((v) => [String(v).toUpperCase(), `${String(v)} `, `${String(v)}'`]);
      return mix(fc.oneof(fc.constantFrom(...near), hostileString(o.inUrl), wrongType()));
    }
    case "optional":
    case "default":
    case "prefault":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case "nonoptional":
    case "readonly":
    case "catch":
      return inner(def.innerType);
    case "pipe":
      return inner(def.in._zod.def.type === "transform" ? def.out : def.in);
    case "lazy":
      return depth > 4 ? wrongType() : inner(def.getter());
    case "union":
      return fc.oneof(...def.options.map(inner));
    case "intersection":
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([l, r]) => (isObject(l) && isObject(r) ? { ...l, ...r } : l));
    case "array": {
      const b = boundsOf(schema);
      const over = Math.min((b.max ?? 1000) + 1, 20_000);
      const long = validOf(def.element, o, depth + 1).chain((x) => fc.constant(Array.from({ length: over }, () => x)));
      return mix(fc.oneof(wrongType(), long), fc.array(inner(def.element), { maxLength: 5 }));
    }
    case "tuple":
      return mix(wrongType(), fc.tuple(...def.items.map(inner)));
    case "record":
      return mix(
        wrongType(),
        fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string()), inner(def.valueType)),
      );
    case "object": {
      const keys = Object.keys(def.shape);
      // Each key: fuzzed, or left out (a required one too).
      const fields = Object.fromEntries(
        keys.map((k) => [
          k,
          fc.oneof(
            { weight: 6, arbitrary: fuzzOf(def.shape[k]!, { ...o, key: k }, depth + 1) },
            { weight: 1, arbitrary: fc.constant(OMIT) },
          ),
        ]),
      );
      const extra = fc.option(fc.dictionary(fc.constantFrom(...EXTRA_KEYS), fuzzLeaf(o), { maxKeys: 2 }), { freq: 4 });
      const structured = fc.tuple(fc.record(fields), extra).map(([r, x]) => ({ ...(x ?? {}), ...dropUndefined(r) }));
      return mix(wrongType(), structured);
    }
    case "null":
    case "undefined":
    case "void":
    case "never":
    case "any":
    case "unknown":
    case "custom":
    case "transform":
    case "file":
    case "function":
    case "map":
    case "nan":
    case "promise":
    case "set":
    case "success":
    case "symbol":
    case "template_literal":
      return mix(wrongType());
  }
}

/** A value for an unknown key: anything hostile. */
function fuzzLeaf(o: GenOptions): fc.Arbitrary<unknown> {
  return fc.oneof(hostileString(o.inUrl), wrongType());
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function dropUndefined(r: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined && v !== OMIT));
}
