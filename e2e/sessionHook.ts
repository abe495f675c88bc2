/**
 * Test-only, and only in the e2e server process (e2e/server.ts): a loopback HTTP listener that moves
 * a group session's start a few seconds later within its own start minute. Sessions start on whole
 * minutes, so their check-in opens on one; this lets a spec have check-in open seconds after its page
 * loads instead of waiting up to a minute for the next. The server's and the browser's real clocks
 * still decide when it opens. Production servers have no such route.
 */
import { createServer } from "node:http";
import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import type { Api } from "../apps/api/src/index";
import { transact } from "../apps/api/src/deps";
import { groupSessions } from "../apps/api/src/db/schema";

/** Within its minute, so the session's wall-clock date and start time still name its start. */
const MINUTE_MS = 60_000;

export function startSessionHook(api: Api, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const move = moveOf(body);
      if (request.method !== "POST" || request.url !== "/group-session-start" || !move) {
        response.writeHead(400).end('POST /group-session-start {"sessionId": uuid, "startsAt": ISO instant}');
        return;
      }
      moveStart(api, move).then(
        (answer) =>
          response.writeHead(answer.ok ? 200 : 409, { "content-type": "application/json" }).end(JSON.stringify(answer)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

type Answer = { ok: true; startsAt: string } | { ok: false; reason: string };

function moveStart(api: Api, move: { sessionId: string; startsAt: Date }): Promise<Answer> {
  return transact(api.deps, async (tx): Promise<Answer> => {
    const [session] = await tx.select().from(groupSessions).where(eq(groupSessions.id, move.sessionId)).for("update");
    if (!session) return { ok: false, reason: "no such session" };
    const later = move.startsAt.getTime() - session.startsAt.getTime();
    if (later < 0 || later >= MINUTE_MS)
      return {
        ok: false,
        reason: `${move.startsAt.toISOString()} is not within the minute from ${session.startsAt.toISOString()}`,
      };
    // The end moves with the start: the session keeps its length.
    await tx
      .update(groupSessions)
      .set({ startsAt: move.startsAt, endsAt: new Date(session.endsAt.getTime() + later) })
      .where(eq(groupSessions.id, session.id));
    return { ok: true, startsAt: move.startsAt.toISOString() };
  });
}

function moveOf(body: string): { sessionId: string; startsAt: Date } | null {
  try {
    const { sessionId, startsAt } = JSON.parse(body) as { sessionId?: unknown; startsAt?: unknown };
    const at = new Date(typeof startsAt === "string" ? startsAt : "");
    return typeof sessionId === "string" && !Number.isNaN(at.getTime()) ? { sessionId, startsAt: at } : null;
  } catch {
    return null;
  }
}
