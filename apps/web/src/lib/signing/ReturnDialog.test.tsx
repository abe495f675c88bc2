// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, renderWithServer } from "../forms/formTesting";
import { ReturnDialog } from "./ReturnDialog";

afterEach(cleanup);

function renderDialog(onReturn: (comment: string) => Promise<void> = () => Promise.resolve()) {
  const returned = vi.fn(onReturn);
  renderWithServer(
    <ReturnDialog
      commentLabel="What needs revision"
      submitColor="warning"
      onReturn={returned}
      onClose={() => undefined}
    />,
    () => ({}),
  );
  const comment = screen.getByRole("textbox", { name: /^What needs revision/ });
  const send = () => fireEvent.click(screen.getByRole("button", { name: "Return for revision" }));
  return { returned, comment, send };
}

describe("the Return for revision dialog", () => {
  it("says a missing comment under the field in the API's words, focuses it and returns nothing", () => {
    const dialog = renderDialog();
    expect(dialog.comment.closest("form")?.noValidate).toBe(true);
    expect((dialog.comment as HTMLTextAreaElement).required).toBe(true);
    fireEvent.change(dialog.comment, { target: { value: "   " } });
    dialog.send();
    expect(helpOf(dialog.comment)).toBe("tell the author what to revise");
    expect(document.activeElement).toBe(dialog.comment);
    expect(dialog.returned).not.toHaveBeenCalled();
  });

  it("refuses a pasted NUL character at the comment, and returns with a good one", async () => {
    const dialog = renderDialog();
    fireEvent.change(dialog.comment, { target: { value: "Add\u0000 the responses" } });
    dialog.send();
    expect(helpOf(dialog.comment)).toBe(NUL_MESSAGE);
    expect(dialog.returned).not.toHaveBeenCalled();
    fireEvent.change(dialog.comment, { target: { value: " Add each client's response. " } });
    dialog.send();
    await waitFor(() => expect(dialog.returned).toHaveBeenCalledWith("Add each client's response."));
  });

  it("shows a refusal that names no field above the fields", async () => {
    const dialog = renderDialog(() => Promise.reject(new Error("This note is already approved")));
    fireEvent.change(dialog.comment, { target: { value: "Add each client's response." } });
    dialog.send();
    expect((await screen.findByRole("alert")).textContent).toBe("This note is already approved");
  });
});
