// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { facilityToday } from "@hearth/schema";
import type { ConsentCard_ConsentFragment, DisclosureCard_DisclosureFragment } from "../../../../__generated__/graphql";
import { helpOf, refusedBody, renderWithServer } from "../../../../lib/forms/formTesting";
import { DisclosureCard } from "./ConsentCards";
import { DisclosureDialog } from "./DisclosureDialog";

afterEach(cleanup);

const consent = {
  id: "5f3c1c36-1d1e-4a55-9a39-6c1f6d0a9b01",
  recipientName: "Dr. Rivera",
  recipientOrganization: null,
  signedOn: "2026-01-02",
  expiresOn: "2099-12-31",
  revokedOn: null,
  endedOn: null,
  categories: ["all_records"],
} as unknown as ConsentCard_ConsentFragment;

const LETTER = "0b6f7a52-8a55-4e53-9d8e-3f0f1b2c4d01";
const CARD = "0b6f7a52-8a55-4e53-9d8e-3f0f1b2c4d02";
const documents = {
  data: {
    clientDocuments: [
      {
        __typename: "ClientDocument",
        id: LETTER,
        title: "Referral letter",
        category: "medical_records",
        contentType: "application/pdf",
        uploadedAt: "2026-11-20T18:00:00.000Z",
      },
      {
        __typename: "ClientDocument",
        id: CARD,
        title: "Insurance card",
        category: "insurance_card",
        contentType: "image/png",
        uploadedAt: "2026-11-21T18:00:00.000Z",
      },
    ],
  },
};

function pick(combobox: RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: combobox }));
  fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: option }));
}

describe("the Record disclosure dialog", () => {
  it("releases the chart documents picked, in the order picked; the server's refusal shows at the field", async () => {
    const sent = renderWithServer(
      <DisclosureDialog
        mrNo="HRT-000101"
        consents={[consent]}
        consentId={consent.id}
        onClose={() => undefined}
        onSaved={vi.fn()}
      />,
      (operation) =>
        operation.operationName === "DisclosureDocuments"
          ? documents
          : refusedBody([
              { field: "documentIds", message: "must be a current document of this client's chart (not deleted)" },
            ]),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Medications" }));
    pick(/^How/, "Mail");
    const released = await screen.findByRole("combobox", { name: "Documents released" });
    fireEvent.mouseDown(released);
    fireEvent.click(await screen.findByRole("option", { name: "Insurance card (Insurance card, PNG)" }));
    fireEvent.mouseDown(released);
    fireEvent.click(screen.getByRole("option", { name: "Referral letter (Medical records, PDF)" }));
    fireEvent.click(screen.getByRole("button", { name: "Record" }));

    await waitFor(() =>
      expect(helpOf(released)).toBe("must be a current document of this client's chart (not deleted)"),
    );
    const recorded = sent.filter((o) => o.operationName === "RecordClientDisclosure");
    expect(recorded.map((o) => o.variables["input"])).toEqual([
      {
        consentId: consent.id,
        categories: ["medications"],
        description: null,
        disclosedOn: facilityToday(),
        method: "mail",
        documentIds: [CARD, LETTER],
      },
    ]);
  });
});

describe("a disclosure in the accounting", () => {
  const disclosure = {
    id: "d1",
    consentId: consent.id,
    recipientName: "Dr. Rivera",
    recipientOrganization: null,
    purpose: "Coordination of care",
    categories: ["medications"],
    description: null,
    disclosedOn: "2026-11-20",
    method: "mail",
    disclosedBy: { id: "u1", fullname: "Theo Ramirez" },
    notice: "This record which has been disclosed to you is protected…",
    documents: [
      {
        id: LETTER,
        title: "Referral letter",
        category: "medical_records",
        contentType: "application/pdf",
        deletedAt: null,
      },
      {
        id: CARD,
        title: "Insurance card",
        category: "insurance_card",
        contentType: "image/png",
        deletedAt: "2026-11-22T18:00:00.000Z",
      },
    ],
    packetUrl: "/api/auth/clients/HRT-000101/disclosures/d1/packet",
    createdAt: "2026-11-20T18:00:00.000Z",
  } as unknown as DisclosureCard_DisclosureFragment;

  it("says what was released and, to those who may disclose, links its release packet", () => {
    render(<DisclosureCard disclosure={disclosure} mayDownloadPacket />);
    expect(screen.getByText("Documents released").nextSibling?.textContent).toMatch(
      /^Referral letter \(Medical records\)\nInsurance card \(Insurance card\), deleted from the chart on /,
    );
    const link = screen.getByRole("link", { name: "Download release packet (PDF)" });
    expect(link.getAttribute("href")).toBe(disclosure.packetUrl);
    expect(link.hasAttribute("download")).toBe(true);
    cleanup();
    render(<DisclosureCard disclosure={disclosure} />);
    expect(screen.queryByRole("link", { name: "Download release packet (PDF)" })).toBeNull();
  });
});
