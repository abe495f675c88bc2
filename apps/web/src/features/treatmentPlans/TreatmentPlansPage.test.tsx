// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HILLCREST, fakePlan, fakePlanServer, renderRoutes, sessionUser } from "./fakePlanServer";
import TreatmentPlansPage from "./TreatmentPlansPage";

afterEach(cleanup);

function renderPage(server: ReturnType<typeof fakePlanServer>, path = "/treatment-plans") {
  return renderRoutes(
    server.link,
    sessionUser("therapist", true),
    [{ path: "/treatment-plans", element: <TreatmentPlansPage /> }],
    path,
  );
}

const listCalls = (server: ReturnType<typeof fakePlanServer>) =>
  server.calls.filter((c) => c.operationName === "TreatmentPlans").map((c) => c.variables);
const rows = () =>
  within(screen.getByRole("table", { name: "Treatment plans" }))
    .getAllByRole("row")
    .slice(1);

describe("the treatment plans page", () => {
  it("says so when the locations have no plan", async () => {
    renderPage(fakePlanServer({ plans: [] }));
    expect(await screen.findByText("No treatment plan yet")).toBeTruthy();
  });

  it("lists the plans, each linking to it, 25 a page", async () => {
    const plans = Array.from({ length: 27 }, (_, i) =>
      fakePlan(`p${i}`, { fullname: `Client ${i}`, mrNo: `HRT-${i}` }),
    );
    const server = fakePlanServer({ plans });
    const router = renderPage(server);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(within(rows()[0]!).getByText("Client 0 (HRT-0)")).toBeTruthy();
    expect(within(rows()[0]!).getByRole("link", { name: "Open version 1" }).getAttribute("href")).toBe(
      "/treatment-plans/p0",
    );
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe("?page=2");
    expect(listCalls(server).at(-1)).toMatchObject({ page: 2, pageSize: 25 });
  }, 15_000);

  it("narrows by status and location, from the first page", async () => {
    const server = fakePlanServer({
      plans: [
        fakePlan("a", { fullname: "Ann Draft" }),
        fakePlan("b", { fullname: "Ben Hill", location: HILLCREST, status: "approved" }),
      ],
    });
    const router = renderPage(server, "/treatment-plans?page=1");
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Approved" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText(/Ben Hill/)).toBeTruthy();
    expect(router.state.location.search).toBe("?status=approved");

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Location" }));
    fireEvent.click(await screen.findByRole("option", { name: "Riverside Residential" }));
    expect(await screen.findByText("No plan matches")).toBeTruthy();
    expect(listCalls(server).at(-1)).toMatchObject({ status: "approved", locationId: "loc-r", page: 1 });
  });
});
