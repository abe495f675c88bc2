/**
 * The collab server alone in its own OS process, for tests that kill it (SIGKILL: no graceful close,
 * no flush). Run with `node --import tsx apps/collab/test/collabProcess.ts` and the environment:
 * COLLAB_PORT (fixed, so a restart comes back where the providers reconnect), HEARTH_API_URL,
 * HEARTH_SERVICE_KEY. The bus is in-process: lock events do not reach it (tests of locks use the stack).
 * Prints "ready <port>" once listening; exits when its stdin closes (the test process is gone).
 */
import Fastify from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import { createInProcessBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import { createCollab, MAX_FRAME_BYTES } from "../src/index";

const port = Number(process.env.COLLAB_PORT);
const apiUrl = process.env.HEARTH_API_URL ?? "";
const serviceKey = process.env.HEARTH_SERVICE_KEY ?? "";
if (!Number.isInteger(port) || port <= 0 || !apiUrl || !serviceKey) {
  console.error("collabProcess needs COLLAB_PORT, HEARTH_API_URL and HEARTH_SERVICE_KEY");
  process.exit(2);
}

const collab = await createCollab({
  bus: createInProcessBus(),
  api: { url: () => apiUrl },
  serviceKey,
  // Warnings and errors on stderr: stdout carries the "ready" line the test waits for.
  logger: createLogger({ app: "collab", level: "warn", destination: process.stderr }),
});
const app = Fastify({ logger: false });
await app.register(fastifyCookie);
await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
await app.register(collab.plugin, { prefix: "/collab" });
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write(`ready ${port}\n`);

// An orphan would hold the port forever: leave with the test process.
process.stdin.on("close", () => process.exit(0));
process.stdin.resume();
