// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DIAGNOSIS_ERROR_REASON_MAX, DiagnosisEnteredInErrorBody } from "@hearth/schema";
import { ReasonDialog } from "./ReasonDialog";

afterEach(cleanup);

function renderDialog(send: (reason: string) => Promise<void>) {
  render(
    <ReasonDialog
      title="Mark F32.1 entered in error?"
      submitLabel="Mark entered in error"
      busyLabel="Marking…"
      schema={DiagnosisEnteredInErrorBody}
      example="For example: entered on the wrong client's chart."
      send={send}
      onClose={() => undefined}
    >
      <p>Nothing is deleted.</p>
    </ReasonDialog>,
  );
  return {
    reason: () => screen.getByRole("textbox", { name: /reason/i }),
    submit: () => fireEvent.click(screen.getByRole("button", { name: /mark entered in error|marking/i })),
  };
}

describe("a dialog that asks why", () => {
  it("says what is missing only once the person has tried, and sends nothing until it is there", () => {
    const send = vi.fn(() => Promise.resolve());
    const dialog = renderDialog(send);
    expect(screen.getByText("For example: entered on the wrong client's chart.")).toBeTruthy();
    expect(dialog.reason()).toBe(document.activeElement);

    // Spaces pass the browser's own "required" but not the server's rule.
    fireEvent.change(dialog.reason(), { target: { value: "   " } });
    expect(screen.queryByText("must say why the diagnosis was entered in error")).toBeNull();
    // The person tabbed to the button and pressed it: the field that needs them takes the focus back.
    screen.getByRole("button", { name: /mark entered in error/i }).focus();
    dialog.submit();
    expect(screen.getByText("must say why the diagnosis was entered in error")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(dialog.reason()).toBe(document.activeElement);

    fireEvent.change(dialog.reason(), { target: { value: "  wrong chart  " } });
    dialog.submit();
    expect(send).toHaveBeenCalledWith("wrong chart");
  });

  it("keeps a long paste whole and says at the field how long a reason may be", () => {
    const send = vi.fn(() => Promise.resolve());
    const dialog = renderDialog(send);
    fireEvent.change(dialog.reason(), { target: { value: "w".repeat(DIAGNOSIS_ERROR_REASON_MAX + 1) } });
    expect(dialog.reason().getAttribute("maxlength")).toBeNull();
    expect(dialog.reason().closest("form")?.noValidate).toBe(true);
    dialog.submit();
    expect(screen.getByText(`must be at most ${DIAGNOSIS_ERROR_REASON_MAX} characters`)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("is busy while the step runs, then shows the server's refusal and keeps what was typed", async () => {
    let refuse: (error: Error) => void = () => undefined;
    const dialog = renderDialog(() => new Promise((_, reject) => (refuse = reject)));
    fireEvent.change(dialog.reason(), { target: { value: "wrong chart" } });
    dialog.submit();
    expect(screen.getByRole("button", { name: "Marking…" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);

    refuse(new Error("This diagnosis is already marked entered in error"));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("This diagnosis is already marked entered in error"),
    );
    expect(screen.getByRole("button", { name: "Mark entered in error" })).toHaveProperty("disabled", false);
    expect(dialog.reason()).toHaveProperty("value", "wrong chart");
  });
});
