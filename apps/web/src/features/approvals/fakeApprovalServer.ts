import { ApolloLink } from "@apollo/client";
import { Observable, of } from "rxjs";
import { capabilitiesOf } from "@hearth/schema";
import type { StaffRole } from "@hearth/schema";
import type { SessionUser } from "../../app/session/currentUser";

/** For the unit tests of the approvals page: signed plans and the GraphQL API answering about them, in memory. */

export const RIVERSIDE = { __typename: "Location", id: "loc-r", name: "Riverside Residential" };

export interface FakeQueuedPlan {
  id: string;
  fullname: string;
  mrNo: string;
  version: number;
  status: "draft" | "awaiting_approval" | "returned" | "approved";
  signedAt: string;
  signedBy: string;
}

export const queuedPlan = (id: string, o: Partial<FakeQueuedPlan> = {}): FakeQueuedPlan => ({
  id,
  fullname: "Jordan Avery",
  mrNo: "HRT-000101",
  version: 1,
  status: "awaiting_approval",
  signedAt: "2026-11-20T17:00:00Z",
  signedBy: "Theo Ramirez",
  ...o,
});

export const PLAN_HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

const planItem = (id: string, kind: string, text: string, fields: Record<string, unknown>, children: unknown[]) => ({
  __typename: "TreatmentPlanItem",
  id,
  kind,
  text,
  html: `<p>${text}</p>`,
  diagnosisCode: null,
  asamDimension: null,
  targetDate: null,
  status: null,
  frequency: null,
  responsibleId: null,
  ...fields,
  children,
});

/** One complete outline: a problem with a goal, an objective and an intervention. */
const OUTLINE = [
  planItem("p1", "problem", "Anxiety keeps the client from work.", { diagnosisCode: "F41.1", asamDimension: 3 }, [
    planItem("g1", "goal", "I want to feel calm without using.", {}, [
      planItem("o1", "objective", "Uses one grounding skill daily.", { targetDate: "2027-01-15", status: "open" }, [
        planItem(
          "i1",
          "intervention",
          "Teaches box breathing.",
          { frequency: "Weekly, 50 minutes", responsibleId: "u1" },
          [],
        ),
      ]),
    ]),
  ]),
];

const typed = (plan: FakeQueuedPlan) => ({
  __typename: "TreatmentPlan",
  id: plan.id,
  version: plan.version,
  status: plan.status,
  levelOfCare: "3.5",
  episodeNumber: 1,
  client: {
    __typename: "ClientRef",
    id: `c-${plan.mrNo}`,
    mrNo: plan.mrNo,
    fullname: plan.fullname,
    dateOfBirth: "1990-04-12",
  },
  location: RIVERSIDE,
  signedBy: plan.status === "returned" ? null : { __typename: "ClinicianRef", id: "u9", fullname: plan.signedBy },
  signedAt: plan.status === "returned" ? null : plan.signedAt,
  contentHash: PLAN_HASH,
  approvedAt: plan.status === "approved" ? "2026-11-29T10:00:00Z" : null,
  approvedBy: plan.status === "approved" ? { __typename: "ClinicianRef", id: "u1", fullname: "Dana Whitfield" } : null,
  returnReason: null as string | null,
  items: OUTLINE,
});

type Answer = ApolloLink.Result;
const refusal = (message: string, code: string): Answer => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/**
 * Answers the approvals page's operations by name: an empty group-note queue that never changes, the
 * plans awaiting approval (the API's order, newest first), one plan, and approving or returning it:
 * refused with each of `refusals` in turn, then done.
 */
export function fakeApprovalServer(o: { plans: FakeQueuedPlan[]; refusals?: { message: string; code: string }[] }) {
  const plans = o.plans.map((plan) => ({ ...plan }));
  const refusals = [...(o.refusals ?? [])];
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const operationName = operation.operationName ?? "";
    calls.push({ operationName, variables });
    const plan = plans.find((p) => p.id === variables["id"]);
    switch (operationName) {
      case "ApprovalQueue":
        return of({
          data: {
            approvalQueue: {
              __typename: "GroupNotePage",
              results: [],
              pageInfo: { __typename: "PageInfo", total: 0, page: 1, pageSize: 25 },
            },
          },
        });
      case "ApprovalFilterOptions":
        return of({
          data: {
            clinicians: { __typename: "ClinicianPage", results: [] },
            groups: { __typename: "GroupPage", results: [] },
          },
        });
      case "ApprovalQueueChanges":
        return new Observable<Answer>(() => undefined);
      case "PlanApprovalQueue": {
        const waiting = plans
          .filter((p) => p.status === "awaiting_approval")
          .sort((a, b) => b.signedAt.localeCompare(a.signedAt));
        return of({
          data: {
            treatmentPlans: {
              __typename: "TreatmentPlanPage",
              results: waiting.map(typed),
              pageInfo: { __typename: "PageInfo", total: waiting.length, page: 1, pageSize: 25 },
            },
          },
        });
      }
      case "PlanApprovalReview":
        return of(plan ? { data: { treatmentPlan: typed(plan) } } : refusal("No such plan", "NOT_FOUND"));
      case "PlanReviewClinicians":
        return of({
          data: {
            clinicians: {
              __typename: "ClinicianPage",
              results: [{ __typename: "Clinician", id: "u1", fullname: "Theo Ramirez" }],
            },
          },
        });
      case "SignerHasPin":
        return of({ data: { me: { __typename: "Me", id: "u1", hasPin: true } } });
      case "ApproveTreatmentPlan":
      case "ReturnTreatmentPlan": {
        const refused = refusals.shift();
        if (refused) return of(refusal(refused.message, refused.code));
        if (!plan) return of(refusal("No such plan", "NOT_FOUND"));
        plan.status = operationName === "ApproveTreatmentPlan" ? "approved" : "returned";
        const answer = { ...typed(plan), returnReason: (variables["reason"] as string | undefined) ?? null };
        return of({
          data:
            operationName === "ApproveTreatmentPlan"
              ? { approveTreatmentPlan: answer }
              : { returnTreatmentPlan: answer },
        });
      }
      default:
        return of(refusal(`no answer for ${operationName}`, "INTERNAL"));
    }
  });
  return { link, calls, plans };
}

/** A signed-in supervisor (or `role`) at Riverside, as the session gives it. */
export function sessionUser(role: StaffRole = "supervisor"): SessionUser {
  return {
    id: "u1",
    role,
    firstName: "Dana",
    lastName: "Whitfield",
    fullname: "Dana Whitfield",
    locations: [RIVERSIDE],
    defaultLocation: RIVERSIDE,
    capabilities: capabilitiesOf({ id: "u1", role, locationIds: [RIVERSIDE.id] }),
  } as unknown as SessionUser;
}
