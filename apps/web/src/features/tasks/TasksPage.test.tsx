// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Observable, of } from "rxjs";
import type { Observer } from "rxjs";
import { ShellStateProvider } from "../../app/shell/ShellState";
import { createCache } from "../../lib/apollo";
import TasksPage from "./TasksPage";
import { dueText } from "./taskView";

afterEach(cleanup);

const ME = { __typename: "ClinicianRef", id: "me", fullname: "Terry Therapist" };
const BOSS = { __typename: "ClinicianRef", id: "boss", fullname: "Sue Supervisor" };
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

interface FakeTask {
  id: string;
  title: string;
  dueAt: string | null;
  done: boolean;
  createdBy: typeof ME;
  assignee: typeof ME;
}
const fakeTask = (id: string, o: Partial<FakeTask> = {}): FakeTask => ({
  id,
  title: `Task ${id}`,
  dueAt: null,
  done: false,
  createdBy: ME,
  assignee: ME,
  ...o,
});

/** The tasks part of the GraphQL API in memory: answers the page's operations by name, and pushes taskChanged. */
function fakeTaskServer(initial: FakeTask[]) {
  const tasks = initial.map((t) => ({ ...t }));
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const live = new Set<Observer<ApolloLink.Result>>();
  const typed = (t: FakeTask) => ({
    __typename: "Task",
    ...t,
    description: null,
    overdue: !t.done && t.dueAt !== null && new Date(t.dueAt).getTime() < Date.now(),
    doneAt: t.done ? new Date().toISOString() : null,
    subjectType: null,
    subjectId: null,
    subjectLabel: null,
    subjectLink: null,
    permissions: { __typename: "TaskPermissions", edit: true, complete: true, delete: t.createdBy.id === "me" },
  });
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const operationName = operation.operationName ?? "";
    calls.push({ operationName, variables });
    switch (operationName) {
      case "TaskList": {
        const byMe = variables["scope"] === "assigned_by_me";
        const matching = tasks.filter(
          (t) =>
            (byMe ? t.createdBy.id === "me" && t.assignee.id !== "me" : t.assignee.id === "me") &&
            t.done === (variables["status"] === "done"),
        );
        const page = Number(variables["page"]);
        const pageSize = Number(variables["pageSize"]);
        const open = matching.filter((t) => !t.done);
        return of({
          data: {
            tasks: {
              __typename: "TaskPage",
              results: matching.slice((page - 1) * pageSize, page * pageSize).map(typed),
              pageInfo: { __typename: "PageInfo", total: matching.length, page, pageSize },
            },
            taskCounts: {
              __typename: "TaskCounts",
              open: open.length,
              overdue: open.filter((t) => typed(t).overdue).length,
              dueToday: 0,
            },
          },
        });
      }
      case "FocusedTask": {
        const task = tasks.find((t) => t.id === variables["id"]);
        return of(
          task
            ? { data: { task: typed(task) } }
            : ({
                data: null,
                errors: [{ message: "Task not found", extensions: { code: "NOT_FOUND" } }],
              } as ApolloLink.Result),
        );
      }
      case "CompleteTask": {
        const task = tasks.find((t) => t.id === variables["id"])!;
        task.done = true;
        return of({ data: { completeTask: typed(task) } });
      }
      case "DeleteTask":
        tasks.splice(
          tasks.findIndex((t) => t.id === variables["id"]),
          1,
        );
        return of({ data: { deleteTask: true } });
      case "CreateTask": {
        const input = variables["input"] as { title: string; dueAt?: string };
        const task = fakeTask(`new-${tasks.length}`, { title: input.title, dueAt: input.dueAt ?? null });
        tasks.push(task);
        return of({ data: { createTask: typed(task) } });
      }
      case "PickerStaff":
        return of({
          data: {
            clinicians: {
              __typename: "ClinicianPage",
              results: [{ ...BOSS, __typename: "Clinician", role: "supervisor" }],
            },
          },
        });
      case "PickerClients":
        return of({ data: { clients: { __typename: "ClientPage", results: [] } } });
      case "TaskChanged":
        return new Observable<ApolloLink.Result>((observer) => {
          live.add(observer);
          return () => live.delete(observer);
        });
      default:
        return of({ errors: [{ message: `no answer for ${operationName}` }] } as ApolloLink.Result);
    }
  });
  return {
    link,
    tasks,
    listCalls: () => calls.filter((c) => c.operationName === "TaskList"),
    calls,
    listening: () => live.size > 0,
    /** A colleague changed one of the user's tasks: the gateway says so. */
    changed(taskId: string) {
      for (const observer of live)
        observer.next({ data: { taskChanged: { __typename: "TaskChange", taskId, change: "updated" } } });
    },
  };
}

async function renderPage(tasks: FakeTask[], path = "/tasks") {
  const server = fakeTaskServer(tasks);
  const router = createMemoryRouter([{ path: "/tasks", element: <TasksPage /> }], { initialEntries: [path] });
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link: server.link })}>
      <ShellStateProvider>
        <RouterProvider router={router} />
      </ShellStateProvider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(server.listening()).toBe(true));
  return { server, search: () => router.state.location.search };
}

const rows = () => within(screen.getByRole("list", { name: "Tasks" })).getAllByRole("listitem");

describe("the tasks page", () => {
  it("lists my open tasks 25 a page, the overdue one in red, and pages through the address", async () => {
    const late = fakeTask("late", { title: "Call the pharmacy", dueAt: inHours(-3), createdBy: BOSS });
    const many = Array.from({ length: 26 }, (_, i) => fakeTask(String(i), { dueAt: inHours(i + 1) }));
    const { server, search } = await renderPage([late, ...many]);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText("27 open · 1 overdue")).toBeTruthy();
    const overdue = screen.getByText(`Overdue: due ${dueText(late.dueAt!)}`);
    const onTime = screen.getByText(`Due ${dueText(many[0]!.dueAt!)}`);
    expect(overdue.className).not.toBe(onTime.className); // red and bold, where the others are grey
    expect(within(rows()[0]!).getByText("From Sue Supervisor")).toBeTruthy();
    // Only its creator may delete it.
    expect(within(rows()[0]!).queryByRole("button", { name: "Delete Call the pharmacy" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(search()).toBe("?page=2");
    expect(server.listCalls().at(-1)!.variables).toMatchObject({
      scope: "assigned_to_me",
      status: "open",
      page: 2,
      pageSize: 25,
    });
    // A full page of MUI rows takes a few seconds to render in jsdom on a busy machine.
  }, 15_000);

  it("says so when a list is empty, per tab and status", async () => {
    const { search } = await renderPage([]);
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Assigned by me" }));
    expect(await screen.findByText("Nothing waiting on others")).toBeTruthy();
    expect(search()).toBe("?view=by-me");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByText("No finished tasks yet")).toBeTruthy();
    expect(search()).toBe("?view=by-me&status=done");
  });

  it("marks a task done with its checkbox, and refetches when a colleague changes one", async () => {
    const { server } = await renderPage([
      fakeTask("a", { title: "Sign the note" }),
      fakeTask("b", { title: "Room check" }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole("checkbox", { name: "Mark Sign the note done" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.calls.find((c) => c.operationName === "CompleteTask")!.variables).toEqual({ id: "a" });

    server.tasks.push(fakeTask("c", { title: "New from Sue", createdBy: BOSS }));
    const before = server.listCalls().length;
    act(() => server.changed("c"));
    await waitFor(() => expect(server.listCalls().length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Room check", "New from Sue"]),
    );
  });

  it("creates a task: the title is required, and the new one shows in the list", async () => {
    const { server } = await renderPage([]);
    fireEvent.click(await screen.findByRole("button", { name: "New task" }));
    const dialog = await screen.findByRole("dialog", { name: "New task" });
    // Nothing is created without a title: Create says so under the field, in the API's words.
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("is required")).toBeTruthy();
    expect(server.calls.some((c) => c.operationName === "CreateTask")).toBe(false);

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: "Order gloves" } });
    fireEvent.change(within(dialog).getByLabelText("Due date"), { target: { value: "2030-01-15" } });
    expect(await within(dialog).findByText("Give both a due date and a time, or neither")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Due time"), { target: { value: "09:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.find((c) => c.operationName === "CreateTask")!.variables["input"]).toMatchObject({
      title: "Order gloves",
      dueAt: expect.stringMatching(/^2030-01-15T/),
    });
    await waitFor(() => expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Order gloves"]));
  });

  it("shows the task a notification leads to on top, even when it is done; a deleted one is said to be gone", async () => {
    await renderPage(
      [fakeTask("d", { title: "Finished earlier", done: true }), fakeTask("o", { title: "Still open" })],
      "/tasks?task=d",
    );
    const focused = await screen.findByRole("region", { name: "Task from your notification" });
    expect(await within(focused).findByText("Finished earlier")).toBeTruthy();
    await waitFor(() => expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Still open"]));
    cleanup();
    await renderPage([], "/tasks?task=gone");
    expect(await screen.findByText("This task was deleted, or it is no longer yours to see.")).toBeTruthy();
  });

  it("deletes a task after confirmation", async () => {
    const { server } = await renderPage([fakeTask("a", { title: "Old task" })]);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Old task" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete task?" });
    expect(server.calls.some((c) => c.operationName === "DeleteTask")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(server.calls.find((c) => c.operationName === "DeleteTask")!.variables).toEqual({ id: "a" });
  });
});
