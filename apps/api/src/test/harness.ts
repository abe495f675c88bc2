/**
 * Integration-test harness: the real API on a real database — PGlite in a temp directory, or a
 * fresh database on the server named by DATABASE_URL — with the in-process bus, or Redis on a
 * private channel when REDIS_URL is set. Start one per test file (PGlite init takes seconds).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  InjectOptions,
  LightMyRequestResponse,
} from "fastify";
import pg from "pg";
import { createInProcessBus, createRedisBus } from "@hearth/bus";
import { vars } from "@hearth/config";
import { createLogger } from "@hearth/logger";
import type { AnyDomainEvent, EventBus } from "@hearth/schema";
import { createApi } from "../index";
import type { Api } from "../index";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "../db/seedData";
import { frameworkErrors } from "../errors";
import { copyTemplateInto } from "./template";
import { demoOrganization } from "@hearth/testing/factories/organizations";

/** Held to the same rule as HEARTH_SERVICE_KEY (32 characters or more), so tests cannot drift from it. */
export const TEST_SERVICE_KEY = vars.HEARTH_SERVICE_KEY.parse("hearth-test-service-key-0123456789abcdef");
export const TEST_PUBLIC_URL = "http://hearth.test";

export interface TestApi {
  app: FastifyInstance;
  api: Api;
  bus: EventBus;
  dataDir: string;
  /** Every event this API published, in order. */
  events: AnyDomainEvent[];
  /** The private Redis channel of this API's bus when REDIS_URL is set (gateways in other processes subscribe to it). */
  busChannel: string | undefined;
  /** Every route the API registered (Fastify's own table, HEAD routes included), e.g. for walking them all, with its schema. */
  routes: { method: string; url: string; schema?: FastifySchema; config?: FastifyContextConfig }[];
  request(o: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Signs in a demo account (`nurse` -> nurse@demo.hearth.test) and returns its access token. */
  loginAs(who: string, password?: string): Promise<{ token: string; response: LightMyRequestResponse }>;
  /** Mails written to the local outbox, oldest first. */
  mails(): Promise<{ to: string; subject: string; text: string; link?: string }[]>;
  /** The scratch PostgreSQL database, when DATABASE_URL is set. */
  databaseUrl: string | undefined;
  /** `keep` leaves the data directory / database in place for a restart. */
  close(o?: { keep?: boolean }): Promise<{ dataDir: string; databaseUrl: string | undefined }>;
}

/** A scratch database made by an earlier start (a restart test), dropped the same way. */
async function reuseScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = "/postgres";
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL ?? server.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hearth_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the API. `dataDir` reuses a directory (a restart); otherwise a temp one is made, on
 * PGlite filled from a prepared template (`template: false` makes PGlite start from nothing).
 */
export async function startTestApi(
  o: {
    demoSeed?: boolean;
    dataDir?: string;
    databaseUrl?: string;
    template?: boolean;
    schedulerTickMs?: number;
    busChannel?: string;
    operatorOrganizationId?: string;
    apiDocs?: boolean;
  } = {},
): Promise<TestApi> {
  const demoSeed = o.demoSeed ?? true;
  const dataDir = o.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "hearth-api-test-")));
  const reuse = o.dataDir !== undefined || o.databaseUrl !== undefined;
  const scratch = o.databaseUrl
    ? await reuseScratchDatabase(o.databaseUrl)
    : process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : null;
  if (!scratch && !reuse && o.template !== false) await copyTemplateInto(dataDir, demoSeed);
  const busChannel = process.env.REDIS_URL
    ? (o.busChannel ?? `hearth:test:${randomBytes(6).toString("hex")}`)
    : undefined;
  const bus =
    process.env.REDIS_URL && busChannel
      ? await createRedisBus(process.env.REDIS_URL, busChannel)
      : createInProcessBus();
  const events: AnyDomainEvent[] = [];
  bus.subscribe((e) => events.push(e));
  const api = await createApi(
    {
      bus,
      serviceKey: TEST_SERVICE_KEY,
      version: "9.9.9-test",
      buildDate: "2026-11-23T06:30:00Z",
      databaseUrl: scratch?.url,
      dataDir,
      demoSeed,
      publicUrl: TEST_PUBLIC_URL,
      secureCookies: false,
      schedulerTickMs: o.schedulerTickMs,
      operatorOrganizationId: o.operatorOrganizationId,
      apiDocs: o.apiDocs ?? true,
      // Over Redis, rate limits count in keys of this API's channel: APIs started with one channel share them.
      redisUrl: process.env.REDIS_URL,
      rateLimitKeyPrefix: busChannel ? `${busChannel}:limit:` : undefined,
    },
    createLogger({ app: "api", level: "error", destination: process.stderr }),
  );
  const app = Fastify({ logger: false, frameworkErrors });
  const routes: TestApi["routes"] = [];
  // Added before the API registers anything, so it sees every route of every plugin below.
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, schema: route.schema, config: route.config });
  });
  await app.register(cookie);
  await app.register(api.plugin, { prefix: "/api" });
  await app.ready();

  const request: TestApi["request"] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    api,
    bus,
    dataDir,
    events,
    busChannel,
    routes,
    request,
    async loginAs(who, password = DEMO_PASSWORD) {
      const email = who.includes("@") ? who : `${who}@${DEMO_DOMAIN}`;
      const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
      if (response.statusCode !== 200)
        throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
      const token = (response.json() as { results: { access_token: string } }).results.access_token;
      return { token, response };
    },
    async mails() {
      const dir = path.join(dataDir, "mail-outbox");
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
      return Promise.all(
        files.map(
          async (f) =>
            JSON.parse(await readFile(path.join(dir, f), "utf8")) as {
              to: string;
              subject: string;
              text: string;
              link?: string;
            },
        ),
      );
    },
    databaseUrl: scratch?.url,
    async close({ keep = false } = {}) {
      await app.close();
      await api.close();
      await bus.close();
      if (!keep) {
        await scratch?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
      return { dataDir, databaseUrl: scratch?.url };
    },
  };
}

/** Cookies of a response by name, with their attributes. */
export function cookiesOf(
  response: LightMyRequestResponse,
): Map<
  string,
  { value: string; maxAge?: number; httpOnly?: boolean; path?: string; sameSite?: string; expires?: Date }
> {
  return new Map(response.cookies.map((c) => [c.name, c]));
}

export type DemoOrganization = Awaited<ReturnType<typeof demoOrganization>>;

/** The usual start of a test file: an API on the demo organization, with its ids. */
export async function startDemoApi(): Promise<{ t: TestApi; org: DemoOrganization }> {
  const t = await startTestApi();
  return { t, org: await demoOrganization(t.api.deps.db) };
}
