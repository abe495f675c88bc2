import { describe, expect, it } from "vitest";
import type { TaskItem_TaskFragment } from "../../__generated__/graphql";
import { createInput, dueProblem, initialDraft, toTaskSearch, updateInput, viewFromSearch } from "./taskView";

const ZONE = "America/Los_Angeles";
const task: TaskItem_TaskFragment = {
  id: "t1",
  title: "Call the pharmacy",
  description: "Ask about the refill",
  dueAt: "2030-01-15T17:30:00.000Z",
  overdue: false,
  done: false,
  doneAt: null,
  subjectType: null,
  subjectId: null,
  subjectLabel: null,
  subjectLink: null,
  assignee: { id: "me", fullname: "Terry Therapist" },
  createdBy: { id: "me", fullname: "Terry Therapist" },
  permissions: { edit: true, complete: true, delete: true },
};

describe("the tasks page's address", () => {
  it("round-trips tab, status and page, and reads anything else as the defaults", () => {
    const view = { tab: "by-me", status: "done", page: 2 } as const;
    expect(toTaskSearch(view).toString()).toBe("view=by-me&status=done&page=3");
    expect(viewFromSearch(toTaskSearch(view))).toEqual(view);
    expect(viewFromSearch(new URLSearchParams("view=x&status=y&page=-4"))).toEqual({
      tab: "mine",
      status: "open",
      page: 0,
    });
  });
});

describe("the task form", () => {
  it("needs a due date and time together or neither", () => {
    const blank = initialDraft(null);
    expect(dueProblem(blank, ZONE)).toBeUndefined();
    expect(dueProblem({ ...blank, title: "x", date: "2030-01-15" }, ZONE)).toBe(
      "Give both a due date and a time, or neither",
    );
    expect(dueProblem({ ...blank, title: "x", date: "2030-01-15", time: "09:30" }, ZONE)).toBeUndefined();
  });

  it("creates with only what was given, the due time in the user's zone", () => {
    const draft = {
      ...initialDraft(null),
      title: " Order gloves ",
      date: "2030-01-15",
      time: "09:30",
      client: { id: "c1", mrNo: "MR-1", fullname: "A B", dateOfBirth: "1990-01-02" },
    };
    expect(createInput(draft, ZONE)).toEqual({
      title: "Order gloves",
      dueAt: "2030-01-15T17:30:00.000Z",
      subjectType: "client",
      subjectId: "MR-1",
    });
  });

  it("edits send only what changed; cleared fields go as null", () => {
    const draft = initialDraft(task, ZONE);
    expect(draft).toMatchObject({ date: "2030-01-15", time: "09:30" });
    expect(updateInput(task, draft, ZONE)).toEqual({});
    expect(
      updateInput(
        task,
        { ...draft, description: "", date: "", time: "", assignee: { id: "boss", fullname: "Sue" } },
        ZONE,
      ),
    ).toEqual({ description: null, dueAt: null, assigneeId: "boss" });
  });
});
