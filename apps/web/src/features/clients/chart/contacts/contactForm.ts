/**
 * The contact dialog's form, checked with the API's own schema (`ClientContactBody`): the dialog and the
 * server say the same thing about a bad field before anything is sent.
 */
import { ClientContactBody } from "@hearth/schema";
import type { ClientContactInput, ContactCard_ContactFragment } from "../../../../__generated__/graphql";
import { checkBody } from "../../../../lib/forms/checkBody";

/** What the person typed and ticked, as the fields hold it. */
export interface ContactDraft {
  name: string;
  relationship: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  legalGuardian: boolean;
  emergencyContact: boolean;
  mayContact: boolean;
}

export type ContactProblems = Partial<Record<keyof ContactDraft, string>>;

/**
 * The dialog's fields that show a problem, with their labels, by the names the API gives them: a refusal
 * naming one shows under it.
 */
export const CONTACT_FIELDS = {
  labels: {
    name: "Name",
    relationship: "Relationship",
    phone: "Phone",
    email: "E-mail",
    address: "Address",
    notes: "Notes",
  },
};

export type ContactCheck = { ok: true; input: ClientContactInput } | { ok: false; problems: ContactProblems };

export const EMPTY_CONTACT: ContactDraft = {
  name: "",
  relationship: "",
  phone: "",
  email: "",
  address: "",
  notes: "",
  legalGuardian: false,
  emergencyContact: false,
  // Part 2: nobody is told the client is in treatment until staff say this person may be.
  mayContact: false,
};

export function draftOf(contact: ContactCard_ContactFragment | null): ContactDraft {
  if (!contact) return EMPTY_CONTACT;
  return {
    name: contact.name,
    relationship: contact.relationship,
    phone: contact.phone ?? "",
    email: contact.email ?? "",
    address: contact.address ?? "",
    notes: contact.notes ?? "",
    legalGuardian: contact.legalGuardian,
    emergencyContact: contact.emergencyContact,
    mayContact: contact.mayContact,
  };
}

/** The input to send, or each bad field's message (the first one per field). */
export function checkContact(draft: ContactDraft): ContactCheck {
  return checkBody(ClientContactBody, draft);
}
