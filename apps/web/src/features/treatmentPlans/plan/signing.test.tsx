// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { Doc } from "yjs";
import { createCache } from "../../../lib/apollo";
import type { ConnectionSnapshot, SaveState } from "../../../lib/collab/collabConnection";
import { stateVectorBase64 } from "../../../lib/collab/sealing";
import { displayDateTimeWithZone } from "../../../lib/dates";
import { fakePlan, fakePlanServer, renderRoutes, sessionUser, SIGNED_AT, SIGNED_HASH, typed } from "../fakePlanServer";
import { PlanHeader } from "./PlanHeader";
import { shortHash } from "./PlanSignature";
import { SignPlanDialog } from "./SignPlanDialog";

afterEach(cleanup);

const GAP = "The plan is not ready to sign: Problem 1, goal 1, objective 1 has no target date.";

/** The save state of the plan's connection, as the page's `CollabConnection` reports it. */
function fakeConnection(saved: SaveState) {
  const listeners = new Set<() => void>();
  let snapshot: ConnectionSnapshot = { status: { kind: "connected" }, participants: [], saved, locked: false };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(next: SaveState) {
      snapshot = { ...snapshot, saved: next };
      for (const listener of listeners) listener();
    },
  };
}

function renderDialog(server: ReturnType<typeof fakePlanServer>, saved: SaveState = "saved") {
  const doc = new Doc();
  doc.getText("plan").insert(0, "Problem statement written here");
  const connection = fakeConnection(saved);
  const signed = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link: server.link })}>
      <SignPlanDialog planId="p1" connection={connection} shared={{ doc }} onClose={() => {}} onSigned={signed} />
    </ApolloProvider>,
  );
  return { doc, connection, signed };
}

async function signWithPin(pin: string) {
  fireEvent.click(await screen.findByRole("button", { name: "PIN" }));
  fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: pin } });
  fireEvent.click(screen.getByRole("button", { name: "Sign plan" }));
}

const signCalls = (server: ReturnType<typeof fakePlanServer>) =>
  server.calls.filter((c) => c.operationName === "SignTreatmentPlan");

describe("signing a plan", () => {
  it("waits until the last changes are stored, then signs with the PIN and this copy's state vector", async () => {
    const server = fakePlanServer({
      plans: [fakePlan("p1")],
      // The collab server's commit may trail its acknowledgement: the dialog asks again.
      signRefusals: [{ message: "Your latest changes are still being saved; try again in a moment", code: "CONFLICT" }],
    });
    const { doc, connection, signed } = renderDialog(server, "saving");
    await signWithPin("1234");
    expect(await screen.findByText("Saving your last changes…")).toBeTruthy();
    expect(signCalls(server)).toHaveLength(0);

    connection.set("saved");
    await waitFor(() => expect(signed).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(signCalls(server)).toHaveLength(2);
    expect(signCalls(server)[1]!.variables).toEqual({
      id: "p1",
      signature: { pin: "1234" },
      seenStateVector: stateVectorBase64(doc),
    });
  });

  it("shows the API's refusal in the dialog: what is missing, then a wrong PIN", async () => {
    const server = fakePlanServer({
      plans: [fakePlan("p1")],
      signRefusals: [
        { message: GAP, code: "BAD_USER_INPUT", apiCode: "validation_failed" },
        { message: "The PIN is incorrect", code: "UNAUTHENTICATED", apiCode: "invalid_credentials" },
      ],
    });
    const { signed } = renderDialog(server);
    await signWithPin("1234");
    expect((await screen.findByRole("alert")).textContent).toContain(GAP);

    fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: "4321" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign plan" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The PIN is incorrect"));
    expect(screen.getByRole("dialog", { name: "Sign plan" })).toBeTruthy();
    expect(signed).not.toHaveBeenCalled();
  });

  it("checks the PIN before anything is sent", async () => {
    const server = fakePlanServer({ plans: [fakePlan("p1")] });
    renderDialog(server);
    await signWithPin("12");
    expect(await screen.findByText("must be 4 to 6 digits")).toBeTruthy();
    expect(signCalls(server)).toHaveLength(0);
  });
});

describe("the plan's header", () => {
  function renderHeader(plan: ReturnType<typeof typed>, actions?: React.ReactNode) {
    renderRoutes(
      fakePlanServer({ plans: [] }).link,
      sessionUser("therapist"),
      [{ path: "/treatment-plans/:planId", element: <PlanHeader plan={plan} actions={actions} /> }],
      "/treatment-plans/p1",
    );
  }

  it("says who signed the plan and when, with the short content hash and the whole one in its tooltip", () => {
    renderHeader(
      typed(
        fakePlan("p1", {
          status: "awaiting_approval",
          signedBy: "Theo Ramirez",
          signedAt: SIGNED_AT,
          contentHash: SIGNED_HASH,
        }),
      ),
    );
    expect(screen.getByText("Awaiting approval")).toBeTruthy();
    expect(screen.getByText(`Signed by Theo Ramirez, ${displayDateTimeWithZone(SIGNED_AT)}`)).toBeTruthy();
    const hash = screen.getByLabelText(SIGNED_HASH);
    expect(hash.textContent).toBe(shortHash(SIGNED_HASH));
    expect(hash.textContent).toBe(`${SIGNED_HASH.slice(0, 12)}…`);
  });

  it("says nothing of a signature while the plan is a draft, and shows its actions by the title", () => {
    renderHeader(typed(fakePlan("p1")), <button type="button">Sign plan</button>);
    expect(screen.getByText("Draft")).toBeTruthy();
    expect(screen.queryByText(/^Signed by/)).toBeNull();
    expect(screen.queryByText(/Content hash/)).toBeNull();
    expect(screen.getByRole("button", { name: "Sign plan" })).toBeTruthy();
  });
});
