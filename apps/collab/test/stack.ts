/**
 * Integration-test stack: the REAL API (apps/api, on PGlite in a temp directory, or in a fresh
 * database made on the server of DATABASE_URL, seeded with the current demo and dropped on close)
 * and the collab server composed on one Fastify instance on port 0, as the launcher does; the bus is
 * in-process, or Redis on a private channel when REDIS_URL is set. Test-only: app code never imports
 * the API (the seam); the harness must, to test against the real thing.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { WebsocketProvider } from "y-websocket";
import pg from "pg";
import * as decoding from "lib0/decoding";
import { createInProcessBus, createRedisBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import { COLLAB_MESSAGE, SERVICE_KEY_HEADER } from "@hearth/schema";
import type {
  AnyDomainEvent,
  DocumentStateResults,
  EventBus,
  EventName,
  EventPayloads,
  LoginResults,
  Me,
} from "@hearth/schema";
import { asc, inArray } from "drizzle-orm";
import { collabDocumentUpdates } from "../../api/src/db/schema";
import { createApi } from "../../api/src/index";
import type { Api } from "../../api/src/index";
import type { Db } from "../../api/src/db/client";
import { appendServerUpdate, sealDocument, unsealDocument } from "../../api/src/domains/collabDocuments/service";
import { createCollab } from "../src/index";
import type { Collab, CollabOptions } from "../src/index";

export const SERVICE_KEY = randomBytes(32).toString("base64url");
export const DEMO_PASSWORD = "hearth-demo";
/** The launcher's limit for every WebSocket; the collab server enforces its own, smaller one. */
const LAUNCHER_MAX_PAYLOAD = 4 * 1024 * 1024;

export interface CollabServer {
  collab: Collab;
  app: FastifyInstance;
  /** ws://…/collab, what a provider gets as its server URL. */
  wsUrl: string;
  close(): Promise<void>;
}

export interface Stack {
  /** http://127.0.0.1:<port>: the API's origin. */
  origin: string;
  bus: EventBus;
  /** The private Redis channel of `bus` when REDIS_URL is set: another instance's own connection subscribes to it. */
  busChannel: string | undefined;
  api: Api;
  /** The collab server composed beside the API. */
  main: CollabServer;
  /** Another collab server on its own port against the same API (a restart, or a second instance). */
  startCollabAlone(options?: Partial<CollabOptions>): Promise<CollabServer>;
  login(email: string): Promise<{ token: string; me: Me }>;
  /** The document as the API stores it (GET …/state with the service key). */
  storedDoc(name: string): Promise<Y.Doc>;
  /** Rows of these documents' update logs not yet folded into a snapshot, in id order (`createdAt` is their transaction's start). */
  updateLog(names: string[]): Promise<Array<{ id: number; documentName: string; createdAt: Date; data: Uint8Array }>>;
  publish<N extends EventName>(name: N, payload: EventPayloads[N]): Promise<void>;
  /**
   * What the group-notes domain does, through the API's own functions in one transaction, whose
   * events go out as it commits; each resolves once the event it published has come back on the bus (over
   * Redis when configured), so the collab servers subscribed before the test have applied it.
   */
  seal(name: string): Promise<void>;
  unseal(name: string): Promise<void>;
  patch(name: string, update: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const quietApiLog = createLogger({ app: "api", level: "error", destination: process.stderr });
const quietCollabLog = createLogger({ app: "collab", level: "silent" });

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * A database of its own on the server of `url`: the demo seed goes only into an empty database, so a
 * shared one seeded by an older version would lack what later tests expect (groups, sessions).
 */
async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hearth_collab_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startStack(): Promise<Stack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-collab-test-"));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const busChannel = process.env.REDIS_URL ? `hearth:test:collab:${randomBytes(6).toString("hex")}` : undefined;
  const bus: EventBus =
    process.env.REDIS_URL && busChannel
      ? await createRedisBus(process.env.REDIS_URL, busChannel)
      : createInProcessBus();
  const api = await createApi(
    {
      bus,
      serviceKey: SERVICE_KEY,
      version: "0.0.0-test",
      buildDate: "test",
      databaseUrl: scratch?.url,
      dataDir,
      demoSeed: true,
      publicUrl: "http://hearth.test",
      secureCookies: false,
    },
    quietApiLog,
  );
  let origin = "";
  const apiUrl = () => origin;

  // As the launcher composes them: the collab server reaches the API through the server's inject, and
  // its group commit through the API's function for that route.
  const app = Fastify({ logger: false });
  const collab = await createCollab({
    bus,
    api: { inject: (request) => app.inject(request), appendBatch: api.appendCollabUpdates },
    serviceKey: SERVICE_KEY,
    logger: quietCollabLog,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: LAUNCHER_MAX_PAYLOAD } });
  await app.register(api.plugin, { prefix: "/api" });
  await app.register(collab.plugin, { prefix: "/collab" });
  const port = await listen(app);
  origin = `http://127.0.0.1:${port}`;
  // Closing the collab server first: it stores its documents through the API, which must still answer.
  const main: CollabServer = { collab, app, wsUrl: `ws://127.0.0.1:${port}/collab`, close: () => collab.close() };

  const extra: CollabServer[] = [];
  async function startCollabAlone(options: Partial<CollabOptions> = {}): Promise<CollabServer> {
    const alone = await createCollab({
      bus,
      api: { url: apiUrl },
      serviceKey: SERVICE_KEY,
      logger: quietCollabLog,
      ...options,
    });
    const aloneApp = Fastify({ logger: false });
    await aloneApp.register(fastifyCookie);
    await aloneApp.register(fastifyWebsocket, { options: { maxPayload: LAUNCHER_MAX_PAYLOAD } });
    await aloneApp.register(alone.plugin, { prefix: "/collab" });
    const alonePort = await listen(aloneApp);
    const server: CollabServer = {
      collab: alone,
      app: aloneApp,
      wsUrl: `ws://127.0.0.1:${alonePort}/collab`,
      async close() {
        await alone.close();
        await aloneApp.close();
      },
    };
    extra.push(server);
    return server;
  }

  async function login(email: string) {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
    const results = ((await response.json()) as { results: LoginResults }).results;
    if (results.two_factor_required) throw new Error(`${email} has two-factor sign-in on`);
    return { token: results.access_token, me: results.user };
  }

  async function storedDoc(name: string) {
    const response = await fetch(`${origin}/api/collab/documents/${name}/state`, {
      headers: { [SERVICE_KEY_HEADER]: SERVICE_KEY },
    });
    if (!response.ok) throw new Error(`state of ${name}: ${response.status}`);
    const { state } = ((await response.json()) as { results: DocumentStateResults }).results;
    const doc = new Y.Doc();
    if (state) Y.applyUpdate(doc, Buffer.from(state, "base64"));
    return doc;
  }

  async function updateLog(names: string[]) {
    return api.deps.db
      .select({
        id: collabDocumentUpdates.id,
        documentName: collabDocumentUpdates.documentName,
        createdAt: collabDocumentUpdates.createdAt,
        data: collabDocumentUpdates.data,
      })
      .from(collabDocumentUpdates)
      .where(inArray(collabDocumentUpdates.documentName, names))
      .orderBy(asc(collabDocumentUpdates.id));
  }

  async function publish<N extends EventName>(name: N, payload: EventPayloads[N]) {
    await bus.publish({
      id: randomBytes(16).toString("hex"),
      name,
      payload,
      occurredAt: new Date().toISOString(),
    } as AnyDomainEvent);
  }

  async function throughApi(eventName: EventName, documentName: string, change: (tx: Db) => Promise<unknown>) {
    const delivered = new Promise<void>((resolve) => {
      const off = bus.subscribe((event) => {
        if (
          event.name === eventName &&
          "documentName" in event.payload &&
          event.payload.documentName === documentName
        ) {
          off();
          resolve();
        }
      });
    });
    await api.deps.relay.transaction(change);
    await delivered;
  }

  return {
    get origin() {
      return origin;
    },
    bus,
    busChannel,
    api,
    main,
    startCollabAlone,
    login,
    storedDoc,
    updateLog,
    publish,
    seal: (name) => throughApi("document.locked", name, (tx) => sealDocument(tx, name, "collab test")),
    unseal: (name) => throughApi("document.unlocked", name, (tx) => unsealDocument(tx, name)),
    patch: (name, update) => throughApi("document.patched", name, (tx) => appendServerUpdate(tx, name, update)),
    async close() {
      await Promise.all(extra.map((server) => server.close()));
      await collab.close();
      await app.close();
      await api.close();
      await bus.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Close events the provider saw (code, reason). */
  closes: Array<{ code: number; reason: string }>;
  /** Hearth's own messages as they arrived: `persisted` numbers and `lockState` values. */
  persisted: number[];
  lockStates: number[];
  destroy(): void;
}

/** A y-websocket provider in Node, as the browser's would be, but with `ws` and no BroadcastChannel. */
export function connectClient(wsUrl: string, documentName: string, token: string | null): TestClient {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(wsUrl, documentName, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: token ? { token } : {},
    maxBackoffTime: 200,
  });
  const closes: TestClient["closes"] = [];
  provider.on("connection-close", (event) => {
    if (event) closes.push({ code: event.code, reason: event.reason });
  });
  const persisted: number[] = [];
  const lockStates: number[] = [];
  // Without handlers the provider logs "Unable to compute message" for Hearth's message types.
  provider.messageHandlers[COLLAB_MESSAGE.persisted] = (_encoder, decoder) =>
    persisted.push(decoding.readVarUint(decoder));
  provider.messageHandlers[COLLAB_MESSAGE.lockState] = (_encoder, decoder) =>
    lockStates.push(decoding.readVarUint(decoder));
  let destroyed = false;
  return {
    doc,
    provider,
    closes,
    persisted,
    lockStates,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      provider.destroy();
      doc.destroy();
    },
  };
}
