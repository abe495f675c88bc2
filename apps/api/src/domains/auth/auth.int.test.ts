import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("smoke", () => {
  it("logs in and reads me", async () => {
    const { token } = await t.loginAs("admin");
    const me = await t.request({ method: "GET", url: "/api/auth/me", token });
    expect(me.statusCode).toBe(200);
    expect(me.json().results.email).toBe("admin@demo.hearth.test");
    const list = await t.request({ method: "GET", url: "/api/auth/clinicians", token });
    expect(list.statusCode).toBe(200);
    console.log(list.json().total, list.json().results.map((c: { email: string }) => c.email));
  });
});
