/**
 * REST contract of labels: coloured tags an organization defines ("Fall risk", "MAT") and puts on
 * clients, shown in the client list and the chart. Administrators manage them; archiving a label
 * takes it out of use (off every client's row and out of the pickers) without forgetting who had it.
 */
import { z } from "zod";
import { id } from "./common";

/** The fixed palette: a label's colour is one of these names, so every screen and print agrees on it. */
export const LABEL_COLORS = [
  "red",
  "orange",
  "amber",
  "green",
  "teal",
  "blue",
  "indigo",
  "purple",
  "pink",
  "grey",
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** Each colour's swatch (dark enough for white text, WCAG AA at chip size) and the name people read. */
export const LABEL_COLOR_STYLES: Record<LabelColor, { hex: string; name: string }> = {
  red: { hex: "#c62828", name: "Red" },
  orange: { hex: "#d84315", name: "Orange" },
  amber: { hex: "#8d6e00", name: "Amber" },
  green: { hex: "#2e7d32", name: "Green" },
  teal: { hex: "#00695c", name: "Teal" },
  blue: { hex: "#1565c0", name: "Blue" },
  indigo: { hex: "#3949ab", name: "Indigo" },
  purple: { hex: "#6a1b9a", name: "Purple" },
  pink: { hex: "#ad1457", name: "Pink" },
  grey: { hex: "#546e7a", name: "Grey" },
};

/** How many labels one client may carry: enough for any real chart, few enough to fit a row. */
export const MAX_LABELS_PER_CLIENT = 20;

const labelName = z
  .string()
  .trim()
  .min(1, { message: "is required" })
  .max(40, { message: "must be at most 40 characters" })
  .refine((v) => !/[\p{Cc}]/u.test(v), { message: "must not contain control characters" });
const labelColor = z.enum(LABEL_COLORS, { message: `must be one of ${LABEL_COLORS.join(", ")}` });

/** GET /api/auth/labels: the organization's labels by name; archived ones only when asked. */
export const LabelListQuery = z.object({
  includeArchived: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});

/** POST /api/auth/labels (administrators). */
export const LabelCreate = z.object({ name: labelName, color: labelColor });

/** PUT /api/auth/labels/:id (administrators): rename, recolour, archive or restore; only what is given changes. */
export const LabelUpdate = z
  .object({ name: labelName.optional(), color: labelColor.optional(), archived: z.boolean().optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "nothing to change" });

/** PUT /api/auth/clients/:mrNo/labels: the client's labels from now on (the active ones; archived ones stay as they were). */
export const ClientLabelsUpdate = z.object({
  labelIds: z
    .array(id)
    .max(MAX_LABELS_PER_CLIENT, { message: `must list at most ${MAX_LABELS_PER_CLIENT} labels` })
    .refine((ids) => new Set(ids).size === ids.length, { message: "must not list a label twice" }),
});

export interface Label {
  id: string;
  name: string;
  color: LabelColor;
  archived: boolean;
}

/** A client's labels (active ones, by name), as GET and PUT /api/auth/clients/:mrNo/labels answer. */
export interface ClientLabelSet {
  clientId: string;
  mrNo: string;
  labels: Label[];
}
