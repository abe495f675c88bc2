/**
 * What a gateway domain brings to the composition. Every domain is one folder,
 * `gateway/src/domains/<d>/`, listed once in `domains/index.ts`:
 *
 *   index.ts      `export const <d>Domain: GatewayDomain<"<d>", <D>Api> = { name, api, resolvers, live?, mappers? }`
 *   api.ts        `export class <D>Api { constructor(private readonly rest: RestClient) }`: its typed REST
 *                 calls (`this.rest.results<T>(method, path, { query, body })`), reached as `ctx.api.<d>`
 *   resolvers.ts  `export const <d>Resolvers: DomainResolvers = { Query, Mutation, <Type>… }`
 *   live.ts       (only with subscriptions) `export function <d>Live(bus): DomainLive`: its hubs, made
 *                 with `createLiveHub` (pubsub/refetchHub.ts), and the Subscription fields that read them
 *   *.test.ts     beside what they test; helpers a file needs (a hub's event filter, …) sit beside it
 *
 * From the list, `domains/compose.ts` builds `ctx.api`, the resolver map, the live hubs (made when the
 * gateway starts, closed when it stops) and codegen's mappers. A new domain is its folder plus one
 * line in `domains/index.ts`.
 */
import type { EventBus } from "@hearth/schema";
import type { Resolvers, SubscriptionResolvers } from "../__generated__/resolvers-types";
import type { RestClient } from "../rest/client";

/** Query and Mutation fields and the domain's type resolvers; Subscription fields come from `live`. */
export type DomainResolvers = Omit<Resolvers, "Subscription">;

/** A domain's live feeds, made once per gateway from the event bus. */
export interface DomainLive {
  Subscription: SubscriptionResolvers;
  /** Ends every subscription of the domain's hubs and leaves the bus; called as the gateway stops. */
  close(): void;
}

export interface GatewayDomain<Name extends string = string, Api = unknown> {
  /** The folder's name; the domain's REST client is `ctx.api[name]`. */
  name: Name;
  /** Its REST client around one caller's credentials; made on first use in a request. */
  api(rest: RestClient): Api;
  resolvers: DomainResolvers;
  live?: (bus: EventBus) => DomainLive;
  /**
   * For codegen: GraphQL type name -> the TypeScript type its resolvers receive, as
   * `"@hearth/schema#RestType"`, or `"./file#Type"` for a type of the domain's own folder.
   */
  mappers?: Readonly<Record<string, string>>;
}
