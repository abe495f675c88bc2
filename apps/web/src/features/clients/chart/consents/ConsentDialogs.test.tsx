// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ConsentCard_ConsentFragment } from "../../../../__generated__/graphql";
import { helpOf, refusedBody, renderWithServer } from "../../../../lib/forms/formTesting";
import { ConsentDialog } from "./ConsentDialog";
import { EventOccurredDialog } from "./EventOccurredDialog";
import { RevokeConsentDialog } from "./RevokeConsentDialog";

afterEach(cleanup);

const consent = {
  id: "5f3c1c36-1d1e-4a55-9a39-6c1f6d0a9b01",
  recipientName: "Dr. Rivera",
  expiryEventDescription: "When the court case closes",
} as ConsentCard_ConsentFragment;

const byLabel = (label: RegExp) => screen.getByLabelText(label, { selector: "input, textarea" });
const type = (label: RegExp, value: string) => fireEvent.change(byLabel(label), { target: { value } });

describe("the Add consent dialog", () => {
  it("says an emptied signing date is required, in its own words: no browser bubble, the marker kept", () => {
    const sent = renderWithServer(
      <ConsentDialog mrNo="HRT-000101" onClose={() => undefined} onSaved={vi.fn()} />,
      () => ({
        errors: [{ message: "not expected" }],
      }),
    );
    expect(byLabel(/^Recipient/).closest("form")?.noValidate).toBe(true);
    expect((byLabel(/^Signed on/) as HTMLInputElement).required).toBe(true);
    type(/^Signed on/, "");
    fireEvent.click(screen.getByRole("button", { name: "Add consent" }));
    expect(helpOf(byLabel(/^Signed on/))).toBe("is required");
    expect(helpOf(byLabel(/^Recipient/))).toBe("is required");
    expect(sent).toEqual([]);
  });
});

describe("the consent's dated steps (revoked, event occurred)", () => {
  it("share one form: the day is required, the note is kept whole and checked, the server's refusal shows at its field", async () => {
    const sent = renderWithServer(
      <RevokeConsentDialog mrNo="HRT-000101" consent={consent} onClose={() => undefined} onSaved={vi.fn()} />,
      () => refusedBody([{ field: "note", message: "must name the letter or form" }]),
    );
    type(/^Revoked on/, "");
    type(/^How it was revoked/, "x".repeat(2001));
    fireEvent.click(screen.getByRole("button", { name: "Revoke" }));
    expect(helpOf(byLabel(/^Revoked on/))).toBe("is required");
    expect(helpOf(byLabel(/^How it was revoked/))).toBe("must be at most 2000 characters");
    expect(byLabel(/^How it was revoked/).getAttribute("maxlength")).toBeNull();
    expect(sent).toEqual([]);

    type(/^Revoked on/, "2026-01-10");
    type(/^How it was revoked/, "Letter");
    fireEvent.click(screen.getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(helpOf(byLabel(/^How it was revoked/))).toBe("must name the letter or form"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent.map((o) => o.variables["input"])).toEqual([{ revokedOn: "2026-01-10", note: "Letter" }]);
  });

  it("name the day as the step does", () => {
    renderWithServer(
      <EventOccurredDialog mrNo="HRT-000101" consent={consent} onClose={() => undefined} onSaved={vi.fn()} />,
      () => ({ errors: [{ message: "not expected" }] }),
    );
    type(/^Occurred on/, "");
    fireEvent.click(screen.getByRole("button", { name: "Record" }));
    expect(helpOf(byLabel(/^Occurred on/))).toBe("is required");
    expect(helpOf(byLabel(/^What happened/))).toBe("is required");
  });
});
