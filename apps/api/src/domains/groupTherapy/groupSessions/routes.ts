/** /auth/group-sessions/* routes, and the check-in kiosk's /auth/kiosk/* (kiosk token only). */
import { z } from "zod";
import {
  AttendanceBody,
  BulkCheckInBody,
  CLINICAL_RECORD_ROLES,
  CLINICAL_ROLES,
  CancelSessionBody,
  GenerateSessionsBody,
  GroupSessionBody,
  GroupSessionListQuery,
  GroupSessionUpdateBody,
  KioskCheckInBody,
  KioskStartBody,
  RosterAddBody,
  id,
} from "@hearth/schema";
import type { Role } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf, resolveKioskContext } from "../../../context";
import type { Deps } from "../../../deps";
import { applyCookies } from "../../../http";
import { clearedCookies } from "../../auth/cookies";
import { generateSessions } from "./generate";
import { kioskSession, openKiosk, selfCheckIn } from "./kiosk";
import { addToRoster, bulkCheckIn, removeFromRoster, setAttendance } from "./roster";
import { cancelSession, createSession, getSession, listSessions, updateSession } from "./service";
import { kioskAccess, rolesAccess, scope } from "../../../authz/routeAccess";

/** Who creates, changes and cancels any session of their locations: administrators and supervisors (policy.ts); a facilitator their own. */
const MANAGERS: readonly Role[] = ["admin", "supervisor"];
const tags = ["group therapy"];
const IdParams = z.object({ id });
const ClientParams = z.object({ id, clientId: id });
const kioskSecurity = [{ bearer: [] }];

export function groupSessionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/group-sessions",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 403),
        ...auth,
        schema: {
          tags,
          summary: "Sessions of the caller's locations, by date and start time",
          querystring: GroupSessionListQuery,
        },
      },
      async (request) => listSessions(deps, ctxOf(request), request.query),
    );

    app.post(
      "/auth/group-sessions",
      {
        // The group is named in the body: staff who may not read clinical records, or not at its location, are told it does not exist.
        config: rolesAccess(MANAGERS, 403, scope.location(404), { readers: CLINICAL_RECORD_ROLES, orOwner: true }),
        ...auth,
        schema: { tags, summary: "Create an ad hoc session with its note and roster", body: GroupSessionBody },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createSession(deps, ctxOf(request), request.body) }),
    );

    app.post(
      "/auth/group-sessions/generate",
      {
        config: rolesAccess(["admin", "supervisor", "therapist"], 403),
        ...auth,
        schema: {
          tags,
          summary: "Create the sessions of the groups' weekly schedules in a date range (idempotent)",
          body: GenerateSessionsBody,
        },
      },
      async (request) => ({
        results: await generateSessions(deps, ctxOf(request), request.body),
      }),
    );

    app.get(
      "/auth/group-sessions/:id",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 404, scope.location(404)),
        ...auth,
        schema: { tags, summary: "One session", params: IdParams },
      },
      async (request) => ({
        results: await getSession(deps, ctxOf(request), request.params.id),
      }),
    );

    app.patch(
      "/auth/group-sessions/:id",
      {
        config: rolesAccess(MANAGERS, 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: {
          tags,
          summary: "Change a session's topic, times, staff or room (draft notes only)",
          params: IdParams,
          body: GroupSessionUpdateBody,
        },
      },
      async (request) => ({
        results: await updateSession(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      "/auth/group-sessions/:id/cancel",
      {
        config: rolesAccess(MANAGERS, 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: {
          tags,
          summary: "Cancel a session (draft, unsigned notes only)",
          params: IdParams,
          body: CancelSessionBody,
        },
      },
      async (request) => ({
        results: await cancelSession(deps, ctxOf(request), request.params.id, request.body.reason),
      }),
    );

    app.post(
      "/auth/group-sessions/:id/roster",
      {
        config: rolesAccess(["supervisor"], 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: {
          tags,
          summary: "Add a client of the location to the session's roster",
          params: IdParams,
          body: RosterAddBody,
        },
      },
      async (request) => ({
        results: await addToRoster(deps, ctxOf(request), request.params.id, request.body.clientId),
      }),
    );

    app.delete(
      "/auth/group-sessions/:id/roster/:clientId",
      {
        config: rolesAccess(["supervisor"], 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: { tags, summary: "Remove an unmarked client from the session's roster", params: ClientParams },
      },
      async (request) => ({
        results: await removeFromRoster(deps, ctxOf(request), request.params.id, request.params.clientId),
      }),
    );

    app.put(
      "/auth/group-sessions/:id/attendance/:clientId",
      {
        config: rolesAccess(["supervisor"], 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: {
          tags,
          summary: "Mark a client's attendance and minutes (null clears the mark)",
          params: ClientParams,
          body: AttendanceBody,
        },
      },
      async (request) => ({
        results: await setAttendance(deps, ctxOf(request), request.params.id, request.params.clientId, request.body),
      }),
    );

    app.post(
      "/auth/group-sessions/:id/bulk-check-in",
      {
        config: rolesAccess(CLINICAL_ROLES, 403, scope.location(404), { readers: CLINICAL_RECORD_ROLES }),
        ...auth,
        schema: {
          tags,
          summary: "Check in several roster clients now (already checked-in ones stay as they are)",
          params: IdParams,
          body: BulkCheckInBody,
        },
      },
      async (request) => ({
        results: await bulkCheckIn(deps, ctxOf(request), request.params.id, request.body.clientIds),
      }),
    );

    app.post(
      "/auth/group-sessions/:id/kiosk",
      {
        config: rolesAccess(CLINICAL_ROLES, 403, scope.location(404), { readers: CLINICAL_RECORD_ROLES }),
        ...auth,
        schema: {
          tags,
          summary: "Open the check-in kiosk: a token for this session only",
          params: IdParams,
          body: KioskStartBody.nullish(),
        },
      },
      async (request, reply) => {
        const results = await openKiosk(deps, ctxOf(request), request.params.id);
        // The tablet keeps only the kiosk token: this browser's sign-in cookies go, the user's other sessions stay.
        if (request.body?.signOutHere)
          applyCookies(reply, clearedCookies(Object.keys(request.cookies ?? {}), deps.options.secureCookies));
        return { results };
      },
    );

    app.get(
      "/auth/kiosk/session",
      {
        config: kioskAccess(),
        schema: {
          tags,
          summary: "The kiosk's session: first names and last initials (kiosk token)",
          security: kioskSecurity,
        },
      },
      async (request) => {
        const { ctx, sessionId } = await resolveKioskContext(deps.db, deps.tokens, request);
        return { results: await kioskSession(deps, ctx, sessionId) };
      },
    );

    app.post(
      "/auth/kiosk/self-check-in",
      {
        config: kioskAccess(),
        schema: {
          tags,
          summary: "A client checks in with their date of birth (kiosk token)",
          security: kioskSecurity,
          body: KioskCheckInBody,
        },
      },
      async (request) => {
        const { ctx, sessionId } = await resolveKioskContext(deps.db, deps.tokens, request);
        return {
          results: await selfCheckIn(deps, ctx, sessionId, request.body.entryId, request.body.dateOfBirth),
        };
      },
    );
  };
}
