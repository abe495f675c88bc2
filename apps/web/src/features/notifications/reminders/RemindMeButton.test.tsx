// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { of } from "rxjs";
import { NUL_MESSAGE } from "@hearth/schema";
import { ShellStateProvider, useShell } from "../../../app/shell/ShellState";
import { createCache } from "../../../lib/apollo";
import { helpOf } from "../../../lib/forms/formTesting";
import { RemindMeButton } from "./RemindMeButton";
import { reminderTimeText } from "./reminderTimes";

afterEach(cleanup);

type Answer = (input: Record<string, unknown>) => ApolloLink.Result;
const accepted: Answer = (input) => ({
  data: { setReminder: { __typename: "Reminder", id: "r1", remindAt: input["remindAt"] } },
});

function SnackbarText() {
  const { snackbar } = useShell();
  return <p data-testid="snackbar">{snackbar?.message ?? ""}</p>;
}

/** The button on a session, against a gateway that answers setReminder with `answer`. */
function renderButton(answer: Answer = accepted) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    const input = (operation.variables as { input: Record<string, unknown> }).input;
    sent.push(input);
    return of(answer(input));
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <ShellStateProvider>
        <RemindMeButton subjectType="group_session" subjectId="s42" />
        <SnackbarText />
      </ShellStateProvider>
    </ApolloProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Remind me" }));
  return { sent, dialog: screen.getByRole("dialog", { name: "Remind me" }) };
}

describe("Remind me", () => {
  it("sets a reminder in 15 minutes and says when in the snackbar", async () => {
    const before = Date.now();
    const { sent, dialog } = renderButton();
    expect((within(dialog).getByRole("radio", { name: "In 15 minutes" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Note (optional)" }), {
      target: { value: "  Call the family  " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toHaveLength(1);
    const input = sent[0]!;
    expect(input).toMatchObject({ subjectType: "group_session", subjectId: "s42", note: "Call the family" });
    const remindAt = new Date(input["remindAt"] as string).getTime();
    expect(remindAt - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(remindAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(screen.getByTestId("snackbar").textContent).toContain(
      `Reminder set for ${reminderTimeText(input["remindAt"] as string)}`,
    );
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const { dialog } = renderButton(() => ({
      errors: [{ message: "Session not found", extensions: { code: "NOT_FOUND" } }],
    }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "Tomorrow at 9:00 AM" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Session not found");
    expect(screen.queryByRole("dialog", { name: "Remind me" })).not.toBeNull();
    expect(screen.getByTestId("snackbar").textContent).toBe("");
  });

  it("refuses a picked time in the past and a note over 500 characters at their fields before asking the server", () => {
    const { sent, dialog } = renderButton();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Pick a date and time" }));
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: "2020-01-02" } });
    const time = within(dialog).getByLabelText(/^Time/);
    fireEvent.change(time, { target: { value: "09:00" } });
    expect(helpOf(time)).toBe("Choose a time in the future");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(time);

    fireEvent.click(within(dialog).getByRole("radio", { name: "In 1 hour" }));
    const note = within(dialog).getByRole("textbox", { name: "Note (optional)" });
    fireEvent.change(note, { target: { value: "x".repeat(501) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(helpOf(note)).toMatch(/500 characters/);
    expect(document.activeElement).toBe(note);
    expect(sent).toHaveLength(0);
  });

  it("says a picked date left empty is required under it, in the API's words, and sends nothing", () => {
    const { sent, dialog } = renderButton();
    expect(dialog.closest("form")?.noValidate).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Pick a date and time" }));
    const date = within(dialog).getByLabelText(/^Date/);
    expect((date as HTMLInputElement).required).toBe(true);
    fireEvent.change(date, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(helpOf(date)).toBe("is required");
    expect(document.activeElement).toBe(date);
    expect(sent).toHaveLength(0);
  });

  it("refuses a pasted NUL character in the note at the note", () => {
    const { sent, dialog } = renderButton();
    const note = within(dialog).getByRole("textbox", { name: "Note (optional)" });
    fireEvent.change(note, { target: { value: "Call\u0000 the family" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(helpOf(note)).toBe(NUL_MESSAGE);
    expect(sent).toHaveLength(0);
  });
});
