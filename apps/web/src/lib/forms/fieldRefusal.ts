/**
 * A server refusal shown where the person can act on it: a validation issue that names a field of the
 * form shows at that field (under its label), and only what belongs to no field stays in the banner,
 * named by the field's label rather than the API's key ("Date of birth: …", never "dateOfBirth: …").
 */
import { useState } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { messageOf } from "../errors";
import { issuesOf, refusalParts } from "./refusalParts";

/**
 * The fields a form shows a problem under, as the server names them (the keys of the body it is sent as),
 * with their labels. A refusal naming any other key is said in the banner.
 */
export interface FormFields<F extends string> {
  labels: { readonly [Field in F]?: string };
  /** Body keys that are a form field under another name, e.g. `primaryTherapistId` for the picker `primaryTherapist`. */
  aliases?: Readonly<Record<string, F>>;
}

/** What a banner says: a headline and the items to list under it. */
export interface BannerParts {
  headline: string;
  items: string[];
}

export interface SplitRefusal<F extends string> {
  problems: Partial<Record<F, string>>;
  banner: BannerParts | null;
}

interface FieldIssue {
  field: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The issues of a refused body (BAD_USER_INPUT whose details list fields: the API's `{ in: "body", issues }`),
 * or null for any other refusal. Issues of the path or query are not the form's to show at a field.
 */
function bodyIssuesOf(error: unknown): FieldIssue[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.["code"] !== "BAD_USER_INPUT") return null;
  const details = extensions["details"];
  const list = Array.isArray(details)
    ? details
    : isRecord(details) && (details["in"] === undefined || details["in"] === "body") && Array.isArray(details["issues"])
      ? details["issues"]
      : null;
  if (!list) return null;
  return list.flatMap((item: unknown): FieldIssue[] => {
    if (!isRecord(item) || typeof item["message"] !== "string") return [];
    const field =
      typeof item["field"] === "string" ? item["field"] : Array.isArray(item["path"]) ? item["path"].join(".") : "";
    return [{ field, message: item["message"] }];
  });
}

/** A body key as words, for a field the form has no label for: "expiryEvent" → "Expiry event". */
const asWords = (key: string) => {
  const words = key
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A refusal split for a form: body issues at the form's fields, everything else for the banner. */
export function splitRefusal<F extends string>(error: unknown, fields: FormFields<F>): SplitRefusal<F> {
  if (error === null || error === undefined) return { problems: {}, banner: null };
  const issues = bodyIssuesOf(error);
  if (!issues) return { problems: {}, banner: refusalParts(messageOf(error), issuesOf(error)) };
  const problems: Partial<Record<F, string>> = {};
  const elsewhere: string[] = [];
  for (const { field, message } of issues) {
    const key = field.split(".")[0] ?? "";
    const formField = fields.aliases?.[key] ?? (Object.hasOwn(fields.labels, key) ? (key as F) : undefined);
    if (formField !== undefined) problems[formField] ??= message;
    else elsewhere.push(key ? `${asWords(key)}: ${message}` : message);
  }
  const [headline, ...items] = elsewhere;
  return { problems, banner: headline === undefined ? null : { headline, items } };
}

/**
 * A form's server refusal (`error`, as its owner keeps it) split by field. The form calls `sending()` as it
 * sends: a field's refusal then shows until the person changes that field from the value that was sent.
 */
export function useFieldRefusal<F extends string>(
  error: unknown,
  values: Readonly<Record<F, unknown>>,
  fields: FormFields<F>,
) {
  const [sent, setSent] = useState<Readonly<Record<F, unknown>> | null>(null);
  const split = splitRefusal(error, fields);
  return {
    sending: () => setSent(values),
    problemOf: (field: F): string | undefined =>
      sent !== null && Object.is(values[field], sent[field]) ? split.problems[field] : undefined,
    banner: split.banner,
  };
}
