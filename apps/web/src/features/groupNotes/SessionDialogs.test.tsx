// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ReactNode } from "react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, refusedBody, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import type { NoteSession } from "./groupNoteView";
import { CancelSessionDialog, SessionDetailsDialog } from "./SessionDialogs";

afterEach(cleanup);

const THERAPIST = {
  __typename: "ClinicianRef" as const,
  id: "33333333-3333-4333-8333-333333333333",
  fullname: "Theo Ramirez",
  role: "therapist" as const,
};

const session = {
  __typename: "GroupSession",
  id: "s1",
  groupId: "g1",
  groupName: "Relapse Prevention",
  programName: "Residential",
  location: { __typename: "Location", id: "l1" },
  room: null,
  date: "2026-11-27",
  startTime: "10:00",
  endTime: "11:00",
  topic: "Triggers",
  origin: "scheduled",
  cancelledAt: null,
  cancelReason: null,
  checkInOpensAt: "2026-11-27T17:45:00.000Z",
  signingOpensAt: "2026-11-27T18:00:00.000Z",
  permissions: { __typename: "GroupSessionPermissions", manage: true },
  facilitator: THERAPIST,
  coFacilitators: [],
} as unknown as NoteSession;

const options = {
  data: {
    groups: { __typename: "GroupPage", results: [] },
    clinicians: { __typename: "ClinicianPage", results: [{ ...THERAPIST, __typename: "Clinician" }] },
    rooms: [],
  },
};

/** The dialog on a page (the unsaved-changes guard needs the router), against a gateway that answers `mutation`. */
function renderOnPage(ui: ReactNode, mutation: (operation: SentOperation) => object) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  const sent = renderWithServer(<RouterProvider router={router} />, (operation) =>
    operation.operationName === "GroupNotesLocationOptions" ? options : mutation(operation),
  );
  return () => sent.filter((operation) => operation.operationName !== "GroupNotesLocationOptions");
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("the Edit session details dialog", () => {
  it("says an emptied time is required under it, focuses it and sends nothing", () => {
    const sent = renderOnPage(
      <SessionDetailsDialog session={session} onClose={() => undefined} onSaved={() => undefined} />,
      () => ({}),
    );
    const start = screen.getByLabelText(/^Start time/);
    expect(start.closest("form")?.noValidate).toBe(true);
    expect((start as HTMLInputElement).required).toBe(true);
    type(start, "");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(helpOf(start)).toBe("is required");
    expect(document.activeElement).toBe(start);
    expect(sent()).toEqual([]);
  });

  it("refuses a pasted NUL character in the topic at the topic", () => {
    const sent = renderOnPage(
      <SessionDetailsDialog session={session} onClose={() => undefined} onSaved={() => undefined} />,
      () => ({}),
    );
    const topic = screen.getByRole("textbox", { name: /^Topic/ });
    type(topic, "Triggers\u0000");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(helpOf(topic)).toBe(NUL_MESSAGE);
    expect(document.activeElement).toBe(topic);
    expect(sent()).toEqual([]);
  });

  it("shows the server's refusal of the end time at the end time", async () => {
    const onSaved = vi.fn();
    const sent = renderOnPage(
      <SessionDetailsDialog session={session} onClose={() => undefined} onSaved={onSaved} />,
      () => refusedBody([{ field: "endTime", message: "must be after the start time" }]),
    );
    type(screen.getByLabelText(/^End time/), "09:00");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(helpOf(screen.getByLabelText(/^End time/))).toBe("must be after the start time"));
    expect(sent()[0]?.variables["input"]).toMatchObject({ startTime: "10:00", endTime: "09:00", topic: "Triggers" });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("the Cancel session dialog", () => {
  it("says a missing reason under the field in the API's words and sends nothing", () => {
    const sent = renderWithServer(
      <CancelSessionDialog sessionId="s1" onClose={() => undefined} onCancelled={() => undefined} />,
      () => ({}),
    );
    const reason = screen.getByRole("textbox", { name: /^Reason/ });
    expect(reason.closest("form")?.noValidate).toBe(true);
    expect((reason as HTMLTextAreaElement).required).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Cancel session" }));
    expect(helpOf(reason)).toBe("is required");
    expect(sent).toEqual([]);
  });

  it("refuses a pasted NUL character at the reason, and cancels with a good one", async () => {
    const onCancelled = vi.fn();
    const sent = renderWithServer(
      <CancelSessionDialog sessionId="s1" onClose={() => undefined} onCancelled={onCancelled} />,
      () => ({
        data: {
          cancelGroupSession: {
            __typename: "GroupSession",
            id: "s1",
            cancelledAt: "2026-11-27T10:00:00Z",
            cancelReason: "Sick",
          },
        },
      }),
    );
    const reason = screen.getByRole("textbox", { name: /^Reason/ });
    type(reason, "Sick\u0000");
    fireEvent.click(screen.getByRole("button", { name: "Cancel session" }));
    expect(helpOf(reason)).toBe(NUL_MESSAGE);
    expect(sent).toEqual([]);
    type(reason, "  Facilitator out sick ");
    fireEvent.click(screen.getByRole("button", { name: "Cancel session" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(sent[0]?.variables).toEqual({ id: "s1", reason: "Facilitator out sick" });
  });
});
