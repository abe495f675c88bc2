import { describe, expect, it } from "vitest";
import { EMPTY_TOAST_QUEUE, SHOW_ONE_BY_ONE, shouldToast, toastQueueReducer } from "./toastQueue";
import type { ToastAction, ToastNotification, ToastQueue } from "./toastQueue";

const note = (id: string, link: string | null = "/approvals"): ToastNotification => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  link,
  read: false,
});
const run = (actions: ToastAction[], from: ToastQueue = EMPTY_TOAST_QUEUE) => actions.reduce(toastQueueReducer, from);
const arrived = (notification: ToastNotification): ToastAction => ({ type: "arrived", notification });
/** The person (or the timer) dismisses the toast and its exit transition ends. */
const dismiss: ToastAction[] = [{ type: "closed" }, { type: "exited" }];
const shownId = (state: ToastQueue) =>
  state.current?.kind === "notification" ? state.current.notification.id : state.current?.kind;

describe("the toast queue", () => {
  it("shows a notification at once when nothing else is on screen", () => {
    const state = run([arrived(note("1"))]);
    expect(state.open).toBe(true);
    expect(state.current).toEqual({ kind: "notification", key: "1", notification: note("1") });
  });

  it("shows a few arriving together one after another, never two at once", () => {
    let state = run([arrived(note("1")), arrived(note("2")), arrived(note("3"))]);
    expect(shownId(state)).toBe("1");
    expect(state.waiting.map((n) => n.id)).toEqual(["2", "3"]);
    state = run([{ type: "closed" }], state);
    // The next waits until the current one has left the screen.
    expect(state.open).toBe(false);
    expect(shownId(state)).toBe("1");
    state = run([{ type: "exited" }], state);
    expect(shownId(state)).toBe("2");
    expect(state.open).toBe(true);
    state = run(dismiss, state);
    expect(shownId(state)).toBe("3");
    state = run(dismiss, state);
    expect(state.current).toBeNull();
    expect(state.open).toBe(false);
  });

  it("sums up a burst longer than it would be sensible to show one by one, and counts later arrivals in", () => {
    const burst = Array.from({ length: SHOW_ONE_BY_ONE + 3 }, (_, i) => arrived(note(String(i + 2))));
    let state = run([arrived(note("1")), ...burst, ...dismiss]);
    expect(state.current).toEqual({ kind: "summary", key: "summary-2", count: SHOW_ONE_BY_ONE + 3 });
    expect(state.waiting).toEqual([]);
    state = run([arrived(note("99"))], state);
    expect(state.current).toEqual({ kind: "summary", key: "summary-2", count: SHOW_ONE_BY_ONE + 4 });
    state = run(dismiss, state);
    expect(state.current).toBeNull();
  });

  it("drops a notification delivered twice and one already read", () => {
    const state = run([arrived(note("1")), arrived(note("1")), arrived({ ...note("2"), read: true })]);
    expect(shownId(state)).toBe("1");
    expect(state.waiting).toEqual([]);
  });

  it("when cleared, lets the current toast leave and shows nothing of what waited", () => {
    const state = run([arrived(note("1")), arrived(note("2")), { type: "cleared" }]);
    expect(state.open).toBe(false);
    expect(run([{ type: "exited" }], state).current).toBeNull();
  });

  it("drops notifications done meanwhile: the one on screen leaves, one waiting is never shown", () => {
    let state = run([arrived(note("1")), arrived(note("2")), arrived(note("3")), { type: "done", ids: ["2"] }]);
    expect(shownId(state)).toBe("1");
    expect(state.waiting.map((n) => n.id)).toEqual(["3"]);
    state = run([{ type: "done", ids: ["1"] }], state);
    expect(state.open).toBe(false);
    expect(shownId(run([{ type: "exited" }], state))).toBe("3");
    expect(run([{ type: "done", ids: ["9"] }], state)).toBe(state);
  });

  it("ignores a stray exit while a toast is on screen", () => {
    const state = run([arrived(note("1")), arrived(note("2")), { type: "exited" }]);
    expect(shownId(state)).toBe("1");
  });
});

describe("shouldToast", () => {
  it("stays quiet on the notifications page and on the page the notification links to", () => {
    expect(shouldToast("/notifications", note("1"))).toBe(false);
    expect(shouldToast("/approvals", note("1", "/approvals"))).toBe(false);
    expect(shouldToast("/groupnotes/session/7", note("1", "/groupnotes/session/7?tabs=note"))).toBe(false);
  });

  it("shows elsewhere, and always for a notification without a link", () => {
    expect(shouldToast("/dashboard", note("1", "/approvals"))).toBe(true);
    expect(shouldToast("/approvals", note("1", null))).toBe(true);
    expect(shouldToast("/groupnotes/session/8", note("1", "/groupnotes/session/7"))).toBe(true);
  });

  it("shows a reminder that comes due even on the page of its item, which does not show reminders", () => {
    expect(shouldToast("/groupnotes/session/7", { ...note("1", "/groupnotes/session/7"), type: "reminder_due" })).toBe(
      true,
    );
    expect(shouldToast("/notifications", { ...note("1", "/groupnotes/session/7"), type: "reminder_due" })).toBe(false);
  });
});
