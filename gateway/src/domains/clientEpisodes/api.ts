import type {
  AdmissionBody,
  ClientReferral,
  ClientSummary,
  DischargeBody,
  LevelOfCareChangeBody,
  ReferralBody,
  TransferBody,
} from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;
const chart = (mrNo: string) => `/api/auth/clients/${seg(mrNo)}`;

/** REST routes changing a client's episodes of care (`/api/auth/clients/:mrNo/...`); their reads go with the chart's (ClientsApi.chartRead). */
export class ClientEpisodesApi {
  constructor(private readonly rest: RestClient) {}

  admit(mrNo: string, body: z.input<typeof AdmissionBody>): Promise<ClientSummary> {
    return this.rest.results("POST", `${chart(mrNo)}/admit`, { body });
  }
  readmit(mrNo: string, body: z.input<typeof AdmissionBody>): Promise<ClientSummary> {
    return this.rest.results("POST", `${chart(mrNo)}/readmit`, { body });
  }
  discharge(mrNo: string, body: z.input<typeof DischargeBody>): Promise<ClientSummary> {
    return this.rest.results("POST", `${chart(mrNo)}/discharge`, { body });
  }
  refer(mrNo: string, body: z.input<typeof ReferralBody>): Promise<ClientReferral> {
    return this.rest.results("POST", `${chart(mrNo)}/refer`, { body });
  }
  changeLevelOfCare(mrNo: string, body: z.input<typeof LevelOfCareChangeBody>): Promise<ClientSummary> {
    return this.rest.results("POST", `${chart(mrNo)}/level-of-care`, { body });
  }
  transfer(mrNo: string, body: z.input<typeof TransferBody>): Promise<ClientSummary> {
    return this.rest.results("POST", `${chart(mrNo)}/location`, { body });
  }
  setPrimaryTherapist(mrNo: string, clinicianId: string | null): Promise<ClientSummary> {
    return this.rest.results("PUT", `${chart(mrNo)}/primary-therapist`, { body: { clinicianId } });
  }
  setAnticipatedDischargeDate(mrNo: string, date: string | null): Promise<ClientSummary> {
    return this.rest.results("PUT", `${chart(mrNo)}/anticipated-discharge-date`, { body: { date } });
  }
}
