/** Admission and readmission: a new episode of care, its first level-of-care and location rows, the client active. */
import { eq, max } from "drizzle-orm";
import type { AdmissionBody, ClientSummary } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { clientEpisodes, clientLevelOfCareHistory, clientLocationHistory } from "../../../db/schema";
import type { ClientRow } from "../../../db/schema";
import { refuse } from "../../../authz/decision";
import type { Denial } from "../../../authz/decision";
import {
  checkLocation,
  checkNotFuture,
  checkProgram,
  checkTherapist,
  dateText,
  fieldError,
  lastEpisodeOf,
} from "./checks";
import { changeChart, summaryOf, updateClient } from "./change";

/** Why a client in this status cannot be admitted (`admit`) or readmitted, or null when they can. */
function admissionRefusal(status: ClientRow["status"], kind: "admit" | "readmit"): Denial | null {
  if (kind === "admit") {
    if (status === "pending_admission") return null;
    return refuse.conflict(
      status === "active"
        ? "The client is already admitted; discharge them before another admission."
        : "The client has been discharged; readmit them to open a new episode of care.",
    );
  }
  if (status === "discharged") return null;
  return refuse.conflict(
    status === "active"
      ? "The client is still admitted; discharge them before readmitting."
      : "The client has not been admitted yet; admit them first.",
  );
}

/** Admission and readmission: the next episode with its first level-of-care and location rows. */
async function openNewEpisode(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: AdmissionBody,
  kind: "admit" | "readmit",
): Promise<ClientSummary> {
  const action = kind === "admit" ? "client:admit" : "client:readmit";
  const { client } = await changeChart(deps, ctx, mrNo, action, async (tx, c) => {
    const refusal = admissionRefusal(c.status, kind);
    if (refusal) return { refused: refusal };
    const location = await checkLocation(tx, ctx, body.locationId, { reached: true });
    const programId = body.programId ? await checkProgram(tx, ctx, body.programId, location) : null;
    const therapistId = body.primaryTherapistId
      ? await checkTherapist(tx, ctx, body.primaryTherapistId, location, "primaryTherapistId")
      : null;
    checkNotFuture("admissionDate", body.admissionDate);
    const last = await lastEpisodeOf(tx, c.id);
    if (last?.dischargeDate && body.admissionDate < last.dischargeDate)
      throw fieldError("admissionDate", `must not be before the last discharge (${dateText(last.dischargeDate)})`);
    const [numbers] = await tx
      .select({ n: max(clientEpisodes.episodeNumber) })
      .from(clientEpisodes)
      .where(eq(clientEpisodes.clientId, c.id));
    const episodeNumber = (numbers?.n ?? 0) + 1;
    const [episode] = await tx
      .insert(clientEpisodes)
      .values({
        organizationId: c.organizationId,
        clientId: c.id,
        episodeNumber,
        locationId: location.id,
        programId,
        admissionDate: body.admissionDate,
        levelOfCare: body.levelOfCare,
        primaryTherapistId: therapistId,
        anticipatedDischargeDate: body.anticipatedDischargeDate ?? null,
        admittedBy: ctx.user.id,
      })
      .returning();
    const reason = kind === "admit" ? "Admission" : "Readmission";
    const history = { clientId: c.id, episodeId: episode!.id, effectiveDate: body.admissionDate, reason };
    await tx
      .insert(clientLevelOfCareHistory)
      .values({ ...history, levelOfCare: body.levelOfCare, changedBy: ctx.user.id });
    await tx.insert(clientLocationHistory).values({ ...history, locationId: location.id, changedBy: ctx.user.id });
    const updated = await updateClient(tx, c.id, {
      status: "active",
      locationId: location.id,
      programId,
      levelOfCare: body.levelOfCare,
      admissionDate: body.admissionDate,
      anticipatedDischargeDate: body.anticipatedDischargeDate ?? null,
      dischargeDate: null,
      primaryTherapistId: therapistId,
    });
    return {
      client: updated,
      result: null,
      details: {
        episodeNumber,
        locationId: location.id,
        levelOfCare: body.levelOfCare,
        admissionDate: body.admissionDate,
      },
    };
  });
  return summaryOf(deps, client);
}

export const admitClient = (deps: Deps, ctx: RequestContext, mrNo: string, body: AdmissionBody) =>
  openNewEpisode(deps, ctx, mrNo, body, "admit");

export const readmitClient = (deps: Deps, ctx: RequestContext, mrNo: string, body: AdmissionBody) =>
  openNewEpisode(deps, ctx, mrNo, body, "readmit");
