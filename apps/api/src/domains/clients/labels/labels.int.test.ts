import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ClientLabelSet, ClientSummary, Label } from "@hearth/schema";
import { buildOrganization } from "@hearth/testing";
import { activityLog, clientLabels, labels } from "../../../db/schema";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { api, ids, db, call } = clientChartTestKit();
const labelList = async (who: string, query = ""): Promise<Label[]> =>
  (await call(who, "GET", `labels${query}`)).json().results as Label[];
const create = (who: string, body: object) => call(who, "POST", "labels", body);
const setLabels = (who: string, mrNo: string, labelIds: string[]) =>
  call(who, "PUT", `clients/${mrNo}/labels`, { labelIds });
const labelsOf = async (mrNo: string) =>
  ((await call("admin", "GET", `clients/${mrNo}/labels`)).json().results as ClientLabelSet).labels.map((l) => l.name);
const linesOf = (action: string, outcome = "success") =>
  db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, action), eq(activityLog.outcome, outcome)));

describe("the organization's labels", () => {
  it("are listed by name to every staff member; portal clients get 403", async () => {
    for (const who of ["admin", "therapist", "nurse", "admissions"])
      expect((await labelList(who)).map((l) => l.name)).toEqual(["Court-ordered", "Fall risk", "MAT", "Veteran"]);
    expect(await labelList("nurse")).toContainEqual({
      id: expect.any(String),
      name: "Fall risk",
      color: "red",
      archived: false,
    });
    expect((await call("client", "GET", "labels")).statusCode).toBe(403);
  });

  it("are created, renamed, recoloured, archived and restored by administrators alone, each change logged", async () => {
    const created = await create("admin", { name: "  Pregnant  ", color: "pink" });
    expect(created.statusCode).toBe(200);
    const label = created.json().results as Label;
    expect(label).toMatchObject({ name: "Pregnant", color: "pink", archived: false });

    const renamed = await call("admin", "PUT", `labels/${label.id}`, {
      name: "Pregnancy",
      color: "teal",
    });
    expect(renamed.json().results).toMatchObject({ name: "Pregnancy", color: "teal", archived: false });
    const archived = await call("admin", "PUT", `labels/${label.id}`, { archived: true });
    expect(archived.json().results).toMatchObject({ name: "Pregnancy", archived: true });
    expect((await labelList("admin")).map((l) => l.name)).not.toContain("Pregnancy");
    expect((await labelList("admin", "?includeArchived=true")).map((l) => l.name)).toContain("Pregnancy");
    await call("admin", "PUT", `labels/${label.id}`, { archived: false });
    expect((await labelList("therapist")).map((l) => l.name)).toContain("Pregnancy");

    const changes = (await linesOf("label:manage")).filter((l) => l.subjectId === label.id);
    expect(changes.map((l) => (l.details as { change: string }).change)).toEqual([
      "create",
      "update",
      "update",
      "update",
    ]);
    expect(changes[1]!.details).toMatchObject({
      before: { name: "Pregnant", color: "pink", archived: false },
      after: { name: "Pregnancy", color: "teal", archived: false },
    });

    for (const who of ["supervisor", "therapist", "nurse", "admissions"]) {
      expect((await create(who, { name: `By ${who}`, color: "blue" })).statusCode, who).toBe(403);
      expect((await call(who, "PUT", `labels/${label.id}`, { color: "red" })).statusCode).toBe(403);
    }
    expect((await create("client", { name: "By client", color: "blue" })).statusCode).toBe(403);
    expect(await linesOf("label:manage", "denied")).toHaveLength(9);
    expect((await labelList("admin")).find((l) => l.id === label.id)).toMatchObject({ color: "teal" });
  });

  it("refuses a name the organization has in any case (409), a colour off the palette and a blank name (400)", async () => {
    const taken = await create("admin", { name: "fall RISK", color: "blue" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("A label named “fall RISK” already exists");
    const mat = (await labelList("admin")).find((l) => l.name === "MAT")!;
    expect((await call("admin", "PUT", `labels/${mat.id}`, { name: "veteran" })).statusCode).toBe(409);
    const colour = await create("admin", { name: "Diabetic", color: "#ff0000" });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error.message).toMatch(/^color: must be one of red, orange/);
    expect((await create("admin", { name: "   ", color: "red" })).json().error.message).toBe("name: is required");
    expect((await create("admin", { name: "x".repeat(41), color: "red" })).statusCode).toBe(400);
    expect((await create("admin", { name: "Bell\u0007", color: "red" })).statusCode).toBe(400);
    expect((await call("admin", "PUT", `labels/${mat.id}`, {})).json().error.message).toBe("nothing to change");
    // Another organization may have its own "MAT".
    const other = await buildOrganization(db());
    await db().insert(labels).values({ organizationId: other.organizationId, name: "Fall risk", color: "red" });
    const [foreign] = await db().select().from(labels).where(eq(labels.organizationId, other.organizationId));
    expect((await call("admin", "PUT", `labels/${foreign!.id}`, { color: "blue" })).statusCode).toBe(404);
    expect((await labelList("admin")).map((l) => l.id)).not.toContain(foreign!.id);
  });
});

describe("a client's labels", () => {
  const CLIENT = "HRT-000103"; // Riverside, carries "Court-ordered" in the demo
  let byName: Map<string, string>;
  beforeAll(async () => {
    byName = new Map((await labelList("admin")).map((l) => [l.name, l.id]));
  });
  const idOf = (name: string) => byName.get(name)!;

  it("are set by the record keepers through the chart: added and removed with who, logged, announced to open charts", async () => {
    expect(await labelsOf(CLIENT)).toEqual(["Court-ordered"]);
    const response = await setLabels("therapist", CLIENT, [idOf("Veteran"), idOf("MAT")]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      mrNo: CLIENT,
      labels: [
        { name: "MAT", color: "blue" },
        { name: "Veteran", color: "green" },
      ],
    });
    const [row] = await db()
      .select()
      .from(clientLabels)
      .where(eq(clientLabels.labelId, idOf("Veteran")));
    expect(row).toBeDefined();
    const added = await db()
      .select()
      .from(clientLabels)
      .where(and(eq(clientLabels.labelId, idOf("MAT")), eq(clientLabels.addedBy, ids("therapist"))));
    expect(added).toHaveLength(1);
    const [line] = await linesOf("client:labels_update");
    expect(line).toMatchObject({ subjectType: "client", subjectId: CLIENT, actorId: ids("therapist") });
    expect(line!.details).toMatchObject({ added: ["MAT", "Veteran"], removed: ["Court-ordered"] });
    await api().api.deps.relay.flush();
    const changed = api().events.filter((e) => e.name === "client.changed");
    expect(changed.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ mrNo: CLIENT, part: "labels", actorId: ids("therapist") }),
    );

    // The list's rows carry them.
    const list = (await call("nurse", "GET", `clients?searchQuery=${CLIENT}`)).json();
    expect((list.results as ClientSummary[])[0]!.labels.map((l) => l.name)).toEqual(["MAT", "Veteran"]);

    for (const who of ["admin", "supervisor", "admissions"])
      expect((await setLabels(who, CLIENT, [idOf("MAT")])).statusCode, who).toBe(200);
    expect(await labelsOf(CLIENT)).toEqual(["MAT"]);
  });

  it("is refused to other roles (403), other locations and portal clients (404), each logged, nothing changed", async () => {
    expect((await setLabels("nurse", CLIENT, [])).statusCode).toBe(403);
    expect((await setLabels("nurse2", CLIENT, [])).statusCode).toBe(404);
    expect((await setLabels("client", CLIENT, [])).statusCode).toBe(404);
    expect((await setLabels("admin", "HRT-999999", [])).statusCode).toBe(404);
    expect((await call("nurse2", "GET", `clients/${CLIENT}/labels`)).statusCode).toBe(404);
    expect((await call("nurse", "GET", `clients/${CLIENT}/labels`)).statusCode).toBe(200);
    expect(await linesOf("client:labels_update", "denied")).toHaveLength(4);
    expect(await labelsOf(CLIENT)).toEqual(["MAT"]);
  });

  it("takes only active labels of the organization (400 naming labelIds), and saves nothing then", async () => {
    const unknown = await setLabels("admin", CLIENT, [idOf("Veteran"), "00000000-0000-4000-8000-000000000000"]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe("labelIds: names a label your organization does not have");
    const twice = await setLabels("admin", CLIENT, [idOf("Veteran"), idOf("Veteran")]);
    expect(twice.json().error.message).toBe("labelIds: must not list a label twice");
    expect((await setLabels("admin", CLIENT, ["not-an-id"])).statusCode).toBe(400);

    const retired = (await create("admin", { name: "Retired", color: "grey" })).json().results as Label;
    await setLabels("admin", CLIENT, [idOf("MAT"), retired.id]);
    await call("admin", "PUT", `labels/${retired.id}`, { archived: true });
    // An archived label leaves the client's row, cannot be given again, and stays theirs for a restore.
    expect(await labelsOf(CLIENT)).toEqual(["MAT"]);
    const archived = await setLabels("admin", CLIENT, [retired.id]);
    expect(archived.statusCode).toBe(400);
    expect(archived.json().error.message).toMatch(/^labelIds: “Retired” is archived/);
    expect((await setLabels("admin", CLIENT, [])).statusCode).toBe(200);
    expect(await labelsOf(CLIENT)).toEqual([]);
    await call("admin", "PUT", `labels/${retired.id}`, { archived: false });
    expect(await labelsOf(CLIENT)).toEqual(["Retired"]);
  });

  it("lets two people save at once: both are served in turn, the later save wins whole, both are logged", async () => {
    const before = (await linesOf("client:labels_update")).length;
    const [a, b] = await Promise.all([
      setLabels("therapist", CLIENT, [idOf("Fall risk")]),
      setLabels("supervisor", CLIENT, [idOf("MAT"), idOf("Veteran")]),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const final = await labelsOf(CLIENT);
    expect([["Fall risk"], ["MAT", "Veteran"]]).toContainEqual(final);
    expect((await linesOf("client:labels_update")).length).toBe(before + 2);
  });
});
