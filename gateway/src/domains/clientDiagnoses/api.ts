import type {
  ClientDiagnosis,
  DiagnosisCode,
  DiagnosisEnteredInErrorInput,
  UpdateDiagnosesInput,
} from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;
const chart = (mrNo: string) => `/api/auth/clients/${seg(mrNo)}`;

/** REST routes of a client's diagnoses and the ICD-10-CM code search. */
export class ClientDiagnosesApi {
  constructor(private readonly rest: RestClient) {}

  /** Codes starting with the typed prefix first, then billable codes, then code order. */
  searchCodes(q: string, limit?: number | null): Promise<DiagnosisCode[]> {
    return this.rest.results("GET", "/api/auth/diagnosis-codes", { query: { q, limit } });
  }
  /** Active diagnoses (primary first), then resolved ones, then those entered in error. */
  list(mrNo: string): Promise<ClientDiagnosis[]> {
    return this.rest.results("GET", `${chart(mrNo)}/diagnoses`);
  }
  /** Adds one diagnosis or changes one, as the body's `action` says. */
  change(mrNo: string, body: UpdateDiagnosesInput): Promise<ClientDiagnosis> {
    return this.rest.results("POST", `${chart(mrNo)}/update-diagnoses`, { body });
  }
  /** Marks one diagnosis entered in error, with the reason; final. */
  markEnteredInError(mrNo: string, id: string, body: DiagnosisEnteredInErrorInput): Promise<ClientDiagnosis> {
    return this.rest.results("POST", `${chart(mrNo)}/diagnoses/${seg(id)}/entered-in-error`, { body });
  }
}
