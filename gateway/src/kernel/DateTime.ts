import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Exactly what `Date#toISOString` produces: already in the form we send, no re-formatting needed. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function toIso(value: unknown): string {
  if (typeof value === "string" && CANONICAL.test(value) && !Number.isNaN(Date.parse(value))) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  if (typeof value === "string" && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  throw new GraphQLError("DateTime must be an ISO 8601 instant, e.g. 2024-05-01T17:30:00Z.", {
    extensions: { code: "BAD_USER_INPUT" },
  });
}

/** An instant in ISO 8601, always sent in UTC; the web app renders it in the user's zone. */
export const DateTime = new GraphQLScalarType<string, string>({
  name: "DateTime",
  serialize: toIso,
  parseValue: toIso,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError("DateTime must be a string.", { extensions: { code: "BAD_USER_INPUT" } });
    return toIso(ast.value);
  },
});
