/**
 * One operation per root field: a minimal selection and arguments generated from the argument
 * types, ids taken from the fixtures by the argument's name (or the field's sample where the
 * name alone does not say which object), scalars, enums and input objects from their types.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from "graphql";
import type { GraphQLInputType } from "graphql";
import type { RootField } from "./declarations";
import type { Caller, Fixtures } from "./fixtures";

/** Arguments of one field that generation cannot make meaningfully: by argument name, for a caller. */
export type Sample = (f: Fixtures, caller: Caller) => Record<string, unknown>;

export interface Built {
  query: string;
  variables: Record<string, unknown>;
}

/** Fixture keys that an ID or String argument of this name takes, whatever the field. */
const BY_ARGUMENT: Record<string, string> = {
  locationId: "locationId",
  sessionId: "sessionId",
  clientId: "clientId",
  conversationId: "conversationId",
  messageId: "messageId",
  noteId: "openNoteId",
  shiftId: "shiftId",
  entryId: "entryId",
  mrNo: "mrNo",
  userId: "supervisorId",
  userIds: "supervisorId",
  groupId: "groupId",
  programId: "programId",
  contactId: "contactId",
  memberId: "memberId",
  documentId: "documentId",
};

function generate(type: GraphQLInputType, name: string, f: Fixtures, path: string): unknown {
  if (isNonNullType(type)) return generate(type.ofType, name, f, path);
  if (isListType(type)) return [generate(type.ofType, name, f, path)];
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type)) value[field.name] = generate(field.type, field.name, f, `${path}.${field.name}`);
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    const key = BY_ARGUMENT[name];
    if (key && (type.name === "ID" || type.name === "String")) return f.ids[key];
    switch (type.name) {
      case "ID":
        throw new Error(`no fixture for the ID argument ${path}: declare a sample`);
      case "String":
        return "Matrix sample";
      case "Int":
        return 1;
      case "Float":
        return 1.5;
      case "Boolean":
        return true;
      case "DateTime":
        return new Date(Date.now() + 86_400_000).toISOString();
    }
  }
  throw new Error(`cannot generate ${path} of type ${String(type)}`);
}

/** The operation for `root` as `caller`: required arguments generated, the sample's arguments as given. */
export function buildOperation(root: RootField, f: Fixtures, caller: Caller, sample?: Sample): Built {
  const given = sample?.(f, caller) ?? {};
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const passed: string[] = [];
  for (const arg of root.field.args) {
    const value =
      arg.name in given
        ? given[arg.name]
        : isNonNullType(arg.type)
          ? generate(arg.type, arg.name, f, `${root.name}(${arg.name})`)
          : undefined;
    if (value === undefined) continue;
    variables[arg.name] = value;
    definitions.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(root.field.type);
  const selection = isLeafType(named)
    ? ""
    : isObjectType(named) && "ok" in named.getFields() && "errorCode" in named.getFields()
      ? " { ok errorCode }"
      : " { __typename }";
  const head = definitions.length ? `(${definitions.join(", ")})` : "";
  const args = passed.length ? `(${passed.join(", ")})` : "";
  return { query: `${root.operation} Matrix${head} { ${root.name}${args}${selection} }`, variables };
}
