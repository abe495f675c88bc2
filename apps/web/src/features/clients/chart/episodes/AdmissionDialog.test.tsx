// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { SessionUser } from "../../../../app/session/currentUser";
import { SessionContext } from "../../../../app/session/SessionContext";
import { helpOf, refusedBody, renderWithServer } from "../../../../lib/forms/formTesting";
import type { SentOperation } from "../../../../lib/forms/formTesting";
import { AdmissionDialog } from "./AdmissionDialog";

afterEach(cleanup);

const RIVERSIDE = { __typename: "Location", id: "5b0e4c8e-8f7a-4f53-9d0c-0f6b1c2d3e4f", name: "Riverside Residential" };

function renderAdmit(answer: (operation: SentOperation) => object) {
  const me = { id: "u1", role: "admissions", locations: [RIVERSIDE] } as unknown as SessionUser;
  const onDone = vi.fn();
  const sent = renderWithServer(
    <SessionContext.Provider value={me}>
      <AdmissionDialog
        mrNo="HRT-000101"
        mode="admit"
        initial={{ locationId: RIVERSIDE.id, levelOfCare: "3.5" }}
        onClose={() => undefined}
        onDone={onDone}
      />
    </SessionContext.Provider>,
    (operation) => {
      if (operation.operationName === "EpisodePrograms") return { data: { programs: [] } };
      if (operation.operationName === "EpisodeStaff")
        return { data: { clinicians: { __typename: "ClinicianPage", results: [] } } };
      return answer(operation);
    },
  );
  const date = () => screen.getByLabelText(/^Admission date/, { selector: "input" });
  const admit = () => fireEvent.click(screen.getByRole("button", { name: "Admit" }));
  const admissions = () => sent.filter((o) => o.operationName === "AdmitClient");
  return { date, admit, admissions, onDone };
}

describe("the Admit dialog", () => {
  it("says an emptied admission date is required, in its own words: no browser bubble, the marker kept", () => {
    const dialog = renderAdmit(() => ({ errors: [{ message: "not expected" }] }));
    expect(dialog.date().closest("form")?.noValidate).toBe(true);
    expect((dialog.date() as HTMLInputElement).required).toBe(true);
    fireEvent.change(dialog.date(), { target: { value: "" } });
    dialog.admit();
    expect(helpOf(dialog.date())).toBe("is required");
    expect(dialog.admissions()).toEqual([]);
  });

  it("shows the server's refusal at the fields it names, the picker's under its own name", async () => {
    const dialog = renderAdmit(() =>
      refusedBody([
        { field: "admissionDate", message: "must not be before the last discharge (11-20-2026)" },
        { field: "primaryTherapistId", message: "must work at the location" },
      ]),
    );
    dialog.admit();
    await waitFor(() => expect(helpOf(dialog.date())).toBe("must not be before the last discharge (11-20-2026)"));
    const therapist = screen.getByRole("combobox", { name: /^Primary therapist/ });
    expect(helpOf(therapist)).toBe("must work at the location");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(dialog.onDone).not.toHaveBeenCalled();
  });
});
