import { GraphQLBoolean, GraphQLInt, GraphQLObjectType, GraphQLSchema, parse } from "graphql";
import type { ExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import type { LiveSubscription } from "./liveSubscription";
import { Channel } from "./pubsub/channel";
import { ApiError } from "./rest/errors";
import { subscribe } from "./subscriptionExecutor";

/** What the subscribe resolver sees: whether the viewer may subscribe now, and the streams it opened. */
interface Context {
  access: "allowed" | "denied" | "unreachable";
  opened: Channel<{ tick: number }>[];
}

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLBoolean } } }),
  subscription: new GraphQLObjectType({
    name: "Subscription",
    fields: {
      tick: {
        type: GraphQLInt,
        subscribe: (_source, _args, context: Context) => {
          if (context.access === "denied") throw new ApiError("Not yours any more.", 403, { code: "FORBIDDEN" });
          if (context.access === "unreachable")
            throw new ApiError("The Hearth API is not reachable right now.", 503, { code: "INTERNAL_SERVER_ERROR" });
          const channel = new Channel<{ tick: number }>(() => {});
          context.opened.push(channel);
          return channel;
        },
      },
    },
  }),
});

async function start() {
  const opened: Context["opened"] = [];
  const live = new Set<LiveSubscription>();
  const stream = (await subscribe(
    { schema, document: parse("subscription { tick }"), contextValue: { access: "allowed", opened } satisfies Context },
    live,
  )) as AsyncIterableIterator<ExecutionResult>;
  const [subscription] = [...live] as [LiveSubscription];
  return {
    opened,
    live,
    stream,
    subscription,
    recheck: (access: Context["access"]) => subscription.recheck({ access, opened } satisfies Context),
  };
}

describe("a live subscription checked again", () => {
  it("goes on from a fresh stream when still allowed: a read waiting on the old one gets the new one's events", async () => {
    const { opened, live, stream, recheck } = await start();
    const pending = stream.next();
    expect(await recheck("allowed")).toBe("kept");
    expect(opened).toHaveLength(2);
    opened[0]!.push({ tick: 1 }); // the old stream was ended: nothing of it arrives
    opened[1]!.push({ tick: 2 });
    expect(await pending).toEqual({ value: { data: { tick: 2 } }, done: false });
    expect(live.size).toBe(1);
  });

  it("ends with the resolver's refusal when no longer allowed, and leaves the socket's set", async () => {
    const { opened, live, stream, recheck } = await start();
    const pending = stream.next();
    expect(await recheck("denied")).toBe("ended");
    await expect(pending).rejects.toMatchObject({ message: "Not yours any more.", extensions: { code: "FORBIDDEN" } });
    opened[0]!.push({ tick: 1 });
    expect(live.size).toBe(0);
  });

  it("changes nothing when the check fails for another reason (the API unreachable)", async () => {
    const { opened, live, stream, recheck } = await start();
    expect(await recheck("unreachable")).toBe("unchanged");
    opened[0]!.push({ tick: 3 });
    expect(await stream.next()).toEqual({ value: { data: { tick: 3 } }, done: false });
    expect(live.size).toBe(1);
  });

  it("leaves the socket's set when the client completes it", async () => {
    const { live, stream } = await start();
    await stream.return!();
    expect(live.size).toBe(0);
  });
});
