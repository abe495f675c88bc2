// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import { NewSessionDialog } from "./NewSessionDialog";

afterEach(cleanup);

const GROUP = "22222222-2222-4222-8222-222222222222";
const THERAPIST = "33333333-3333-4333-8333-333333333333";

const group = {
  __typename: "Group" as const,
  id: GROUP,
  name: "Relapse Prevention",
  room: null,
  facilitators: [{ __typename: "ClinicianRef" as const, id: THERAPIST, fullname: "Theo Ramirez" }],
  permissions: { __typename: "GroupPermissions" as const, createSession: true, generateSessions: true },
  schedule: [],
};

const clinicians = [
  { __typename: "Clinician" as const, id: THERAPIST, fullname: "Theo Ramirez", role: "therapist" as const },
];

const created = { data: { createGroupSession: { __typename: "GroupSession", id: "s1", noteId: "n1" } } };

function renderDialog(answer: (operation: SentOperation) => object = () => created) {
  const dialog = (
    <NewSessionDialog
      open
      onClose={() => undefined}
      myId={THERAPIST}
      groups={[group]}
      clinicians={clinicians}
      rooms={[]}
    />
  );
  const router = createMemoryRouter([
    { path: "/", element: dialog },
    { path: "/groupnotes/session/:id", element: <p>Session page</p> },
  ]);
  const sent = renderWithServer(<RouterProvider router={router} />, answer);
  return { sent, router };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const createSession = () => fireEvent.click(screen.getByRole("button", { name: "Create session" }));

function pickGroup() {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: /^Group/ }));
  fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Relapse Prevention" }));
}

describe("the New session dialog", () => {
  it("says what is missing under each field in the API's words, focuses the first and sends nothing", () => {
    const { sent } = renderDialog();
    const groupField = screen.getByRole("combobox", { name: /^Group/ });
    expect(groupField.closest("form")?.noValidate).toBe(true);
    createSession();
    expect(helpOf(groupField)).toBe("is required");
    expect(helpOf(screen.getByLabelText(/^Start time/))).toBe("is required");
    expect(helpOf(screen.getByLabelText(/^End time/))).toBe("is required");
    expect(document.activeElement).toBe(groupField);
    expect(sent).toEqual([]);
  });

  it("says an end before the start at the end time, and refuses a pasted NUL character at its field", () => {
    const { sent } = renderDialog();
    pickGroup();
    type(screen.getByLabelText(/^Start time/), "15:00");
    const end = screen.getByLabelText(/^End time/);
    type(end, "14:00");
    createSession();
    expect(helpOf(end)).toBe("must be after the start time");
    expect(document.activeElement).toBe(end);
    type(end, "16:00");
    const topic = screen.getByRole("textbox", { name: /^Topic/ });
    type(topic, "Coping\u0000");
    createSession();
    expect(helpOf(topic)).toBe(NUL_MESSAGE);
    expect(sent).toEqual([]);
  });

  it("creates a good session and opens it", async () => {
    const { sent, router } = renderDialog();
    pickGroup();
    type(screen.getByLabelText(/^Start time/), "15:00");
    type(screen.getByLabelText(/^End time/), "16:00");
    type(screen.getByRole("textbox", { name: /^Topic/ }), " Triggers ");
    createSession();
    await waitFor(() => expect(router.state.location.pathname).toBe("/groupnotes/session/s1"));
    expect(sent[0]?.variables["input"]).toMatchObject({
      groupId: GROUP,
      startTime: "15:00",
      endTime: "16:00",
      topic: "Triggers",
      facilitatorId: THERAPIST,
    });
  });
});
