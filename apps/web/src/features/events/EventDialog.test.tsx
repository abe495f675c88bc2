// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { NUL_MESSAGE } from "@hearth/schema";
import { helpOf, refusedBody, renderWithServer } from "../../lib/forms/formTesting";
import type { SentOperation } from "../../lib/forms/formTesting";
import { EventDialog } from "./EventDialog";
import { emptyForm } from "./eventView";

afterEach(cleanup);

const ZONE = "America/Los_Angeles";
const RIVERSIDE = { id: "loc-r", name: "Riverside Residential" };

function renderDialog(answer: (operation: SentOperation) => object = () => ({}), mayAddressOrganization = true) {
  const onSaved = vi.fn();
  const initial = emptyForm(new Date(), ZONE, [], mayAddressOrganization);
  const sent = renderWithServer(
    <EventDialog
      eventId={null}
      initial={initial}
      zone={ZONE}
      locations={[RIVERSIDE]}
      mayAddressOrganization={mayAddressOrganization}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
    answer,
  );
  return {
    sent,
    onSaved,
    title: () => screen.getByRole("textbox", { name: /^Title/ }),
    create: () => fireEvent.click(screen.getByRole("button", { name: "Create event" })),
  };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("the New event dialog", () => {
  it("says what is missing under each field in the API's words, focuses the first and sends nothing", () => {
    const dialog = renderDialog();
    expect(dialog.title().closest("form")?.noValidate).toBe(true);
    expect((dialog.title() as HTMLInputElement).required).toBe(true);
    const startTime = screen.getByLabelText(/^Start time/);
    type(startTime, "");
    dialog.create();
    expect(helpOf(dialog.title())).toBe("is required");
    expect(helpOf(startTime)).toBe("is required");
    expect(document.activeElement).toBe(dialog.title());
    expect(dialog.sent).toEqual([]);
  });

  it("says a missing start date under the date, and a missing location under the locations", () => {
    const dialog = renderDialog(() => ({}), false);
    type(dialog.title(), "Wellness day");
    const startsOn = screen.getByLabelText(/^Starts on/);
    type(startsOn, "");
    dialog.create();
    expect(helpOf(startsOn)).toBe("is required");
    expect(helpOf(screen.getByRole("checkbox", { name: RIVERSIDE.name }))).toBe("choose at least one location");
    expect(document.activeElement).toBe(startsOn);
    expect(dialog.sent).toEqual([]);
  });

  it("refuses a pasted NUL character at its field", () => {
    const dialog = renderDialog();
    type(dialog.title(), "Wellness day");
    const place = screen.getByRole("textbox", { name: /^Place/ });
    type(place, "Main\u0000hall");
    dialog.create();
    expect(helpOf(place)).toBe(NUL_MESSAGE);
    expect(document.activeElement).toBe(place);
    expect(dialog.sent).toEqual([]);
  });

  it("shows the server's refusal of a field at that field", async () => {
    const dialog = renderDialog(() => refusedBody([{ field: "place", message: "is booked at that time" }]));
    type(dialog.title(), " Wellness day ");
    const place = screen.getByRole("textbox", { name: /^Place/ });
    type(place, "Main hall");
    dialog.create();
    await waitFor(() => expect(helpOf(place)).toBe("is booked at that time"));
    expect(dialog.sent[0]?.variables["input"]).toMatchObject({
      title: "Wellness day",
      place: "Main hall",
      audience: { kind: "all_staff", locationIds: [], roles: [] },
    });
    expect(dialog.onSaved).not.toHaveBeenCalled();
  });
});
