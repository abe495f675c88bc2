/**
 * Who the authorization matrix sends to every route: each demo staff role (all at Riverside, where
 * the walk's objects are), a therapist and an administrator of Hillcrest alone, the demo portal
 * client, someone with no credentials, and — on the routes that declare them — the kiosk and the
 * collab server's service key.
 */
import { eq } from "drizzle-orm";
import { SERVICE_KEY_HEADER, STAFF_ROLES } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import type { WalkFixtures } from "@hearth/testing";
import { buildClinician, FACTORY_PASSWORD, TEST_PIN } from "@hearth/testing";
import { users } from "../../db/schema";
import { hashSecret } from "../../domains/auth/passwords";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "../../db/seedData";
import type { TestApi } from "../harness";
import { TEST_SERVICE_KEY } from "../harness";

export interface MatrixCaller {
  name: string;
  kind: "user" | "anonymous" | "kiosk" | "service";
  /** The signed-in user's role (null for the others). */
  role: Role | null;
  /** The locations the user works at, by name ("riverside", "hillcrest"). */
  locations: readonly string[];
  email: string;
  password: string;
  userId: string;
  token: string;
  headers(): Record<string, string>;
}

/** The demo staff by role; every one of them works at Riverside (nurse there alone, the others at both). */
const DEMO_STAFF = STAFF_ROLES;

function user(name: string, role: Role, locations: string[], email: string, password: string): MatrixCaller {
  const caller: MatrixCaller = {
    name,
    kind: "user",
    role,
    locations,
    email,
    password,
    userId: "",
    token: "",
    headers: () => ({ authorization: `Bearer ${caller.token}` }),
  };
  return caller;
}

/** Every caller, signed in, each with the PIN `TEST_PIN` (routes that ask for the PIN). */
export async function buildCallers(
  f: WalkFixtures,
): Promise<{ users: MatrixCaller[]; kiosk: MatrixCaller; service: MatrixCaller; anonymous: MatrixCaller }> {
  const { t, org } = f;
  const db = t.api.deps.db;
  const people: MatrixCaller[] = DEMO_STAFF.map((role) =>
    user(
      role,
      role,
      role === "nurse" ? ["riverside"] : ["riverside", "hillcrest"],
      `${role}@${DEMO_DOMAIN}`,
      DEMO_PASSWORD,
    ),
  );
  for (const role of ["therapist", "admin"] as const) {
    const made = await buildClinician(db, { organizationId: org.organizationId, locationIds: [org.hillcrest], role });
    people.push(user(`hillcrest ${role}`, role, ["hillcrest"], made.email, FACTORY_PASSWORD));
  }
  people.push(user("client", "client", [], `client@${DEMO_DOMAIN}`, DEMO_PASSWORD));
  const pinHash = await hashSecret(TEST_PIN);
  for (const p of people) {
    const [row] = await db.update(users).set({ pinHash }).where(eq(users.email, p.email)).returning({ id: users.id });
    p.userId = row!.id;
    p.token = (await t.loginAs(p.email, p.password)).token;
  }
  const [kioskWalker] = f.walkers("/api/auth/kiosk/session");
  const kiosk: MatrixCaller = {
    ...user("the kiosk", "therapist", [], "", ""),
    kind: "kiosk",
    role: null,
    token: kioskWalker!.token,
    headers: () => ({ authorization: `Bearer ${kiosk.token}` }),
  };
  const service: MatrixCaller = {
    ...user("the collab server", "admin", [], "", ""),
    kind: "service",
    role: null,
    headers: () => ({ [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY }),
  };
  const anonymous: MatrixCaller = {
    ...user("no credentials", "admin", [], "", ""),
    kind: "anonymous",
    role: null,
    headers: () => ({}),
  };
  return { users: people, kiosk, service, anonymous };
}

/** Signs in again every user whose session a route ended (sign-out, a password or 2FA change); answers who could not. */
export async function reviveUsers(t: TestApi, people: readonly MatrixCaller[]): Promise<string[]> {
  const lost: string[] = [];
  for (const p of people) {
    const me = await t.request({ method: "GET", url: "/api/auth/me", token: p.token });
    if (me.statusCode !== 401) continue;
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.email, password: p.password },
    });
    if (login.statusCode === 200)
      p.token = (login.json() as { results: { access_token: string } }).results.access_token;
    else lost.push(`${p.name} (${login.statusCode})`);
  }
  return lost;
}
