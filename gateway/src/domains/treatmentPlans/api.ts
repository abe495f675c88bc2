import type {
  Page,
  SignatureCredential,
  TreatmentPlan,
  TreatmentPlanStatus,
  TreatmentPlanSummary,
} from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;

/** REST routes of treatment plans (`/api/auth/treatment-plannings`, `/api/auth/clients/:mrNo/treatment-plannings`). */
export class TreatmentPlansApi {
  constructor(private readonly rest: RestClient) {}

  /** Plans of the caller's locations, newest first, a page at a time. */
  list(query: {
    status?: TreatmentPlanStatus | null;
    locationId?: string | null;
    page?: number | null;
    pageSize?: number | null;
  }): Promise<Page<TreatmentPlanSummary>> {
    return this.rest.call("GET", "/api/auth/treatment-plannings", { query: { ...query } });
  }
  /** 404 outside the caller's reach. */
  get(planId: string): Promise<TreatmentPlan> {
    return this.rest.results("GET", `/api/auth/treatment-plannings/${seg(planId)}`);
  }
  ofClient(mrNo: string): Promise<TreatmentPlanSummary[]> {
    return this.rest.results("GET", `/api/auth/clients/${seg(mrNo)}/treatment-plannings`);
  }
  /** 400 naming what keeps the plan from being signed; 401 a wrong PIN or password; 409 signed already or still saving. */
  sign(planId: string, body: SignatureCredential & { seenStateVector?: string }): Promise<TreatmentPlan> {
    return this.rest.results("POST", `/api/auth/treatment-plannings/${seg(planId)}/sign`, { body });
  }
  /** 403 for the plan's own signer; 409 when it does not await approval. */
  approve(planId: string, body: SignatureCredential): Promise<TreatmentPlan> {
    return this.rest.results("POST", `/api/auth/treatment-plannings/${seg(planId)}/approve`, { body });
  }
  /** 400 without a reason; 409 when it does not await approval. */
  giveBack(planId: string, reason: string): Promise<TreatmentPlan> {
    return this.rest.results("POST", `/api/auth/treatment-plannings/${seg(planId)}/return`, { body: { reason } });
  }
  /** 409 when the client is not admitted or the stay has a plan already. */
  start(mrNo: string): Promise<TreatmentPlan> {
    return this.rest.results("POST", `/api/auth/clients/${seg(mrNo)}/treatment-plannings`);
  }
}
