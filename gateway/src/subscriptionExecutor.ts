/**
 * Runs a GraphQL subscription as graphql-js's `subscribe` does (the source stream from the root
 * field's `subscribe` resolver, then one execution per event), with a faster execution for the
 * common shape: plain fields with default resolvers, leaf values serialized by their scalar or enum.
 * A 5,000-socket announcement executes 5,000 times; graphql-js builds an execution context, collects
 * fields and chains promises for each, the plan below is a few property reads per field.
 *
 * The plan is made once per document and covers only what it can answer exactly as `execute`
 * would: no fragments, directives, arguments below the root, lists, abstract types or custom
 * resolvers. Anything else — and any event whose values the plan cannot serialize (a null where
 * the schema says non-null, a value a scalar refuses) — goes through `execute`, which gives the
 * same data, and the errors too.
 */
import {
  createSourceEventStream,
  execute,
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from "graphql";
import type {
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  GraphQLField,
  GraphQLObjectType,
  SelectionSetNode,
} from "graphql";
import { LiveSubscription } from "./liveSubscription";

/** How to build one object of the result: each response key, from which property, how. */
type ObjectPlan = readonly FieldPlan[];
interface FieldPlan {
  readonly key: string;
  readonly name: string;
  readonly nonNull: boolean;
  /** A leaf's serializer, or the plan of a nested object; `typename` answers __typename. */
  readonly leaf?: (value: unknown) => unknown;
  readonly object?: ObjectPlan;
  readonly typename?: string;
}
interface RootPlan {
  readonly key: string;
  readonly name: string;
  readonly nonNull: boolean;
  readonly object: ObjectPlan;
}

/** Thrown inside the plan when an event needs the full executor; never leaves this module. */
const FALL_BACK = Symbol("fall back to execute");

const defaultResolved = (field: GraphQLField<unknown, unknown>) => field.resolve === undefined;

function planSelection(type: GraphQLObjectType, selectionSet: SelectionSetNode): ObjectPlan | null {
  const plans: FieldPlan[] = [];
  const keys = new Set<string>();
  for (const selection of selectionSet.selections) {
    if (selection.kind !== "Field" || selection.directives?.length || selection.arguments?.length) return null;
    const key = selection.alias?.value ?? selection.name.value;
    if (keys.has(key)) return null; // merged fields: leave them to collectFields
    keys.add(key);
    if (selection.name.value === "__typename") {
      plans.push({ key, name: "__typename", nonNull: true, typename: type.name });
      continue;
    }
    const field = type.getFields()[selection.name.value];
    if (!field || !defaultResolved(field)) return null;
    const nullable = getNullableType(field.type);
    const named = getNamedType(field.type);
    if (nullable !== named) return null; // a list
    const nonNull = isNonNullType(field.type);
    if (isScalarType(named) || isEnumType(named)) {
      if (selection.selectionSet) return null;
      const serialize = named.serialize.bind(named);
      plans.push({ key, name: field.name, nonNull, leaf: serialize });
    } else if (isObjectType(named) && selection.selectionSet) {
      const object = planSelection(named, selection.selectionSet);
      if (!object) return null;
      plans.push({ key, name: field.name, nonNull, object });
    } else return null;
  }
  return plans;
}

function planOf(args: ExecutionArgs): RootPlan | null {
  const operation = getOperationAST(args.document, args.operationName);
  const root = args.schema.getSubscriptionType();
  if (!operation || operation.operation !== "subscription" || !root || operation.directives?.length) return null;
  const [selection, ...more] = operation.selectionSet.selections;
  if (
    !selection ||
    more.length > 0 ||
    selection.kind !== "Field" ||
    selection.directives?.length ||
    !selection.selectionSet
  )
    return null;
  const field = root.getFields()[selection.name.value];
  if (!field || !defaultResolved(field)) return null;
  const named = getNamedType(field.type);
  if (getNullableType(field.type) !== named || !isObjectType(named)) return null;
  const object = planSelection(named, selection.selectionSet);
  return (
    object && {
      key: selection.alias?.value ?? selection.name.value,
      name: field.name,
      nonNull: isNonNullType(field.type),
      object,
    }
  );
}

function run(plan: ObjectPlan, source: unknown): Record<string, unknown> {
  if (typeof source !== "object" || source === null) throw FALL_BACK;
  const out: Record<string, unknown> = {};
  for (const f of plan) {
    if (f.typename !== undefined) {
      out[f.key] = f.typename;
      continue;
    }
    const value = (source as Record<string, unknown>)[f.name];
    if (value === null || value === undefined) {
      if (f.nonNull) throw FALL_BACK; // execute reports the error, with its path
      out[f.key] = null;
    } else if (typeof value === "function")
      throw FALL_BACK; // the default resolver would call it
    else if (f.leaf) {
      let serialized: unknown;
      try {
        serialized = f.leaf(value);
      } catch {
        throw FALL_BACK;
      }
      if (serialized === undefined) throw FALL_BACK;
      out[f.key] = serialized;
    } else out[f.key] = run(f.object!, value);
  }
  return out;
}

/** Plans per document (documents are cached and shared by the subscription server). */
const plans = new WeakMap<DocumentNode, Map<string | null | undefined, RootPlan | null>>();

function cachedPlan(args: ExecutionArgs): RootPlan | null {
  let byName = plans.get(args.document);
  if (!byName) plans.set(args.document, (byName = new Map()));
  if (!byName.has(args.operationName)) byName.set(args.operationName, planOf(args));
  return byName.get(args.operationName)!;
}

/** The result `execute` would give for one event of the source stream. */
export function executeEvent(
  args: ExecutionArgs,
  plan: RootPlan | null,
  event: unknown,
): ExecutionResult | Promise<ExecutionResult> {
  if (plan) {
    try {
      const value = (event as Record<string, unknown> | null)?.[plan.name];
      if (value === null || value === undefined) {
        if (plan.nonNull) throw FALL_BACK;
        return { data: { [plan.key]: null } };
      }
      return { data: { [plan.key]: run(plan.object, value) } };
    } catch (error) {
      if (error !== FALL_BACK) throw error;
    }
  }
  return execute({ ...args, rootValue: event });
}

/** As graphql-js maps the source stream: one event pulled, one result given; an error closes the source. */
function mapStream(
  source: AsyncIterator<unknown>,
  map: (event: unknown) => ExecutionResult | Promise<ExecutionResult>,
): AsyncIterableIterator<ExecutionResult> {
  const closeSource = async () => {
    try {
      await source.return?.();
    } catch {
      // Keep the original error when closing the source also fails.
    }
  };
  const mapped = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (step.done) return { value: undefined, done: true };
    try {
      return { value: await map(step.value), done: false };
    } catch (error) {
      await closeSource();
      throw error;
    }
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: async () => mapped(await source.next()),
    return: async () => (source.return ? mapped(await source.return()) : { value: undefined, done: true }),
    throw: async (error: unknown) => {
      if (source.throw) return mapped(await source.throw(error));
      await closeSource();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * A drop-in for graphql-js's `subscribe` (graphql-ws's `subscribe` option). With `live` (its
 * socket's), the source stream is a LiveSubscription kept in that set while it runs, so that it
 * can be checked again when the viewer's access narrows; events execute with its latest args.
 */
export async function subscribe(
  args: ExecutionArgs,
  live?: Set<LiveSubscription>,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const plan = cachedPlan(args);
  if (!live) return mapStream(stream[Symbol.asyncIterator](), (event) => executeEvent(args, plan, event));
  const source = new LiveSubscription(args, stream[Symbol.asyncIterator](), (ended) => live.delete(ended));
  live.add(source);
  return mapStream(source, (event) => executeEvent(source.args, plan, event));
}
