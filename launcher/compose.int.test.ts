/**
 * The one-process server as a production deployment behind https runs it: every response — the web
 * app's files, REST and GraphQL — carries the security headers, and the OpenAPI document is not served.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTemplateInto } from "../apps/api/src/test/template";
import { startHearth } from "./compose";
import type { RunningHearth } from "./compose";

let hearth: RunningHearth;
let dataDir: string;
let webDist: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-launcher-test-"));
  webDist = await mkdtemp(path.join(os.tmpdir(), "hearth-launcher-web-"));
  await copyTemplateInto(dataDir, false);
  await mkdir(path.join(webDist, "assets"));
  await writeFile(
    path.join(webDist, "index.html"),
    '<!doctype html><title>Hearth</title><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(path.join(webDist, "assets", "app.js"), "export {};");
  hearth = await startHearth({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    demoSeed: false,
    production: true,
    webDist,
    publicUrl: "https://hearth.example.org",
  });
});
afterAll(async () => {
  await hearth?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
  expect(directives(response.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
}

describe("security headers", () => {
  it("on the web app: scripts only from its own origin, never inline; its WebSocket origin named", async () => {
    for (const url of ["/", "/clients/HRT-000101", "/assets/app.js"]) {
      const response = await fetch(`${hearth.url}${url}`);
      expect(response.status, url).toBe(200);
      expectCommonHeaders(response);
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("connect-src")).toEqual(["'self'", hearth.url.replace("http:", "ws:")]);
    }
  });

  it("on REST and GraphQL answers: nothing may load, run or frame them", async () => {
    const rest = await fetch(`${hearth.url}/api/version`);
    const graphql = await fetch(`${hearth.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ version }" }),
    });
    const missing = await fetch(`${hearth.url}/api/no/such/route`);
    for (const response of [rest, graphql, missing]) {
      expectCommonHeaders(response);
      expect(directives(response.headers.get("content-security-policy")).get("default-src")).toEqual(["'none'"]);
    }
    expect(await graphql.json()).toEqual({ data: { version: expect.any(String) } });
  });

  it("in production, /api/docs is not served unless HEARTH_API_DOCS asks", async () => {
    expect((await fetch(`${hearth.url}/api/docs`)).status).toBe(404);
    expect((await fetch(`${hearth.url}/api/docs/json`)).status).toBe(404);
  });
});
