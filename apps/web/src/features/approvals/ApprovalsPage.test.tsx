// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CurrentLocationProvider } from "../../app/session/CurrentLocation";
import { SessionContext } from "../../app/session/SessionContext";
import { ShellStateProvider, useShell } from "../../app/shell/ShellState";
import { createCache } from "../../lib/apollo";
import ApprovalsPage from "./ApprovalsPage";
import { fakeApprovalServer, PLAN_HASH, queuedPlan, sessionUser } from "./fakeApprovalServer";
import type { FakeQueuedPlan } from "./fakeApprovalServer";

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function Snackbar() {
  const { snackbar } = useShell();
  return snackbar ? <p data-testid="snackbar">{snackbar.message}</p> : null;
}

function renderPage(
  plans: FakeQueuedPlan[],
  o: { path?: string; refusals?: { message: string; code: string }[] } = {},
) {
  const server = fakeApprovalServer({ plans, refusals: o.refusals });
  const router = createMemoryRouter(
    [
      { path: "/approvals", element: <ApprovalsPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [o.path ?? "/approvals"] },
  );
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link: server.link })}>
      <SessionContext.Provider value={sessionUser()}>
        <ShellStateProvider>
          <CurrentLocationProvider>
            <RouterProvider router={router} />
            <Snackbar />
          </CurrentLocationProvider>
        </ShellStateProvider>
      </SessionContext.Provider>
    </ApolloProvider>,
  );
  return { server, router, search: () => router.state.location.search };
}

const planGrid = () => screen.getByRole("grid", { name: "Treatment plans waiting for approval" });
/** The plan rows, as the text of their cells. */
const planRows = () =>
  within(planGrid())
    .queryAllByRole("row")
    .filter((row) => row.getAttribute("data-id"))
    .map((row) => row.textContent ?? "");

async function chooseKind(name: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: "Kind" }));
  fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name }));
}

async function openPlan(id: string) {
  const row = await waitFor(() => {
    const found = planGrid().querySelector(`[role="row"][data-id="${id}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(within(row as HTMLElement).getAllByRole("gridcell")[1]!);
  return screen.findByRole("region", { name: "Review treatment plan" });
}

const twoPlans = () => [
  queuedPlan("plan-new", { fullname: "Riley Stone", mrNo: "HRT-000202", signedAt: "2026-11-27T09:00:00Z" }),
  queuedPlan("plan-old", {
    fullname: "Jordan Avery",
    mrNo: "HRT-000101",
    version: 2,
    signedAt: "2026-11-20T17:00:00Z",
  }),
];

describe("the approvals queue's kinds", () => {
  it("lists group notes and treatment plans together, and narrows to one kind kept in the address", async () => {
    const { search, router } = renderPage(twoPlans());
    expect(await screen.findByRole("heading", { name: "Group notes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Treatment plans" })).toBeTruthy();
    expect(await screen.findByText("Nothing waiting for your approval")).toBeTruthy();
    await waitFor(() => expect(planRows()).toHaveLength(2));

    await chooseKind("Treatment plans");
    expect(search()).toBe("?kind=treatment_plans");
    expect(screen.queryByRole("heading", { name: "Group notes" })).toBeNull();
    // The note filters do not apply to plans.
    expect(screen.queryByRole("combobox", { name: "Facilitator" })).toBeNull();
    expect(planRows()).toHaveLength(2);

    await chooseKind("Group notes");
    expect(search()).toBe("?kind=group_notes");
    expect(screen.queryByRole("heading", { name: "Treatment plans" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Facilitator" })).toBeTruthy();

    // Back is the queue before the choice.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Group notes" })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(search()).toBe(""));
    expect(screen.getByRole("heading", { name: "Group notes" })).toBeTruthy();
  });

  it("reads an unknown kind in the address as all", async () => {
    renderPage([], { path: "/approvals?kind=bogus" });
    expect(await screen.findByRole("heading", { name: "Group notes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Treatment plans" })).toBeTruthy();
  });

  it("says when no plan waits", async () => {
    renderPage([], { path: "/approvals?kind=treatment_plans" });
    expect(await screen.findByText("No treatment plans waiting for approval")).toBeTruthy();
  });
});

describe("the treatment plans of the queue", () => {
  it("shows each plan's kind, client, version, signer, location and age, the oldest signature first", async () => {
    renderPage(twoPlans(), { path: "/approvals?kind=treatment_plans" });
    await waitFor(() => expect(planRows()).toHaveLength(2));
    const [first, second] = planRows();
    expect(first).toContain("Treatment plan");
    expect(first).toContain("Jordan Avery (HRT-000101)");
    expect(first).toContain("Theo Ramirez");
    expect(first).toContain("Riverside Residential");
    expect(first).toMatch(/\d+ days?/);
    expect(second).toContain("Riley Stone (HRT-000202)");
  });

  it("opens a plan read only: its outline with texts and fields, the signature and the content hash", async () => {
    const { search } = renderPage(twoPlans(), { path: "/approvals?kind=treatment_plans" });
    const review = await openPlan("plan-old");
    expect(search()).toBe("?kind=treatment_plans&plan=plan-old");
    await within(review).findByText("Uses one grounding skill daily.");
    for (const text of [
      "Anxiety keeps the client from work.",
      "I want to feel calm without using.",
      "Teaches box breathing.",
    ])
      expect(within(review).getByText(text)).toBeTruthy();
    expect(within(review).getByRole("region", { name: "Intervention 1.1.1.1" }).textContent).toContain(
      "Weekly, 50 minutes",
    );
    await waitFor(() =>
      expect(within(review).getByRole("region", { name: "Intervention 1.1.1.1" }).textContent).toContain(
        "Theo Ramirez",
      ),
    );
    expect(within(review).getByRole("region", { name: "Problem 1" }).textContent).toContain("F41.1");
    expect(within(review).getByText(PLAN_HASH)).toBeTruthy();
    expect(within(review).queryByRole("textbox")).toBeNull();
  });

  it("approves with the PIN, showing a refusal as the API words it; the plan then leaves the queue", async () => {
    const { server, search } = renderPage(twoPlans(), {
      path: "/approvals?kind=treatment_plans",
      refusals: [{ message: "You signed this plan; another supervisor approves it", code: "FORBIDDEN" }],
    });
    const review = await openPlan("plan-old");
    fireEvent.click(await within(review).findByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this treatment plan" });
    fireEvent.click(within(dialog).getByRole("button", { name: "PIN" }));
    fireEvent.change(within(dialog).getByLabelText(/^PIN/), { target: { value: "1234" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText("You signed this plan; another supervisor approves it")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Approve this treatment plan" })).toBeNull());
    expect(server.calls.filter((c) => c.operationName === "ApproveTreatmentPlan").at(-1)?.variables).toEqual({
      id: "plan-old",
      signature: { pin: "1234" },
    });
    await waitFor(() => expect(planRows()).toHaveLength(1));
    expect(planRows()[0]).toContain("Riley Stone");
    expect(search()).toBe("?kind=treatment_plans");
    expect(screen.getByTestId("snackbar").textContent).toBe("Treatment plan approved");
  });

  it("returns a plan for revision only with a reason; it then leaves the queue", async () => {
    const { server } = renderPage(twoPlans(), { path: "/approvals?kind=treatment_plans" });
    const review = await openPlan("plan-new");
    fireEvent.click(await within(review).findByRole("button", { name: "Return for revision" }));
    const dialog = await screen.findByRole("dialog", { name: "Return the plan for revision" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Return for revision" }));
    expect(await within(dialog).findByText(/is required/)).toBeTruthy();
    expect(server.calls.some((c) => c.operationName === "ReturnTreatmentPlan")).toBe(false);

    fireEvent.change(within(dialog).getByRole("textbox", { name: "What needs revision" }), {
      target: { value: "Objective 1.1.1 needs a measure." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Return for revision" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.find((c) => c.operationName === "ReturnTreatmentPlan")?.variables).toEqual({
      id: "plan-new",
      reason: "Objective 1.1.1 needs a measure.",
    });
    await waitFor(() => expect(planRows()).toHaveLength(1));
    expect(planRows()[0]).toContain("Jordan Avery");
  });
});
