// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { StaffRole } from "@hearth/schema";
import { fakePlan, fakePlanServer, renderRoutes, sessionUser } from "./fakePlanServer";
import TreatmentPlansTab from "./TreatmentPlansTab";

afterEach(cleanup);

const MR = "HRT-000101";
const OPEN_STAY = [{ episodeNumber: 2, dischargeDate: null }];

function renderTab(role: StaffRole, server: ReturnType<typeof fakePlanServer>) {
  return renderRoutes(
    server.link,
    sessionUser(role),
    [
      { path: "/clients/:mrNo", element: <TreatmentPlansTab mrNo={MR} /> },
      { path: "/treatment-plans/:planId", element: <p>Plan page</p> },
    ],
    `/clients/${MR}?tabs=treatment-plan`,
  );
}

describe("the chart's treatment plan tab", () => {
  it("says there is no plan yet and starts the current stay's plan, opening it", async () => {
    const server = fakePlanServer({ plans: [], episodes: OPEN_STAY });
    const router = renderTab("therapist", server);
    expect(await screen.findByText("No treatment plan yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start treatment plan" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/treatment-plans/new-0"));
    expect(server.calls.find((c) => c.operationName === "StartTreatmentPlan")!.variables).toEqual({ mrNo: MR });
  });

  it("shows the server's refusal in its words", async () => {
    const server = fakePlanServer({
      plans: [],
      episodes: [],
      startRefusal: { message: "Admit the client before starting a treatment plan", code: "CONFLICT" },
    });
    renderTab("nurse", server);
    fireEvent.click(await screen.findByRole("button", { name: "Start treatment plan" }));
    expect(await screen.findByText("Admit the client before starting a treatment plan")).toBeTruthy();
  });

  it("lists the plans, and offers no second plan for a stay that has one", async () => {
    const server = fakePlanServer({
      plans: [
        fakePlan("p2", { episodeNumber: 2, mrNo: MR }),
        fakePlan("p1", { episodeNumber: 1, status: "approved", mrNo: MR }),
      ],
      episodes: OPEN_STAY,
    });
    renderTab("supervisor", server);
    const table = await screen.findByRole("table", { name: "Treatment plans" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("link", { name: "Version 1" }).getAttribute("href")).toBe("/treatment-plans/p2");
    expect(within(rows[2]!).getByText("Approved")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start treatment plan" })).toBeNull();
  });

  it("offers no start to those who only read plans", async () => {
    const server = fakePlanServer({ plans: [], episodes: OPEN_STAY });
    renderTab("bht", server);
    expect(await screen.findByText("The client's treatment plans show here once one is started.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start treatment plan" })).toBeNull();
  });
});
