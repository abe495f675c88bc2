/**
 * Who a route serves and how it refuses everyone else, declared next to the route
 * (`config: { access: … }`) as plain data: the authorization matrix test reads it from the route
 * table and holds every route to it, caller by caller. A declaration states what the code already
 * enforces (the preHandler, `staffCtxOf`, the domain's policy); it decides nothing at run time.
 */
import type { Role } from "@hearth/schema";

/** How a caller who is not served is told: 403 (in reach, not theirs to do) or 404 (not even told it exists). */
export type Refusal = 403 | 404;

/** Who is served, before the object's scope is considered. */
export type Audience =
  /** Anyone, signed in or not. */
  | { kind: "public" }
  /** The collab server's service key; everyone else 401. */
  | { kind: "service" }
  /** The check-in kiosk's token; everyone else, access tokens included, 401. */
  | { kind: "kiosk" }
  /** Anyone signed in, portal clients included; no credentials 401. */
  | { kind: "signedIn" }
  /** Staff; portal clients `client` (403 unless declared); no credentials 401. */
  | { kind: "staff"; client: Refusal }
  /**
   * These roles, and with `orOwner` the object's own people whatever their role (its facilitator, its
   * creator). Roles outside `readers` may not even know the object (404); the other refused ones get
   * `others`; portal clients `client`; no credentials 401.
   */
  | {
      kind: "roles";
      roles: readonly Role[];
      others: Refusal;
      client: Refusal;
      readers?: readonly Role[];
      orOwner?: boolean;
    };

/** Whose objects the one named in the path may be, for a served caller. */
export type Scope =
  /** The route names no object of a location or an owner (or lists only the caller's own). */
  | { kind: "none" }
  /** Any object of the caller's organization. */
  | { kind: "organization" }
  /** Objects of the caller's locations (administrators: every location); other staff are told `outside`. */
  | { kind: "location"; outside: Refusal }
  /**
   * The caller's own objects (a task they gave or were given, their reminder, a conversation they are
   * in); others `others`. With `insiders`, people who see the object but whose it is not to change (a
   * conversation's other members for a message, a task's assignee for deleting it) get that instead.
   */
  | { kind: "own"; others: Refusal; insiders?: Refusal };

export interface RouteAccess {
  audience: Audience;
  scope: Scope;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who the route serves and how it refuses the others (see authz/routeAccess.ts). */
    access?: RouteAccess;
  }
}

const NONE: Scope = { kind: "none" };

/** Object scopes, for the constructors below. */
export const scope = {
  organization: { kind: "organization" } as Scope,
  location: (outside: Refusal = 404): Scope => ({ kind: "location", outside }),
  own: (others: Refusal = 404, insiders?: Refusal): Scope =>
    insiders ? { kind: "own", others, insiders } : { kind: "own", others },
};

/** `{ access }` for a route's `config`. */
const declare = (audience: Audience, s: Scope = NONE) => ({ access: { audience, scope: s } satisfies RouteAccess });

/** No sign-in: anyone is served (the route may still check a credential in its body). */
export const publicAccess = () => declare({ kind: "public" });
/** The collab server alone. */
export const serviceKeyAccess = () => declare({ kind: "service" });
/** The check-in kiosk alone. */
export const kioskAccess = () => declare({ kind: "kiosk" });
/** Anyone signed in, portal clients included. */
export const signedInAccess = (s?: Scope) => declare({ kind: "signedIn" }, s);
/** Staff; portal clients 403 (or `client`). */
export const staffAccess = (s?: Scope, client: Refusal = 403) => declare({ kind: "staff", client }, s);
/**
 * These roles; other staff refused with `others`, portal clients with `client` (`others` unless said),
 * roles outside `readers` with 404; `orOwner` serves the object's own people too.
 */
export const rolesAccess = (
  roles: readonly Role[],
  others: Refusal,
  s?: Scope,
  o: { client?: Refusal; readers?: readonly Role[]; orOwner?: boolean } = {},
) =>
  declare(
    {
      kind: "roles",
      roles,
      others,
      client: o.client ?? (o.readers ? 404 : others),
      ...(o.readers ? { readers: o.readers } : {}),
      ...(o.orOwner ? { orOwner: true } : {}),
    },
    s,
  );
