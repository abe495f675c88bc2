import { describe, expect, it } from "vitest";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { parse, subscribe as graphqlSubscribe } from "graphql";
import type { ExecutionResult } from "graphql";
import { DateTime } from "./kernel/DateTime";
import { subscribe } from "./subscriptionExecutor";

const typeDefs = /* GraphQL */ `
  scalar DateTime
  enum Kind {
    announcement
    task
  }
  type Author {
    id: ID!
    name: String
  }
  type Item {
    id: ID!
    kind: Kind!
    title: String!
    link: String
    createdAt: DateTime!
    author: Author
    shout: String!
    tags: [String!]!
  }
  type Query {
    ok: Boolean
  }
  type Subscription {
    itemAdded: Item!
    maybeItem: Item
  }
`;

/** A schema whose source stream yields the given events, once per subscription. */
function schemaWith(events: unknown[]) {
  return makeExecutableSchema({
    typeDefs,
    resolvers: {
      DateTime,
      Item: { shout: (item: { title: string }) => item.title.toUpperCase() },
      Subscription: {
        itemAdded: {
          subscribe: async function* () {
            for (const e of events) yield e;
          },
        },
        maybeItem: {
          subscribe: async function* () {
            for (const e of events) yield e;
          },
        },
      },
    },
  });
}

async function collect(result: unknown): Promise<unknown[]> {
  const out: ExecutionResult[] = [];
  if (!(typeof result === "object" && result !== null && Symbol.asyncIterator in result)) return [result];
  for await (const r of result as AsyncIterable<ExecutionResult>) out.push(r);
  // Compared as the client would see them: errors serialized.
  return JSON.parse(JSON.stringify(out)) as unknown[];
}

const item = {
  id: "n1",
  kind: "announcement",
  title: "Fire drill",
  link: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  author: { id: "u1", name: "Ada" },
  tags: ["a"],
};

const cases: [string, string, unknown[]][] = [
  [
    "plain leaves",
    "subscription { itemAdded { id title createdAt } }",
    [{ itemAdded: item }, { itemAdded: { ...item, id: "n2" } }],
  ],
  [
    "aliases, __typename, enums, nested objects, nulls",
    "subscription S { added: itemAdded { __typename key: id kind link author { id name } } }",
    [{ itemAdded: item }, { itemAdded: { ...item, author: null } }],
  ],
  [
    "a date the scalar re-formats",
    "subscription { itemAdded { createdAt } }",
    [{ itemAdded: { ...item, createdAt: new Date("2026-11-23T10:00:00Z") } }],
  ],
  [
    "a null where the schema says non-null",
    "subscription { itemAdded { id title } }",
    [{ itemAdded: { ...item, title: null } }, { itemAdded: null }],
  ],
  [
    "a value the scalar refuses",
    "subscription { itemAdded { createdAt } }",
    [{ itemAdded: { ...item, createdAt: "yesterday" } }],
  ],
  ["a nullable root field", "subscription { maybeItem { id } }", [{ maybeItem: null }, { maybeItem: item }]],
  ["a custom resolver", "subscription { itemAdded { id shout } }", [{ itemAdded: item }]],
  ["a list", "subscription { itemAdded { tags } }", [{ itemAdded: item }]],
  [
    "fragments and directives",
    "subscription ($no: Boolean!) { itemAdded { ...F title @skip(if: $no) } } fragment F on Item { id }",
    [{ itemAdded: item }],
  ],
  ["a repeated key", "subscription { itemAdded { id id author { id } author { name } } }", [{ itemAdded: item }]],
];

describe("the subscription executor", () => {
  it.each(cases)("gives what graphql-js gives: %s", async (_name, query, events) => {
    const document = parse(query);
    const variableValues = { no: true };
    const ours = await collect(await subscribe({ schema: schemaWith(events), document, variableValues }));
    const theirs = await collect(await graphqlSubscribe({ schema: schemaWith(events), document, variableValues }));
    expect(ours).toEqual(theirs);
  });

  it("answers a bad subscription with graphql-js's errors, not a stream", async () => {
    const document = parse("subscription { itemAdded { id } }");
    const result = await subscribe({ schema: schemaWith([]), document, operationName: "Missing" });
    expect(JSON.parse(JSON.stringify(result))).toEqual(
      JSON.parse(
        JSON.stringify(await graphqlSubscribe({ schema: schemaWith([]), document, operationName: "Missing" })),
      ),
    );
  });

  it("closes the source when the subscription ends", async () => {
    let closed = false;
    const schema = makeExecutableSchema({
      typeDefs,
      resolvers: {
        DateTime,
        Subscription: {
          itemAdded: {
            subscribe: async function* () {
              try {
                for (;;) yield { itemAdded: item };
              } finally {
                closed = true;
              }
            },
          },
        },
      },
    });
    const stream = (await subscribe({
      schema,
      document: parse("subscription { itemAdded { id } }"),
    })) as AsyncIterableIterator<ExecutionResult>;
    expect((await stream.next()).value).toEqual({ data: { itemAdded: { id: "n1" } } });
    await stream.return!();
    expect(closed).toBe(true);
  });
});
