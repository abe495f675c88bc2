/**
 * Changing a client's open episode of care and what hangs on it: discharge, referral, level of care,
 * transfer, primary therapist and anticipated discharge date. Each change runs through `changeChart`:
 * the client's status is checked on the locked row (two staff discharging at once: one wins, the
 * other gets 409), and the episode, its history and the current values on `clients` change together.
 */
import type {
  ClientReferral,
  ClientSummary,
  DischargeBody,
  LevelOfCareChangeBody,
  ReferralBody,
  TransferBody,
} from "@hearth/schema";
import { levelOfCareLabel } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { clientLevelOfCareHistory, clientLocationHistory, clientReferrals } from "../../../db/schema";
import { refuse } from "../../../authz/decision";
import {
  checkLocation,
  checkNotFuture,
  checkProgram,
  checkTherapist,
  checkWithinEpisode,
  dateText,
  fieldError,
  latestEffectiveDate,
  locationOf,
  openEpisodeOf,
  programAfterTransfer,
} from "./checks";
import { endConsentsOnDischarge } from "../consent/expiry";
import { activeEpisode, changeChart, summaryOf, updateClient, updateEpisode } from "./change";
import { presentReferrals } from "./presenter";

export async function dischargeClient(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: DischargeBody,
): Promise<ClientSummary> {
  const { client } = await changeChart(deps, ctx, mrNo, "client:discharge", async (tx, c) => {
    // Two staff discharging at once: the second finds the client discharged and is told so.
    if (c.status === "discharged") return { refused: refuse.conflict("The client has already been discharged.") };
    const open = await activeEpisode(tx, c, "a discharge");
    if ("refused" in open) return open;
    const { episode } = open;
    checkWithinEpisode("dischargeDate", body.dischargeDate, episode);
    await updateEpisode(tx, episode.id, {
      dischargeDate: body.dischargeDate,
      dischargeType: body.dischargeType,
      dischargeReason: body.reason,
      dischargedBy: ctx.user.id,
      dischargedAt: new Date(),
    });
    const updated = await updateClient(tx, c.id, { status: "discharged", dischargeDate: body.dischargeDate });
    // 42 CFR Part 2: consents that end "on discharge" expire with it, in the same transaction.
    await endConsentsOnDischarge(tx, ctx, updated, body.dischargeDate);
    return {
      client: updated,
      result: null,
      details: {
        episodeNumber: episode.episodeNumber,
        dischargeDate: body.dischargeDate,
        dischargeType: body.dischargeType,
      },
    };
  });
  return summaryOf(deps, client);
}

/** An outgoing referral, whatever the client's status; it names the open episode when there is one. */
export async function referClient(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: ReferralBody,
): Promise<ClientReferral> {
  const { result } = await changeChart(deps, ctx, mrNo, "client:refer", async (tx, c) => {
    checkNotFuture("referralDate", body.referralDate);
    const episode = await openEpisodeOf(tx, c.id);
    const [row] = await tx
      .insert(clientReferrals)
      .values({
        clientId: c.id,
        episodeId: episode?.id ?? null,
        referredTo: body.referredTo,
        reason: body.reason,
        referralDate: body.referralDate,
        contact: body.contact || null,
        createdBy: ctx.user.id,
      })
      .returning();
    return { client: c, result: row!, details: { referralId: row!.id, referredTo: body.referredTo } };
  });
  return (await presentReferrals(deps.db, [result]))[0]!;
}

export async function changeLevelOfCare(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: LevelOfCareChangeBody,
): Promise<ClientSummary> {
  const { client } = await changeChart(deps, ctx, mrNo, "client:level_of_care_change", async (tx, c) => {
    const open = await activeEpisode(tx, c, "a change of level of care");
    if ("refused" in open) return open;
    const { episode } = open;
    if (body.levelOfCare === c.levelOfCare)
      return { refused: refuse.conflict(`The client is already at ${levelOfCareLabel(c.levelOfCare)}.`) };
    checkWithinEpisode("effectiveDate", body.effectiveDate, episode);
    const since = await latestEffectiveDate(tx, episode.id, "level_of_care");
    // History stays in order: the new level cannot take effect before the one it replaces.
    if (since && body.effectiveDate < since)
      throw fieldError("effectiveDate", `must not be before the current level's effective date (${dateText(since)})`);
    await tx.insert(clientLevelOfCareHistory).values({
      clientId: c.id,
      episodeId: episode.id,
      levelOfCare: body.levelOfCare,
      effectiveDate: body.effectiveDate,
      reason: body.reason,
      changedBy: ctx.user.id,
    });
    await updateEpisode(tx, episode.id, { levelOfCare: body.levelOfCare });
    const updated = await updateClient(tx, c.id, { levelOfCare: body.levelOfCare });
    return {
      client: updated,
      result: null,
      details: { from: c.levelOfCare, to: body.levelOfCare, effectiveDate: body.effectiveDate },
    };
  });
  return summaryOf(deps, client);
}

/** A transfer to another location of the organization; staff of the old location only lose the chart. */
export async function transferClient(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: TransferBody,
): Promise<ClientSummary> {
  const { client } = await changeChart(deps, ctx, mrNo, "client:location_change", async (tx, c) => {
    const open = await activeEpisode(tx, c, "a transfer");
    if ("refused" in open) return open;
    const { episode } = open;
    const location = await checkLocation(tx, ctx, body.locationId, { reached: false });
    if (location.id === c.locationId) return { refused: refuse.conflict(`The client is already at ${location.name}.`) };
    const programId = body.programId
      ? await checkProgram(tx, ctx, body.programId, location)
      : await programAfterTransfer(tx, c.programId);
    checkWithinEpisode("effectiveDate", body.effectiveDate, episode);
    const since = await latestEffectiveDate(tx, episode.id, "location");
    if (since && body.effectiveDate < since)
      throw fieldError("effectiveDate", `must not be before the last move's effective date (${dateText(since)})`);
    await tx.insert(clientLocationHistory).values({
      clientId: c.id,
      episodeId: episode.id,
      locationId: location.id,
      effectiveDate: body.effectiveDate,
      reason: body.reason,
      changedBy: ctx.user.id,
    });
    await updateEpisode(tx, episode.id, { locationId: location.id, programId });
    const updated = await updateClient(tx, c.id, { locationId: location.id, programId });
    return {
      client: updated,
      result: null,
      details: { from: c.locationId, to: location.id, effectiveDate: body.effectiveDate },
    };
  });
  return summaryOf(deps, client);
}

export async function setPrimaryTherapist(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  clinicianId: string | null,
): Promise<ClientSummary> {
  const { client } = await changeChart(deps, ctx, mrNo, "client:primary_therapist", async (tx, c) => {
    const open = await activeEpisode(tx, c, "setting the primary therapist");
    if ("refused" in open) return open;
    const { episode } = open;
    const therapistId = clinicianId
      ? await checkTherapist(tx, ctx, clinicianId, await locationOf(tx, c), "clinicianId")
      : null;
    await updateEpisode(tx, episode.id, { primaryTherapistId: therapistId });
    const updated = await updateClient(tx, c.id, { primaryTherapistId: therapistId });
    return { client: updated, result: null, details: { from: c.primaryTherapistId, to: therapistId } };
  });
  return summaryOf(deps, client);
}

export async function setAnticipatedDischargeDate(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  date: string | null,
): Promise<ClientSummary> {
  const { client } = await changeChart(deps, ctx, mrNo, "client:anticipated_discharge", async (tx, c) => {
    const open = await activeEpisode(tx, c, "an anticipated discharge date");
    if ("refused" in open) return open;
    const { episode } = open;
    if (date && date < episode.admissionDate)
      throw fieldError("date", `must not be before the admission date (${dateText(episode.admissionDate)})`);
    await updateEpisode(tx, episode.id, { anticipatedDischargeDate: date });
    const updated = await updateClient(tx, c.id, { anticipatedDischargeDate: date });
    return { client: updated, result: null, details: { from: c.anticipatedDischargeDate, to: date } };
  });
  return summaryOf(deps, client);
}
