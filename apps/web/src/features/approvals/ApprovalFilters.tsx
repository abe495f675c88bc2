import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { CLINICAL_ROLES } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { EMPTY_APPROVAL_FILTER, isFiltered } from "./approvalFilter";
import type { ApprovalFilterState } from "./approvalFilter";
import { KIND_LABELS } from "./approvalKind";
import type { ApprovalKind } from "./approvalKind";

const ApprovalFilterOptionsQuery = graphql(`
  query ApprovalFilterOptions($locationId: ID, $roles: [Role!]) {
    clinicians(filter: { locationId: $locationId, role: $roles, status: [1], pageSize: 100 }) {
      results {
        id
        fullname
      }
    }
    groups(filter: { locationId: $locationId, pageSize: 100 }) {
      results {
        id
        name
      }
    }
  }
`);

/** Selects whose empty choice ("Any …") shows as a value, not as a blank under the label. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const READINESS_LABELS = {
  "": "All submitted notes",
  ready: "Ready to approve",
  waiting: "Waiting for co-signers",
} as const;

// A saved choice from another location is kept (and shown by id) until the person changes it.
const keep = (id: string, known: { id: string }[]) =>
  id && !known.some((item) => item.id === id) ? [{ id, label: "(another location)" }] : [];

/**
 * What the approvals queue lists (all, group notes or treatment plans), and the group notes' readiness,
 * facilitator, group and session date range, shown unless only treatment plans are listed.
 */
export function ApprovalFilters({
  kind,
  onKindChange,
  filter,
  locationId,
  onChange,
}: {
  kind: ApprovalKind;
  onKindChange: (next: ApprovalKind) => void;
  filter: ApprovalFilterState;
  locationId: string | undefined;
  onChange: (next: ApprovalFilterState) => void;
}) {
  const notes = kind !== "treatment_plans";
  const { data } = useQuery(ApprovalFilterOptionsQuery, {
    variables: { locationId, roles: [...CLINICAL_ROLES] },
    skip: !notes,
  });
  const clinicians = data?.clinicians.results ?? [];
  const groups = data?.groups.results ?? [];

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "center" }}>
      <TextField
        select
        label="Kind"
        value={kind}
        onChange={(e) => onKindChange(e.target.value as ApprovalKind)}
        sx={{ minWidth: 180 }}
        slotProps={EMPTY_SHOWN}
      >
        {(Object.keys(KIND_LABELS) as ApprovalKind[]).map((value) => (
          <MenuItem key={value} value={value}>
            {KIND_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {notes && <NoteFilters filter={filter} clinicians={clinicians} groups={groups} onChange={onChange} />}
      {(isFiltered(filter) || kind !== "") && (
        <Button
          onClick={() => {
            onChange({ ...EMPTY_APPROVAL_FILTER });
            onKindChange("");
          }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}

function NoteFilters({
  filter,
  clinicians,
  groups,
  onChange,
}: {
  filter: ApprovalFilterState;
  clinicians: { id: string; fullname: string }[];
  groups: { id: string; name: string }[];
  onChange: (next: ApprovalFilterState) => void;
}) {
  return (
    <>
      <TextField
        select
        label="Show"
        value={filter.readiness}
        onChange={(e) => onChange({ ...filter, readiness: e.target.value as ApprovalFilterState["readiness"] })}
        sx={{ minWidth: 220 }}
        slotProps={EMPTY_SHOWN}
      >
        {(Object.keys(READINESS_LABELS) as (keyof typeof READINESS_LABELS)[]).map((value) => (
          <MenuItem key={value} value={value}>
            {READINESS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Facilitator"
        value={filter.clinicianId}
        onChange={(e) => onChange({ ...filter, clinicianId: e.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={EMPTY_SHOWN}
      >
        <MenuItem value="">Any facilitator</MenuItem>
        {clinicians.map((clinician) => (
          <MenuItem key={clinician.id} value={clinician.id}>
            {clinician.fullname}
          </MenuItem>
        ))}
        {keep(filter.clinicianId, clinicians).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Group"
        value={filter.groupId}
        onChange={(e) => onChange({ ...filter, groupId: e.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={EMPTY_SHOWN}
      >
        <MenuItem value="">Any group</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name}
          </MenuItem>
        ))}
        {keep(filter.groupId, groups).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Sessions from"
        type="date"
        value={filter.from}
        onChange={(e) => onChange({ ...filter, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Sessions to"
        type="date"
        value={filter.to}
        onChange={(e) => onChange({ ...filter, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
