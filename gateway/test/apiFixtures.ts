/**
 * The API alone on a real port, for gateways in other processes (only gateway/test may import the
 * API). Test data comes from @hearth/testing.
 */
import { createServer } from "node:net";
import { startTestApi } from "../../apps/api/src/test/harness";
import type { TestApi } from "../../apps/api/src/test/harness";

export type { TestApi };

/** A TCP port free right now, so that processes can be told the API's address before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The API on its own port (http://127.0.0.1:<port>, any free one by default), as gateways on other machines reach it. */
export async function startApiOverHttp(
  o: { schedulerTickMs?: number; port?: number; busChannel?: string } = {},
): Promise<{ t: TestApi; apiUrl: string }> {
  const t = await startTestApi({ schedulerTickMs: o.schedulerTickMs, busChannel: o.busChannel });
  await t.app.listen({ port: o.port ?? 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  return { t, apiUrl: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}
