/**
 * The gateway's central pieces, built from the one list of domains: the per-request REST clients
 * (`ctx.api`), the resolver map, the live hubs, and codegen's mappers.
 */
import type { EventBus } from "@hearth/schema";
import type { Resolvers, SubscriptionResolvers } from "../__generated__/resolvers-types";
import { DateTime } from "../kernel/DateTime";
import type { RestClient } from "../rest/client";
import type { DomainLive, GatewayDomain } from "./domain";
import { DOMAINS } from "./index";
import type { Api } from "./index";

/**
 * One prototype for every request: a domain's client is made on first use and kept for the rest of
 * the request (most operations touch one or two domains, and context creation is on the hot path).
 */
function apiClass(domains: readonly GatewayDomain[]): new (rest: RestClient) => Api {
  // Symbols, so that no domain's name can collide with them.
  const made = Symbol("made");
  const connection = Symbol("rest");
  class RequestApi {
    readonly [made] = new Map<string, unknown>();
    constructor(rest: RestClient) {
      this[connection] = rest;
    }
    readonly [connection]: RestClient;
  }
  for (const domain of domains) {
    Object.defineProperty(RequestApi.prototype, domain.name, {
      enumerable: true,
      get(this: RequestApi) {
        let client = this[made].get(domain.name);
        if (client === undefined) this[made].set(domain.name, (client = domain.api(this[connection])));
        return client;
      },
    });
  }
  return RequestApi as unknown as new (rest: RestClient) => Api;
}

const RequestApi = apiClass(DOMAINS);

/** Every domain's REST client around one caller's connection. */
export function createApi(rest: RestClient): Api {
  return new RequestApi(rest);
}

/** Every domain's live feeds, made once per gateway; `close()` ends them all as the gateway stops. */
export interface Live {
  Subscription: SubscriptionResolvers;
  close(): void;
}

export function startLive(bus: EventBus, domains: readonly GatewayDomain[] = DOMAINS): Live {
  const started: DomainLive[] = [];
  for (const domain of domains) if (domain.live) started.push(domain.live(bus));
  return {
    Subscription: mergeFields(
      "Subscription",
      started.map((live) => live.Subscription),
    ),
    close: () => {
      for (const live of started) live.close();
    },
  };
}

/** Merges objects of fields, refusing a field two domains both define (one would silently win). */
function mergeFields<T extends object>(typeName: string, parts: readonly (T | undefined)[]): T {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [field, resolver] of Object.entries(part)) {
      if (field in merged) throw new Error(`${typeName}.${field} is resolved by two domains.`);
      merged[field] = resolver;
    }
  }
  return merged as T;
}

/** The whole resolver map: every domain's fields and types, the kernel's scalars, and the live Subscription root. */
export function createResolvers(
  live: Pick<Live, "Subscription">,
  domains: readonly GatewayDomain[] = DOMAINS,
): Resolvers {
  const byType = new Map<string, object[]>();
  for (const domain of domains)
    for (const [typeName, resolvers] of Object.entries(domain.resolvers)) {
      const list = byType.get(typeName) ?? [];
      list.push(resolvers as object);
      byType.set(typeName, list);
    }
  const resolvers: Record<string, unknown> = { DateTime, Subscription: live.Subscription };
  for (const [typeName, parts] of byType) resolvers[typeName] = mergeFields(typeName, parts);
  return resolvers as Resolvers;
}

/**
 * Codegen's `mappers`: each domain's, with a path of its own folder (`./live#Type`) made relative
 * to the generated file (`gateway/src/__generated__/`).
 */
export function codegenMappers(domains: readonly GatewayDomain[] = DOMAINS): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const domain of domains)
    for (const [typeName, target] of Object.entries(domain.mappers ?? {})) {
      if (typeName in mappers) throw new Error(`${typeName} is mapped by two domains.`);
      mappers[typeName] = target.startsWith("./") ? `../domains/${domain.name}/${target.slice(2)}` : target;
    }
  return mappers;
}
