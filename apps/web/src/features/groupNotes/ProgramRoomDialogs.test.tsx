// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, refusedBody, renderWithServer } from "../../lib/forms/formTesting";
import { ProgramDialog, RoomDialog } from "./ProgramRoomDialogs";

afterEach(cleanup);

const LOCATION = "11111111-1111-4111-8111-111111111111";
const created = (name: string) => ({
  data: {
    [name]: {
      __typename: name === "createRoom" ? "Room" : "Program",
      id: "p1",
      name: "X",
      locationId: LOCATION,
      active: true,
    },
  },
});
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("the New program dialog", () => {
  it("says a missing name under the field in the API's words, focuses it and sends nothing", () => {
    const sent = renderWithServer(
      <ProgramDialog locationId={LOCATION} onClose={() => undefined} onCreated={() => undefined} />,
      () => created("createProgram"),
    );
    const name = screen.getByRole("textbox", { name: /^Program name/ });
    expect(name.closest("form")?.noValidate).toBe(true);
    expect((name as HTMLInputElement).required).toBe(true);
    type(name, "   ");
    fireEvent.click(screen.getByRole("button", { name: "Add program" }));
    expect(helpOf(name)).toBe("is required");
    expect(document.activeElement).toBe(name);
    expect(sent).toEqual([]);
  });

  it("refuses a pasted NUL character at its field", () => {
    const sent = renderWithServer(
      <ProgramDialog locationId={LOCATION} onClose={() => undefined} onCreated={() => undefined} />,
      () => created("createProgram"),
    );
    type(screen.getByRole("textbox", { name: /^Program name/ }), "Residential");
    const level = screen.getByRole("textbox", { name: /^Level of care/ });
    type(level, "3.5\u0000");
    fireEvent.click(screen.getByRole("button", { name: "Add program" }));
    expect(helpOf(level)).toBe(NUL_MESSAGE);
    expect(document.activeElement).toBe(level);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the name at the name", async () => {
    const onCreated = vi.fn();
    renderWithServer(<ProgramDialog locationId={LOCATION} onClose={() => undefined} onCreated={onCreated} />, () =>
      refusedBody([{ field: "name", message: "is already a program of this location" }]),
    );
    const name = screen.getByRole("textbox", { name: /^Program name/ });
    type(name, "Residential");
    fireEvent.click(screen.getByRole("button", { name: "Add program" }));
    await waitFor(() => expect(helpOf(name)).toBe("is already a program of this location"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe("the New room dialog", () => {
  it("says a missing name under the field, focuses it and sends nothing", () => {
    const sent = renderWithServer(
      <RoomDialog locationId={LOCATION} onClose={() => undefined} onCreated={() => undefined} />,
      () => created("createRoom"),
    );
    const name = screen.getByRole("textbox", { name: /^Room name/ });
    expect(name.closest("form")?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Add room" }));
    expect(helpOf(name)).toBe("is required");
    expect(document.activeElement).toBe(name);
    expect(sent).toEqual([]);
  });

  it("refuses a pasted NUL character at its field, and sends a good room", async () => {
    const onCreated = vi.fn();
    const sent = renderWithServer(
      <RoomDialog locationId={LOCATION} onClose={() => undefined} onCreated={onCreated} />,
      () => created("createRoom"),
    );
    const name = screen.getByRole("textbox", { name: /^Room name/ });
    type(name, "Room\u0000A");
    fireEvent.click(screen.getByRole("button", { name: "Add room" }));
    expect(helpOf(name)).toBe(NUL_MESSAGE);
    expect(sent).toEqual([]);
    type(name, " Room A ");
    type(screen.getByRole("spinbutton", { name: /^Capacity/ }), "12");
    fireEvent.click(screen.getByRole("button", { name: "Add room" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("p1"));
    expect(sent[0]?.variables).toEqual({ input: { name: "Room A", locationId: LOCATION, capacity: 12 } });
  });
});
