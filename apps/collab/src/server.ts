import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type {} from "@fastify/websocket";
import type { Logger } from "@hearth/logger";
import type { RawData } from "ws";
import type { CollabApi } from "./api";
import { admit, credentialOf } from "./auth";
import type { Admission, OriginPolicy } from "./auth";
import type { CoolDowns } from "./budget";
import { CLOSE } from "./closeCodes";
import { Connection } from "./connection";
import type { ConnectionLimits } from "./connection";
import type { DocumentRegistry } from "./documents";
import type { CollabMetrics } from "./metrics";
import type { AccessWatch } from "./revocation";
import type { ConnectionSet } from "./sessions";

export interface CollabServerParts {
  api: CollabApi;
  registry: DocumentRegistry;
  connections: ConnectionSet;
  /** Sockets whose access narrows while they are open are checked again (revocation.ts). */
  access: AccessWatch;
  metrics: CollabMetrics;
  log: Logger;
  limits: ConnectionLimits;
  /** Credentials and users whose socket went over its budget a moment ago: refused with 4429 until it passes. */
  coolDowns: CoolDowns;
  /** Pages whose cookie may open a socket (auth.ts). */
  origins: OriginPolicy;
  isClosing(): boolean;
}

/**
 * The WebSocket route `/:docName` (mounted under `/collab`), speaking the y-websocket protocol. Needs
 * `@fastify/websocket` (and, for cookie tokens, `@fastify/cookie`) registered by the host application.
 */
export function collabRoutes(parts: CollabServerParts): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { docName: string } }>("/:docName", { websocket: true }, (socket, request) => {
      const credential = credentialOf(request)?.token;
      const connection = new Connection(socket, parts.metrics, parts.log, parts.limits, {
        overBudget: (over) => parts.coolDowns.add(credential, over.userId),
      });
      parts.connections.add(connection);
      // Listen at once: the provider sends sync step 1 and its awareness right after the handshake.
      socket.on("message", (data: RawData, isBinary: boolean) => connection.receive(toBytes(data), isBinary));
      socket.on("pong", () => {
        connection.alive = true;
      });
      socket.on("close", () => {
        parts.connections.delete(connection);
        const shared = connection.document;
        connection.markClosed();
        if (shared) parts.registry.release(shared);
      });
      // A credential in its cool-down is refused before the API is asked anything.
      const check = () =>
        parts.coolDowns.has(credential)
          ? coolingDown(parts)
          : admit(parts.api, request.params.docName, request, parts.origins);
      join(parts, connection, request.params.docName, check).catch((error: unknown) => {
        // A bug here must cost this socket, never the process or the other sockets.
        parts.log.error({ err: error, documentName: request.params.docName }, "collab connection failed");
        connection.close(CLOSE.internal);
      });
    });
  };
}

async function join(
  parts: CollabServerParts,
  connection: Connection,
  documentName: string,
  check: () => Promise<Admission>,
): Promise<void> {
  if (parts.isClosing()) return connection.close(CLOSE.goingAway);
  const accessMark = parts.access.mark();
  const admission = await check();
  if (!admission.admitted) {
    parts.log.info({ documentName, detail: admission.detail }, `collab connection refused: ${admission.close.reason}`);
    // A client refused for its cool-down is not read from, nor let go at once: it cannot loop on reconnecting.
    return admission.close === CLOSE.overBudget
      ? connection.shutOut(admission.close)
      : connection.close(admission.close);
  }
  if (connection.closed) return;
  if (parts.coolDowns.has(admission.userId)) {
    parts.metrics.add("socketsOverBudget");
    return connection.shutOut(CLOSE.overBudget);
  }
  // Known before the document loads, so a session revoked meanwhile still reaches this socket.
  connection.userId = admission.userId;
  let shared;
  try {
    shared = await parts.registry.acquire(documentName);
  } catch (error) {
    parts.log.error({ err: error, documentName }, "loading a collab document failed");
    return connection.close(CLOSE.tryAgain);
  }
  if (connection.closed) return parts.registry.release(shared);
  connection.attach(shared, { userId: admission.userId, userName: admission.userName, readOnly: admission.readOnly });
  parts.access.admitted(connection, documentName, admission.token, accessMark);
}

function coolingDown(parts: CollabServerParts): Promise<Admission> {
  parts.metrics.add("socketsOverBudget");
  return Promise.resolve({
    admitted: false,
    close: CLOSE.overBudget,
    detail: "cooling down after going over its budget",
  });
}

/** ws hands over a Buffer (binaryType "nodebuffer"), fragments, or an ArrayBuffer; the decoders want one Uint8Array. */
function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) {
    const joined = Buffer.concat(data);
    return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
  }
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
