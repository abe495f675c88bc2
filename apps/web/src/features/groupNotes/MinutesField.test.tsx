// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MinutesField } from "./AttendancePanel";

afterEach(cleanup);

const field = (value: number | null, onCommit = vi.fn()) => (
  <MinutesField label="Minutes attended by Ana L." value={value} disabled={false} onCommit={onCommit} />
);
const input = () => screen.getByLabelText<HTMLInputElement>("Minutes attended by Ana L.");

describe("the minutes a client attended", () => {
  it("keeps what the person is typing when a refresh brings the server's value in between keystrokes", () => {
    const onCommit = vi.fn();
    const { rerender } = render(field(30, onCommit));
    fireEvent.change(input(), { target: { value: "4" } });
    rerender(field(31, onCommit));
    fireEvent.change(input(), { target: { value: "42" } });
    expect(input().value).toBe("42");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onCommit).toHaveBeenCalledWith(42);
  });

  it("shows a colleague's change when the person is not typing here", () => {
    const { rerender } = render(field(30));
    rerender(field(45));
    expect(input().value).toBe("45");
  });
});
