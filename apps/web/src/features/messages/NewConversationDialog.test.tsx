// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import { NewConversationDialog } from "./NewConversationDialog";

afterEach(cleanup);

const STAFF = [
  {
    __typename: "Clinician",
    id: "44444444-4444-4444-8444-444444444444",
    fullname: "Sue Supervisor",
    role: "supervisor",
  },
  { __typename: "Clinician", id: "55555555-5555-4555-8555-555555555555", fullname: "Nina Nurse", role: "nurse" },
];

const pickers = (operation: SentOperation) =>
  operation.operationName === "PickerClients"
    ? { data: { clients: { __typename: "ClientPage", results: [] } } }
    : { data: { clinicians: { __typename: "ClinicianPage", results: STAFF } } };

function renderDialog() {
  const sent = renderWithServer(
    <NewConversationDialog open viewerId="me" onClose={() => undefined} onStarted={() => undefined} />,
    (operation) => (operation.operationName.startsWith("Picker") ? pickers(operation) : {}),
  );
  return {
    started: () => sent.filter((operation) => !operation.operationName.startsWith("Picker")),
    to: () => screen.getByRole("combobox", { name: /^To/ }),
    start: () => fireEvent.click(screen.getByRole("button", { name: "Start conversation" })),
  };
}

async function pick(field: HTMLElement, name: string) {
  fireEvent.mouseDown(field);
  fireEvent.click(await screen.findByRole("option", { name }));
}

describe("the New message dialog", () => {
  it("says nobody is named under To in the API's words, focuses it and sends nothing", () => {
    const dialog = renderDialog();
    expect(dialog.to().closest("form")?.noValidate).toBe(true);
    dialog.start();
    expect(helpOf(dialog.to())).toBe("is required");
    expect(document.activeElement).toBe(dialog.to());
    expect(dialog.started()).toEqual([]);
  });

  it("asks a group conversation for its title, and refuses a pasted NUL character in it", async () => {
    const dialog = renderDialog();
    await pick(dialog.to(), "Sue Supervisor");
    await pick(dialog.to(), "Nina Nurse");
    const title = screen.getByRole("textbox", { name: /^Title/ });
    expect((title as HTMLInputElement).required).toBe(true);
    dialog.start();
    expect(helpOf(title)).toBe("must not be empty");
    expect(document.activeElement).toBe(title);
    fireEvent.change(title, { target: { value: "Night\u0000 shift" } });
    dialog.start();
    expect(helpOf(title)).toBe(NUL_MESSAGE);
    expect(dialog.started()).toEqual([]);
  });

  it("opens again on an empty form, without the last opening's problems", async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>New message</button>
          <NewConversationDialog open={open} viewerId="me" onClose={() => setOpen(false)} onStarted={() => undefined} />
        </>
      );
    }
    renderWithServer(<Page />, pickers);
    fireEvent.click(screen.getByRole("button", { name: "Start conversation" }));
    expect(helpOf(screen.getByRole("combobox", { name: /^To/ }))).toBe("is required");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "New message" }));
    expect(helpOf(await screen.findByRole("combobox", { name: /^To/ }))).toBe("");
  });
});
