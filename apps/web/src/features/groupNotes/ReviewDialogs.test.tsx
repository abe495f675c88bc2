// @vitest-environment jsdom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import { AddendumDialog, KickBackDialog } from "./ReviewDialogs";

afterEach(cleanup);

const signer = { data: { me: { __typename: "Me", id: "u1", hasPin: false } } };

function renderWith(ui: ReactNode, answer: (operation: SentOperation) => object = () => ({})) {
  const sent = renderWithServer(ui, (operation) =>
    operation.operationName === "SignerHasPin" ? signer : answer(operation),
  );
  return () => sent.filter((operation) => operation.operationName !== "SignerHasPin");
}

describe("the Add addendum dialog", () => {
  it("lets Sign be pressed with an emptied addendum, says it is required under it in the API's words, and signs nothing", () => {
    const sent = renderWith(<AddendumDialog noteId="n1" onClose={() => undefined} onDone={() => undefined} />);
    const text = screen.getByRole("textbox", { name: /^Addendum/ });
    expect(text.closest("form")?.noValidate).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret" } });
    fireEvent.change(text, { target: { value: "Late entry" } });
    fireEvent.change(text, { target: { value: "  " } });
    expect(helpOf(text)).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Sign addendum" }));
    expect(helpOf(text)).toBe("is required");
    expect(document.activeElement).toBe(text);
    expect(sent()).toEqual([]);
  });

  it("says each missing field under it, the addendum first, when nothing was entered", () => {
    const sent = renderWith(<AddendumDialog noteId="n1" onClose={() => undefined} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Sign addendum" }));
    const text = screen.getByRole("textbox", { name: /^Addendum/ });
    expect(helpOf(text)).toBe("is required");
    expect(helpOf(screen.getByLabelText(/^Password/))).toBe("is required");
    expect(document.activeElement).toBe(text);
    expect(sent()).toEqual([]);
  });

  it("refuses a pasted NUL character at the addendum, and signs a good one", async () => {
    const onDone = vi.fn();
    const sent = renderWith(<AddendumDialog noteId="n1" onClose={() => undefined} onDone={onDone} />, () => ({
      data: { addGroupNoteAddendum: null },
    }));
    const text = screen.getByRole("textbox", { name: /^Addendum/ });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret" } });
    fireEvent.change(text, { target: { value: "Late\u0000 entry" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign addendum" }));
    expect(helpOf(text)).toBe(NUL_MESSAGE);
    expect(sent()).toEqual([]);
    fireEvent.change(text, { target: { value: " Late entry: the client left at 10:40. " } });
    fireEvent.click(screen.getByRole("button", { name: "Sign addendum" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.variables).toEqual({
      id: "n1",
      text: "Late entry: the client left at 10:40.",
      signature: { password: "secret" },
    });
  });
});

describe("returning a group note for revision", () => {
  it("says a missing comment under the field and sends nothing", () => {
    const sent = renderWith(<KickBackDialog noteId="n1" onClose={() => undefined} onDone={() => undefined} />);
    const comment = screen.getByRole("textbox", { name: /^What should be revised/ });
    fireEvent.click(screen.getByRole("button", { name: "Return for revision" }));
    expect(helpOf(comment)).toBe("tell the author what to revise");
    expect(document.activeElement).toBe(comment);
    expect(sent()).toEqual([]);
  });
});
