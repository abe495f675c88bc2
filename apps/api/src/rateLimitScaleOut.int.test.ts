/**
 * Two API instances over one Redis count one limit: spreading guesses over instances gains nothing.
 * Runs only when REDIS_URL is set (CI sets it); without it each API counts in its own memory.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_DOMAIN } from "./db/seedData";
import { startTestApi } from "./test/harness";
import type { TestApi } from "./test/harness";

describe.skipIf(!process.env.REDIS_URL)("rate limits across two API instances over Redis", () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await startTestApi();
    // The same Redis keys (the harness derives them from the channel) and, on PostgreSQL, the same database.
    second = await startTestApi({ busChannel: first.busChannel, databaseUrl: first.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await second?.close({ keep: first?.databaseUrl !== undefined });
    await first?.close();
  });

  const login = (api: TestApi, email: string, password: string) =>
    api.request({ method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("refuses the 11th wrong password of an e-mail however the 10 before were spread", async () => {
    const email = `nurse@${DEMO_DOMAIN}`;
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? second : first, email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(first, email, "wrong-10")).statusCode).toBe(429);
    expect((await login(second, email, "wrong-11")).statusCode).toBe(429);
  });

  it("gives a right password's attempt back on every instance", async () => {
    const email = `therapist@${DEMO_DOMAIN}`;
    for (let i = 0; i < 9; i++) expect((await login(i % 2 ? second : first, email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(second, email, "hearth-demo")).statusCode).toBe(200);
    expect((await login(first, email, "wrong-9")).statusCode).toBe(401);
    expect((await login(second, email, "wrong-10")).statusCode).toBe(429);
  });
});
