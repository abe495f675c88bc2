import { describe, expect, it } from "vitest";
import { ClientContactBody, ConsentRevocationBody, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from "@hearth/schema";
import { checkBody } from "./checkBody";

const contact = {
  name: "Maria Lopez",
  relationship: "Parent",
  phone: "",
  email: "",
  address: "",
  notes: "",
  legalGuardian: false,
  emergencyContact: false,
  mayContact: false,
};

describe("a form's check before it is sent", () => {
  it("refuses a pasted NUL character or half an emoji at each field holding one, in the API's words", () => {
    // The contact schema alone would take both: the API refuses them for every body, and so does the form.
    expect(checkBody(ClientContactBody, { ...contact, name: "Maria\u0000Lopez", notes: "call \ud83d" })).toEqual({
      ok: false,
      problems: { name: NUL_MESSAGE, notes: LONE_SURROGATE_MESSAGE },
    });
    expect(checkBody(ClientContactBody, { ...contact, notes: "call 😀" })).toMatchObject({ ok: true });
  });

  it("says a required date left empty is required, not which format it lacks", () => {
    expect(checkBody(ConsentRevocationBody, { revokedOn: "", note: "Letter" })).toEqual({
      ok: false,
      problems: { revokedOn: "is required" },
    });
  });
});
