// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { helpOf, renderWithServer } from "../forms/formTesting";
import type { Credential } from "./CredentialFields";
import { SignDialog } from "./SignDialog";

afterEach(cleanup);

function renderDialog(hasPin: boolean) {
  const signed = vi.fn((_credential: Credential) => Promise.resolve());
  const sent = renderWithServer(
    <SignDialog
      title="Sign this note"
      description="Signing binds the note."
      submitLabel="Sign"
      onSign={signed}
      onClose={() => undefined}
    />,
    () => ({ data: { me: { __typename: "Me", id: "u1", hasPin } } }),
  );
  const sign = screen.getByRole("button", { name: "Sign" }) as HTMLButtonElement;
  return { signed, sent, sign };
}

describe("the sign dialog", () => {
  it("lets Sign be pressed without a password, says it is required under the field, focuses it and signs nothing", () => {
    const dialog = renderDialog(false);
    const password = screen.getByLabelText(/^Password/);
    expect(password.closest("form")?.noValidate).toBe(true);
    expect(dialog.sign.disabled).toBe(false);
    fireEvent.click(dialog.sign);
    expect(helpOf(password)).toBe("is required");
    expect(document.activeElement).toBe(password);
    expect(dialog.signed).not.toHaveBeenCalled();
  });

  it("says a short PIN in the API's words, and signs with a good one", async () => {
    const dialog = renderDialog(true);
    fireEvent.click(await screen.findByRole("button", { name: "PIN" }));
    fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: "12" } });
    fireEvent.click(dialog.sign);
    const pin = screen.getByLabelText(/^PIN/);
    expect(helpOf(pin)).toBe("must be 4 to 6 digits");
    expect(document.activeElement).toBe(pin);
    expect(dialog.signed).not.toHaveBeenCalled();
    fireEvent.change(pin, { target: { value: "1234" } });
    expect(helpOf(pin)).toBe("");
    fireEvent.click(dialog.sign);
    await waitFor(() => expect(dialog.signed).toHaveBeenCalledWith({ method: "pin", secret: "1234" }, { pin: "1234" }));
  });
});
