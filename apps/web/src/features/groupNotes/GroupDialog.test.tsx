// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, refusedBody, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import { GroupDialog } from "./GroupDialog";

afterEach(cleanup);

const LOCATION = "11111111-1111-4111-8111-111111111111";
const PROGRAM = "22222222-2222-4222-8222-222222222222";
const THERAPIST = "33333333-3333-4333-8333-333333333333";

const clientsAnswer = { data: { clients: { __typename: "ClientPage", results: [] } } };

function renderDialog(answer: (operation: SentOperation) => object = () => clientsAnswer) {
  const onSaved = vi.fn();
  const dialog = (
    <GroupDialog
      group={null}
      locationId={LOCATION}
      canAddProgramsAndRooms={false}
      programs={[{ id: PROGRAM, name: "Residential" }]}
      clinicians={[{ id: THERAPIST, fullname: "Theo Ramirez", role: "therapist" }]}
      rooms={[]}
      onClose={() => undefined}
      onSaved={onSaved}
    />
  );
  const router = createMemoryRouter([{ path: "/", element: dialog }]);
  const sent = renderWithServer(<RouterProvider router={router} />, (operation) =>
    operation.operationName === "PickerClients" ? clientsAnswer : answer(operation),
  );
  const creations = () => sent.filter((operation) => operation.operationName === "GroupNotesCreateGroup");
  const name = () => screen.getByRole("textbox", { name: /^Name/ });
  return { onSaved, creations, name };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const create = () => fireEvent.click(screen.getByRole("button", { name: "Create group" }));

function pickProgramAndFacilitator() {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: /^Program/ }));
  fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Residential" }));
  const facilitators = screen.getByRole("combobox", { name: /^Facilitators/ });
  fireEvent.mouseDown(facilitators);
  fireEvent.click(screen.getByRole("option", { name: "Theo Ramirez" }));
}

describe("the New group dialog", () => {
  it("says what is missing under each field in the API's words, focuses the first and sends nothing", () => {
    const dialog = renderDialog();
    expect(dialog.name().closest("form")?.noValidate).toBe(true);
    expect((dialog.name() as HTMLInputElement).required).toBe(true);
    create();
    expect(helpOf(dialog.name())).toBe("is required");
    expect(helpOf(screen.getByRole("combobox", { name: /^Program/ }))).toBe("is required");
    expect(helpOf(screen.getByRole("combobox", { name: /^Facilitators/ }))).toBe(
      "at least one facilitator is required",
    );
    expect(document.activeElement).toBe(dialog.name());
    expect(dialog.creations()).toEqual([]);
  });

  it("refuses a pasted NUL character at its field", () => {
    const dialog = renderDialog();
    pickProgramAndFacilitator();
    type(dialog.name(), "Coping\u0000Skills");
    create();
    expect(helpOf(dialog.name())).toBe(NUL_MESSAGE);
    expect(document.activeElement).toBe(dialog.name());
    expect(dialog.creations()).toEqual([]);
  });

  it("sends a good group, and shows the server's refusal of a field at that field", async () => {
    const dialog = renderDialog(() => refusedBody([{ field: "serviceCode", message: "is not billable here" }]));
    pickProgramAndFacilitator();
    type(dialog.name(), "  Coping Skills ");
    const code = screen.getByRole("textbox", { name: /^Service code/ });
    type(code, "h0005");
    create();
    await waitFor(() => expect(helpOf(code)).toBe("is not billable here"));
    expect(dialog.creations()[0]?.variables["input"]).toMatchObject({
      name: "Coping Skills",
      serviceCode: "H0005",
      programId: PROGRAM,
      facilitatorIds: [THERAPIST],
      locationId: LOCATION,
    });
    expect(dialog.onSaved).not.toHaveBeenCalled();
  });
});
