import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ASAM_DIMENSIONS } from "@hearth/schema";
import type { ObjectiveStatus } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { PlanOutlineView_ItemFragment } from "../../__generated__/graphql";
import { displayDate } from "../../lib/dates";
import { StoredHtml } from "../groupNotes/print/NoteSections";

export const PlanOutlineViewFragment = graphql(`
  fragment PlanOutlineView_item on TreatmentPlanItem {
    id
    kind
    text
    html
    diagnosisCode
    asamDimension
    targetDate
    status
    frequency
    responsibleId
  }
`);

type Item = PlanOutlineView_ItemFragment & { children?: readonly Item[] };

const KIND_NAMES = { problem: "Problem", goal: "Goal", objective: "Objective", intervention: "Intervention" } as const;

/** "Problem 1", "Goal 1.2", "Objective 1.2.1": as clinicians count a plan's items. */
const itemLabel = (item: Item, path: readonly number[]) => `${KIND_NAMES[item.kind]} ${path.join(".")}`;

const asamText = (dimension: number) => {
  const known = ASAM_DIMENSIONS.find((d) => d.dimension === dimension);
  return known ? `${dimension}. ${known.name}` : String(dimension);
};

// As the plan editor words them (treatmentPlans/plan/ItemFields.tsx), kept here so that reading a
// plan does not load the editor.
const OBJECTIVE_STATUS_LABELS: Record<ObjectiveStatus, string> = {
  open: "Open",
  met: "Met",
  progressing: "Progressing",
  not_progressing: "Not progressing",
  revised: "Revised",
  discontinued: "Discontinued",
};

const objectiveStatusText = (status: string) =>
  (OBJECTIVE_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;

/** The fields an item of its kind keeps, as label and value; those left empty are left out. */
function fieldsOf(item: Item, clinicianName: (id: string) => string): [string, ReactNode][] {
  const fields: [string, ReactNode | null | undefined][] = [
    ["Diagnosis", item.diagnosisCode],
    ["ASAM dimension", item.asamDimension ? asamText(item.asamDimension) : null],
    ["Target date", item.targetDate ? displayDate(item.targetDate) : null],
    ["Status", item.kind === "objective" && item.status ? objectiveStatusText(item.status) : null],
    ["Frequency", item.frequency],
    ["Responsible clinician", item.responsibleId ? clinicianName(item.responsibleId) : null],
  ];
  return fields.filter((field): field is [string, ReactNode] => field[1] !== null && field[1] !== undefined);
}

function OutlineItem({
  item,
  path,
  clinicianName,
}: {
  item: Item;
  path: readonly number[];
  clinicianName: (id: string) => string;
}) {
  const label = itemLabel(item, path);
  const fields = fieldsOf(item, clinicianName);
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ borderLeft: 3, borderColor: "divider", pl: 2, py: 0.5, mt: path.length === 1 ? 2 : 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <StoredHtml html={item.html} empty={item.text.trim() === ""} />
      {fields.length > 0 && (
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, m: 0, mb: 1 }}>
          {fields.map(([name, value]) => (
            <Box key={name} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {(item.children ?? []).map((child, index) => (
        <OutlineItem key={child.id} item={child} path={[...path, index + 1]} clinicianName={clinicianName} />
      ))}
    </Box>
  );
}

/** A plan's outline as stored, read only: problems → goals → objectives → interventions, with texts and fields. */
export function PlanOutlineView({
  items,
  clinicianName,
}: {
  items: readonly Item[];
  clinicianName: (id: string) => string;
}) {
  if (items.length === 0) return <Typography color="text.secondary">The plan has no problem.</Typography>;
  return (
    <Box>
      {items.map((item, index) => (
        <OutlineItem key={item.id} item={item} path={[index + 1]} clinicianName={clinicianName} />
      ))}
    </Box>
  );
}
