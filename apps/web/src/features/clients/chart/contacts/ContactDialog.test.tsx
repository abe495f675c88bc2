// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, refusedBody, renderWithServer } from "../../../../lib/forms/formTesting";
import type { SentOperation } from "../../../../lib/forms/formTesting";
import { ContactDialog } from "./ContactDialog";

afterEach(cleanup);

const added = {
  data: {
    addClientContact: {
      __typename: "ClientContact",
      id: "c1",
      name: "Maria Lopez",
      relationship: "Parent",
      phone: null,
      email: null,
      address: null,
      notes: null,
      legalGuardian: false,
      emergencyContact: false,
      mayContact: false,
      createdBy: null,
      createdAt: "2026-11-27T10:00:00.000Z",
      updatedBy: null,
      updatedAt: "2026-11-27T10:00:00.000Z",
      removedBy: null,
      removedAt: null,
    },
  },
};

function renderDialog(answer: (operation: SentOperation) => object = () => added) {
  const onSaved = vi.fn();
  const sent = renderWithServer(
    <ContactDialog mrNo="HRT-000101" contact={null} onClose={() => undefined} onSaved={onSaved} />,
    answer,
  );
  const name = () => screen.getByRole("textbox", { name: /^Name/ });
  const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
  return {
    sent,
    onSaved,
    name,
    fill: () => {
      type(name(), "Maria Lopez");
      type(screen.getByRole("combobox", { name: /^Relationship/ }), "Parent");
    },
    type,
    add: () => fireEvent.click(screen.getByRole("button", { name: "Add" })),
  };
}

describe("the Add contact dialog", () => {
  it("says what is missing in its own words, the browser's bubbles off, the required marker kept", () => {
    const dialog = renderDialog();
    expect(dialog.name().closest("form")?.noValidate).toBe(true);
    expect((dialog.name() as HTMLInputElement).required).toBe(true);
    dialog.add();
    expect(helpOf(dialog.name())).toBe("must not be empty");
    expect(dialog.sent).toEqual([]);
  });

  it("keeps a long paste whole and says at the field how long it may be", () => {
    const dialog = renderDialog();
    dialog.type(dialog.name(), "M".repeat(300));
    expect(dialog.name().getAttribute("maxlength")).toBeNull();
    expect((dialog.name() as HTMLInputElement).value).toHaveLength(300);
    expect(helpOf(dialog.name())).toBe("must be at most 200 characters");
  });

  it("refuses a pasted NUL character at its field before anything is sent", () => {
    const dialog = renderDialog();
    dialog.fill();
    dialog.type(dialog.name(), "Maria\u0000Lopez");
    dialog.add();
    expect(helpOf(dialog.name())).toBe(NUL_MESSAGE);
    expect(dialog.sent).toEqual([]);
  });

  it("shows the server's refusal of a field at that field, by its label, until the field is changed", async () => {
    const dialog = renderDialog(() =>
      refusedBody([
        { field: "name", message: "is already a contact of this client" },
        { field: "mayContact", message: "must be true or false" },
      ]),
    );
    dialog.fill();
    dialog.add();
    await waitFor(() => expect(helpOf(dialog.name())).toBe("is already a contact of this client"));
    // The banner keeps only what no field shows, named as people read it.
    expect(screen.getByRole("alert").textContent).toBe("May contact: must be true or false");
    dialog.type(dialog.name(), "Maria L. Lopez");
    expect(helpOf(dialog.name())).toBe("");
    expect(dialog.onSaved).not.toHaveBeenCalled();
  });
});
