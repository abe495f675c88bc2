import { render } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RouteObject } from "react-router";
import { of } from "rxjs";
import { capabilitiesOf } from "@hearth/schema";
import type { StaffRole } from "@hearth/schema";
import { SessionContext } from "../../app/session/SessionContext";
import type { SessionUser } from "../../app/session/currentUser";
import { createCache } from "../../lib/apollo";

/** For the unit tests of the plan pages: plans and the GraphQL API answering about them, in memory. */

export const RIVERSIDE = { __typename: "Location", id: "loc-r", name: "Riverside Residential" };
export const HILLCREST = { __typename: "Location", id: "loc-h", name: "Hillcrest Outpatient" };

export interface FakePlan {
  id: string;
  version: number;
  status: "draft" | "awaiting_approval" | "returned" | "approved";
  episodeNumber: number;
  mrNo: string;
  fullname: string;
  location: typeof RIVERSIDE;
  signedBy?: string;
  signedAt?: string;
  contentHash?: string;
}

export const fakePlan = (id: string, o: Partial<FakePlan> = {}): FakePlan => ({
  id,
  version: 1,
  status: "draft",
  episodeNumber: 1,
  mrNo: "HRT-000101",
  fullname: "Jordan Avery",
  location: RIVERSIDE,
  ...o,
});

/** A plan as the GraphQL API answers it. */
export const typed = (plan: FakePlan) => ({
  __typename: "TreatmentPlan",
  id: plan.id,
  version: plan.version,
  status: plan.status,
  levelOfCare: "3.5",
  episodeNumber: plan.episodeNumber,
  startedAt: "2026-11-20T17:00:00Z",
  documentName: `treatmentPlan.${plan.id}`,
  client: {
    __typename: "ClientRef",
    id: `c-${plan.mrNo}`,
    mrNo: plan.mrNo,
    fullname: plan.fullname,
    dateOfBirth: "1990-04-12",
  },
  location: plan.location,
  startedBy: { __typename: "ClinicianRef", id: "u1", fullname: "Theo Ramirez" },
  signedBy: plan.signedBy ? { __typename: "ClinicianRef", id: "u1", fullname: plan.signedBy } : null,
  signedAt: plan.signedAt ?? null,
  contentHash: plan.contentHash ?? null,
});

type Answer = ApolloLink.Result;
const refusal = (message: string, code: string): Answer => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/** When the fake server signs a plan. */
export const SIGNED_AT = "2026-11-28T17:14:00Z";
export const SIGNED_HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

/**
 * Answers the plan operations by name: the caller's plans (filtered and paged as the server does),
 * one client's plans and stays, starting a plan (refused with `startRefusal` when given), one plan,
 * whether the signer has a PIN, and signing a plan: refused with each of `signRefusals` in turn, then
 * signed by the session's user (Theo Ramirez).
 */
export function fakePlanServer(o: {
  plans: FakePlan[];
  episodes?: { episodeNumber: number; dischargeDate: string | null }[];
  startRefusal?: { message: string; code: string };
  signRefusals?: { message: string; code: string; apiCode?: string }[];
}) {
  const signRefusals = [...(o.signRefusals ?? [])];
  const plans = [...o.plans];
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const operationName = operation.operationName ?? "";
    calls.push({ operationName, variables });
    switch (operationName) {
      case "TreatmentPlans": {
        const matching = plans.filter(
          (p) =>
            (!variables["status"] || p.status === variables["status"]) &&
            (!variables["locationId"] || p.location.id === variables["locationId"]),
        );
        const page = Number(variables["page"] ?? 1);
        const pageSize = Number(variables["pageSize"] ?? 25);
        return of({
          data: {
            treatmentPlans: {
              __typename: "TreatmentPlanPage",
              results: matching.slice((page - 1) * pageSize, page * pageSize).map(typed),
              pageInfo: { __typename: "PageInfo", total: matching.length, page, pageSize },
            },
          },
        });
      }
      case "ClientTreatmentPlans":
        return of({
          data: {
            clientTreatmentPlans: plans.filter((p) => p.mrNo === variables["mrNo"]).map(typed),
            clientEpisodes: (o.episodes ?? []).map((e) => ({
              __typename: "ClientEpisode",
              id: `e${e.episodeNumber}`,
              ...e,
            })),
          },
        });
      case "StartTreatmentPlan": {
        if (o.startRefusal) return of(refusal(o.startRefusal.message, o.startRefusal.code));
        const plan = fakePlan(`new-${plans.length}`, { mrNo: String(variables["mrNo"]) });
        plans.unshift(plan);
        return of({ data: { startTreatmentPlan: typed(plan) } });
      }
      case "TreatmentPlan": {
        const plan = plans.find((p) => p.id === variables["id"]);
        return of(plan ? { data: { treatmentPlan: typed(plan) } } : refusal("No such plan", "NOT_FOUND"));
      }
      case "SignerHasPin":
        return of({ data: { me: { __typename: "Me", id: "u1", hasPin: true } } });
      case "SignTreatmentPlan": {
        const refused = signRefusals.shift();
        if (refused)
          return of({
            data: null,
            errors: [{ message: refused.message, extensions: { code: refused.code, apiCode: refused.apiCode } }],
          });
        const index = plans.findIndex((p) => p.id === variables["id"]);
        const signed: FakePlan = {
          ...plans[index]!,
          status: "awaiting_approval",
          signedBy: "Theo Ramirez",
          signedAt: SIGNED_AT,
          contentHash: SIGNED_HASH,
        };
        plans[index] = signed;
        return of({ data: { signTreatmentPlan: typed(signed) } });
      }
      default:
        return of(refusal(`no answer for ${operationName}`, "INTERNAL"));
    }
  });
  return { link, calls };
}

/** A signed-in staff member of `role` at Riverside (and Hillcrest with `both`), as the session gives it. */
export function sessionUser(role: StaffRole, both = false): SessionUser {
  const locations = both ? [RIVERSIDE, HILLCREST] : [RIVERSIDE];
  return {
    id: "u1",
    role,
    firstName: "Theo",
    lastName: "Ramirez",
    fullname: "Theo Ramirez",
    locations,
    defaultLocation: RIVERSIDE,
    capabilities: capabilitiesOf({ id: "u1", role, locationIds: locations.map((l) => l.id) }),
  } as unknown as SessionUser;
}

/** Renders `routes` at `path` for `user` against `link`; answers the router, to read where it went. */
export function renderRoutes(link: ApolloLink, user: SessionUser, routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <SessionContext.Provider value={user}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ApolloProvider>,
  );
  return router;
}
