/**
 * The Consents tab's forms, checked with the API's own schemas (`ClientConsentBody`,
 * `ConsentRevocationBody`, `ConsentEventBody`, `ClientDisclosureBody`) and its own rules on which consent allows a
 * disclosure (`consentStatusOn`, `uncoveredCategories`): the dialog and the server say the same thing.
 */
import {
  ClientConsentBody,
  ClientDisclosureBody,
  ConsentEventBody,
  ConsentRevocationBody,
  DISCLOSURE_CATEGORY_LABELS,
  consentStatusOn,
  facilityToday,
  uncoveredCategories,
} from "@hearth/schema";
import type { ConsentSigner, DisclosureCategory, DisclosureMethod } from "@hearth/schema";
import type {
  ClientConsentInput,
  ClientDisclosureInput,
  ConsentCard_ConsentFragment,
  ConsentEventInput,
  ConsentRevocationInput,
} from "../../../../__generated__/graphql";
import { checkBody } from "../../../../lib/forms/checkBody";
import type { Checked } from "../../../../lib/forms/checkBody";

export type Problems<Draft> = Partial<Record<keyof Draft, string>>;
export type Check<Draft, Input> = Checked<Input, keyof Draft>;

export interface ConsentDraft {
  recipientName: string;
  recipientOrganization: string;
  recipientContact: string;
  purpose: string;
  categories: DisclosureCategory[];
  otherInformation: string;
  /** A consent ends on a date, on discharge, or with another event described in words. */
  expiry: "date" | "discharge" | "other";
  expiresOn: string;
  expiryEventDescription: string;
  signedOn: string;
  signedBy: string;
  signer: ConsentSigner;
}

export const emptyConsent = (): ConsentDraft => ({
  recipientName: "",
  recipientOrganization: "",
  recipientContact: "",
  purpose: "",
  categories: [],
  otherInformation: "",
  expiry: "date",
  expiresOn: "",
  expiryEventDescription: "",
  signedOn: facilityToday(),
  signedBy: "",
  signer: "client",
});

export function checkConsent(draft: ConsentDraft): Check<ConsentDraft, ClientConsentInput> {
  const { expiry, ...fields } = draft;
  // Only what the chosen expiry shows is sent: a date typed before choosing an event is not kept.
  return checkBody(ClientConsentBody, {
    ...fields,
    expiresOn: expiry === "date" && fields.expiresOn ? fields.expiresOn : null,
    expiryEvent: expiry === "date" ? null : expiry,
    expiryEventDescription: expiry === "other" ? fields.expiryEventDescription : null,
  });
}

export interface RevocationDraft {
  revokedOn: string;
  note: string;
}

export function checkRevocation(draft: RevocationDraft): Check<RevocationDraft, ConsentRevocationInput> {
  return checkBody(ConsentRevocationBody, draft);
}

export interface EventDraft {
  occurredOn: string;
  note: string;
}

export function checkConsentEvent(draft: EventDraft): Check<EventDraft, ConsentEventInput> {
  return checkBody(ConsentEventBody, draft);
}

export interface DisclosureDraft {
  consentId: string;
  categories: DisclosureCategory[];
  description: string;
  disclosedOn: string;
  method: DisclosureMethod | "";
  /** Chart documents released with it (its release packet). */
  documentIds: string[];
}

export const emptyDisclosure = (consentId = ""): DisclosureDraft => ({
  consentId,
  categories: [],
  description: "",
  disclosedOn: facilityToday(),
  method: "",
  documentIds: [],
});

type Consent = Pick<
  ConsentCard_ConsentFragment,
  "id" | "signedOn" | "expiresOn" | "revokedOn" | "endedOn" | "categories"
>;

/** The consents a disclosure on `date` may be recorded under: in force that day (the server decides the same). */
export const consentsInForceOn = <C extends Consent>(consents: readonly C[], date: string): C[] =>
  consents.filter((c) => c.signedOn <= date && consentStatusOn(c, date) === "active");

/** What the consent lets staff disclose, in the categories' order. */
export const coveredCategories = (consent: Pick<Consent, "categories">, all: readonly DisclosureCategory[]) =>
  all.filter((category) => uncoveredCategories(consent.categories, [category]).length === 0);

export function checkDisclosure(
  draft: DisclosureDraft,
  consents: readonly Consent[],
): Check<DisclosureDraft, ClientDisclosureInput> {
  const checked = checkBody(ClientDisclosureBody, draft);
  const problems: Problems<DisclosureDraft> = checked.ok ? {} : { ...checked.problems };
  const consent = consents.find((c) => c.id === draft.consentId);
  if (!consent) problems.consentId ??= "choose the consent the disclosure was made under";
  else if (!consentsInForceOn([consent], draft.disclosedOn).length)
    problems.disclosedOn ??= "the consent was not in force on this date";
  else {
    const uncovered = uncoveredCategories(consent.categories, draft.categories);
    if (uncovered.length)
      problems.categories ??= `the consent does not allow ${uncovered.map((c) => DISCLOSURE_CATEGORY_LABELS[c].toLowerCase()).join(", ")}`;
  }
  if (!checked.ok || Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, input: { ...checked.input, description: checked.input.description ?? null } };
}
