// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, refusedBody, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import { TaskDialog } from "./TaskDialog";

afterEach(cleanup);

const pickers = (operation: SentOperation) =>
  operation.operationName === "PickerClients"
    ? { data: { clients: { __typename: "ClientPage", results: [] } } }
    : { data: { clinicians: { __typename: "ClinicianPage", results: [] } } };

function renderDialog(answer: (operation: SentOperation) => object) {
  const onSaved = vi.fn();
  const sent = renderWithServer(<TaskDialog task={null} onClose={() => undefined} onSaved={onSaved} />, (operation) =>
    operation.operationName.startsWith("Picker") ? pickers(operation) : answer(operation),
  );
  return {
    onSaved,
    creations: () => sent.filter((operation) => operation.operationName === "CreateTask"),
    title: () => screen.getByRole("textbox", { name: /^Title/ }),
    create: () => fireEvent.click(screen.getByRole("button", { name: "Create" })),
  };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("the New task dialog", () => {
  it("says a missing title under it in the API's words, focuses it and sends nothing", () => {
    const dialog = renderDialog(() => ({}));
    expect(dialog.title().closest("form")?.noValidate).toBe(true);
    expect((dialog.title() as HTMLInputElement).required).toBe(true);
    dialog.create();
    expect(helpOf(dialog.title())).toBe("is required");
    expect(document.activeElement).toBe(dialog.title());
    expect(dialog.creations()).toEqual([]);
  });

  it("refuses a pasted NUL character at its field", () => {
    const dialog = renderDialog(() => ({}));
    type(dialog.title(), "Order gloves");
    const description = screen.getByRole("textbox", { name: /^Description/ });
    type(description, "Size M\u0000");
    dialog.create();
    expect(helpOf(description)).toBe(NUL_MESSAGE);
    expect(document.activeElement).toBe(description);
    expect(dialog.creations()).toEqual([]);
  });

  it("shows the server's refusal of a field at that field", async () => {
    const dialog = renderDialog(() => refusedBody([{ field: "title", message: "is already on your list" }]));
    type(dialog.title(), "Order gloves");
    dialog.create();
    await waitFor(() => expect(helpOf(dialog.title())).toBe("is already on your list"));
    expect(dialog.creations()[0]?.variables["input"]).toEqual({ title: "Order gloves" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(dialog.onSaved).not.toHaveBeenCalled();
  });
});
