/**
 * Test-only, and only in the e2e server process (e2e/server.ts): a loopback HTTP listener that runs
 * the handoff history's shift-record job with a clock the spec chooses, so a spec can end a shift
 * without waiting hours for it. Production servers have no such route: the job reads the real clock.
 */
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { Api } from "../apps/api/src/index";
import { transact } from "../apps/api/src/deps";
import { recordEndedShifts } from "../apps/api/src/domains/handoff/record";

export function startShiftHook(api: Api, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const now = instantOf(body);
      if (request.method !== "POST" || request.url !== "/handoff-shifts" || Number.isNaN(now.getTime())) {
        response.writeHead(400).end('POST /handoff-shifts {"now": ISO instant}');
        return;
      }
      transact(api.deps, (tx) => recordEndedShifts(tx, now)).then(
        (made) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ made })),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

function instantOf(body: string): Date {
  try {
    return new Date((JSON.parse(body) as { now?: string }).now ?? "");
  } catch {
    return new Date(Number.NaN);
  }
}
