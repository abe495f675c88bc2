/**
 * Scenario (c), the baseline: a plain in-memory y-websocket relay on a bare `ws` server, no auth,
 * no persistence.
 *
 * `@y/websocket-server` 0.1.1 is not a dependency of this repository (adding it is the lead's call:
 * package.json and the lockfile), and its `utils.js` imports `y-leveldb`, an optional dependency,
 * at the top. So by default the relay is our own few lines on y-protocols that do exactly what its
 * `setupWSConnection` does per message — the same sync handling, the same broadcast of every update
 * to every connection of the document (the sender included), the same awareness relay and 30 s ping
 * — minus its persistence and HTTP-callback hooks. `--baseline=package` loads
 * `@y/websocket-server/utils` instead (or `--baseline=<path to its utils.js>`).
 */
import http from "node:http";
import { WebSocketServer } from "ws";
import { LAUNCHER_MAX_PAYLOAD } from "./common";
import type { RunningRelay } from "./common";
import type { Setup } from "./ownRelay";

/** `own`, `package` (`@y/websocket-server/utils`), or a path to that package's `src/utils.js`. */
export async function loadSetup(which: string): Promise<{ setup: Setup; label: string }> {
  if (which === "own") {
    const { ownSetup } = await import("./ownRelay");
    return { setup: ownSetup(), label: "own relay on y-protocols (setupWSConnection's algorithm), bare ws server" };
  }
  const specifier = which === "package" ? "@y/websocket-server/utils" : which;
  try {
    const utils = (await import(specifier)) as { setupWSConnection: Setup };
    return {
      setup: utils.setupWSConnection,
      label: `@y/websocket-server setupWSConnection (${specifier}), bare ws server`,
    };
  } catch (error) {
    throw new Error(
      `--baseline=${which}: cannot load ${specifier} (${error instanceof Error ? error.message : String(error)}). ` +
        "Install @y/websocket-server@0.1.1 (and its optional y-leveldb), or use --baseline=own.",
      { cause: error },
    );
  }
}

export async function startBaselineRelay(which: string): Promise<RunningRelay & { label: string }> {
  const { setup, label } = await loadSetup(which);
  const wss = new WebSocketServer({ noServer: true, maxPayload: LAUNCHER_MAX_PAYLOAD });
  const server = http.createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/plain" }).end("okay"),
  );
  server.on("upgrade", (request, socket, head) => {
    const docName = (request.url ?? "").replace(/^\/collab\//, "").split("?")[0]!;
    wss.handleUpgrade(request, socket, head, (conn) => setup(conn, request, { docName }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    label,
    wsUrl: `ws://127.0.0.1:${port}/collab`,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
