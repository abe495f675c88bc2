import { useCallback, useState } from "react";
import type { Dispatch, SetStateAction } from "react";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { GridRowSelectionModel } from "@mui/x-data-grid";
import { Link as RouterLink, useSearchParams } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useCurrentLocation } from "../../app/session/CurrentLocation";
import { useCan } from "../../app/session/capabilities";
import { useSessionUser } from "../../app/session/SessionContext";
import { usePagedFilter } from "../../lib/usePagedFilter";
import { toSignatureInput } from "../../lib/signing/CredentialFields";
import { ReturnDialog } from "../../lib/signing/ReturnDialog";
import { SignDialog } from "../../lib/signing/SignDialog";
import { ApprovalFilters } from "./ApprovalFilters";
import {
  APPROVAL_PAGE_SIZE,
  isFiltered,
  loadApprovalFilter,
  saveApprovalFilter,
  toApprovalQueueFilter,
} from "./approvalFilter";
import type { ApprovalFilterState } from "./approvalFilter";
import { ApprovalGrid, selectedIds } from "./ApprovalGrid";
import { KIND_PARAM, parseApprovalKind } from "./approvalKind";
import type { ApprovalKind } from "./approvalKind";
import { PlanApprovals } from "./PlanApprovals";
import { ReviewDrawer } from "./ReviewDrawer";
import { useLiveQueue } from "./useLiveQueue";
import { useReviewActions } from "./useReviewActions";

const ApprovalQueueQuery = graphql(`
  query ApprovalQueue($filter: ApprovalQueueFilter) {
    approvalQueue(filter: $filter) {
      results {
        id
        ...ApprovalGrid_note
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

const EMPTY_SELECTION: GridRowSelectionModel = { type: "include", ids: new Set() };

/** Which dialog is open, and for which notes. */
type Pending = { kind: "approve" | "return"; ids: string[] } | null;

/**
 * `/approvals`: what awaits a supervisor at the current location, in one queue. Submitted group
 * notes, live: supervisors approve or return them one by one from the review pane, or in bulk;
 * admins read them. Signed treatment plans: supervisors and admins approve or return them from
 * their review pane. `?kind=` narrows the queue to one kind.
 */
export default function ApprovalsPage() {
  // Who may open the queue at all is the route's area guard (schema AREA_ROLES).
  const me = useSessionUser();
  const can = useCan();
  return <ApprovalQueue meId={me.id} readOnly={!can("group_note:approve")} />;
}

/** `?note=<id>`: the note open in the review pane, so that a notification (or a shared link) opens that note. */
const NOTE_PARAM = "note";
/** `?plan=<id>`: the treatment plan open in its review pane. */
const PLAN_PARAM = "plan";

/**
 * The id an address parameter holds (the item open in a review pane) and its setter. Opening an
 * item is a step Back undoes; closing it replaces that step rather than adding one.
 */
function useIdParam(name: string) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (update: string | null | ((current: string | null) => string | null)) => {
      const id = typeof update === "function" ? update(params.get(name)) : update;
      if (id === params.get(name)) return;
      const next = new URLSearchParams(params);
      if (id) next.set(name, id);
      else next.delete(name);
      setParams(next, { replace: id === null });
    },
    [name, params, setParams],
  );
  return [params.get(name), set] as const;
}

function ApprovalQueue({ meId, readOnly }: { meId: string; readOnly: boolean }) {
  const { location } = useCurrentLocation();
  const paged = usePagedFilter(loadApprovalFilter, APPROVAL_PAGE_SIZE, saveApprovalFilter);
  const [params, setParams] = useSearchParams();
  const kind = parseApprovalKind(params.get(KIND_PARAM));
  // Like the other filters, a kind chosen is a step Back undoes.
  const setKind = (next: ApprovalKind) => {
    if (next === kind) return;
    const updated = new URLSearchParams(params);
    if (next) updated.set(KIND_PARAM, next);
    else updated.delete(KIND_PARAM);
    setParams(updated);
  };
  const [openPlanId, setOpenPlanId] = useIdParam(PLAN_PARAM);
  // The notes selected for a bulk action; a new filter starts it again.
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const changeFilter = (next: ApprovalFilterState) => {
    paged.changeFilter(next);
    setSelection(EMPTY_SELECTION);
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 1 }}>
        <Typography variant="h1">Approvals</Typography>
        {/* The other queue a clinical director works: staff asking to open a chart in an emergency. */}
        <Button component={RouterLink} to="/emergency-access" variant="outlined" size="small">
          Emergency chart access
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What awaits a supervisor at {location?.name ?? "your locations"}.
      </Typography>
      <ApprovalFilters
        kind={kind}
        onKindChange={setKind}
        filter={paged.filter}
        locationId={location?.id}
        onChange={changeFilter}
      />
      {kind !== "treatment_plans" && (
        <Box component="section" aria-labelledby="approvals-notes" sx={{ mb: 4 }}>
          <Typography id="approvals-notes" variant="h2" sx={{ fontSize: "1.25rem", mb: 0.5 }}>
            Group notes
          </Typography>
          <NoteApprovals
            meId={meId}
            readOnly={readOnly}
            locationId={location?.id}
            paged={paged}
            selection={selection}
            setSelection={setSelection}
          />
        </Box>
      )}
      {kind !== "group_notes" && (
        <Box component="section" aria-labelledby="approvals-plans">
          <Typography id="approvals-plans" variant="h2" sx={{ fontSize: "1.25rem", mb: 0.5 }}>
            Treatment plans
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Signed treatment plans waiting for approval; oldest signature first.
          </Typography>
          <PlanApprovals locationId={location?.id} openPlanId={openPlanId} onOpenPlan={setOpenPlanId} />
        </Box>
      )}
    </Box>
  );
}

/** The group notes part of the queue, live. */
function NoteApprovals({
  meId,
  readOnly,
  locationId,
  paged,
  selection,
  setSelection,
}: {
  meId: string;
  readOnly: boolean;
  locationId: string | undefined;
  paged: ReturnType<typeof usePagedFilter<ApprovalFilterState>>;
  selection: GridRowSelectionModel;
  setSelection: Dispatch<SetStateAction<GridRowSelectionModel>>;
}) {
  const { filter, pagination } = paged;
  const [openNoteId, setOpenNoteId] = useIdParam(NOTE_PARAM);
  const [pending, setPending] = useState<Pending>(null);

  const { data, previousData, loading, error, refetch } = useQuery(ApprovalQueueQuery, {
    variables: { filter: toApprovalQueueFilter(filter, locationId, pagination.page, pagination.pageSize) },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const hidden = useLiveQueue(refetch);

  const page = data?.approvalQueue ?? previousData?.approvalQueue;
  // Only submitted notes belong here: one approved or returned by anyone leaves at once.
  const all = page?.results ?? [];
  const rows = all.filter((note) => note.status === "submitted" && !hidden.has(note.id));
  const rowCount = Math.max(0, (page?.pageInfo.total ?? 0) - (all.length - rows.length));
  const selectable = rows.some((row) => row.permissions.approve || row.permissions.kickBack);
  const selected = selectedIds(selection, rows);

  const onDone = useCallback(
    (_action: unknown, okIds: string[]) => {
      setPending(null);
      // The note in the review pane is done with: back to the queue.
      setOpenNoteId((current) => (current !== null && okIds.includes(current) ? null : current));
      setSelection((current) =>
        current.type === "include"
          ? { type: "include", ids: new Set([...current.ids].filter((id) => !okIds.includes(String(id)))) }
          : EMPTY_SELECTION,
      );
      void refetch();
    },
    [refetch, setOpenNoteId, setSelection],
  );
  const actions = useReviewActions(onDone);

  const openDialog = (kind: "approve" | "return", ids: string[]) => setPending({ kind, ids });
  const count = pending?.ids.length ?? 0;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Submitted group notes: ready to approve first, then those waiting for co-signers; oldest submission first.
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You can read this queue; only clinical directors approve notes or return them for revision.
        </Alert>
      )}
      {error && <LoadError what="The approvals queue" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {selectable && (
        <Box sx={{ display: "flex", gap: 1, mb: 1.5, alignItems: "center" }}>
          <Button variant="contained" disabled={selected.length === 0} onClick={() => openDialog("approve", selected)}>
            Approve selected{selected.length ? ` (${selected.length})` : ""}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            disabled={selected.length === 0}
            onClick={() => openDialog("return", selected)}
          >
            Return selected{selected.length ? ` (${selected.length})` : ""}
          </Button>
        </Box>
      )}
      <ApprovalGrid
        meId={meId}
        rows={error ? [] : rows}
        rowCount={rowCount}
        loading={loading && !page}
        filtered={isFiltered(filter)}
        selectable={selectable}
        selection={selection}
        onSelectionChange={setSelection}
        paginationModel={pagination}
        onPaginationModelChange={paged.setPagination}
        onOpen={setOpenNoteId}
      />
      <ReviewDrawer
        noteId={openNoteId}
        onClose={() => setOpenNoteId(null)}
        onApprove={(id) => openDialog("approve", [id])}
        onReturn={(id) => openDialog("return", [id])}
      />
      {pending?.kind === "approve" && (
        <SignDialog
          title={count > 1 ? `Approve ${count} notes` : "Approve this note"}
          description="Approving signs the note as supervisor and locks it for good. Enter your password or PIN to sign."
          submitLabel={count > 1 ? `Approve ${count} notes` : "Approve"}
          busyLabel="Approving…"
          onSign={(credential) => actions.approveNotes(pending.ids, toSignatureInput(credential))}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === "return" && (
        <ReturnDialog
          count={count}
          commentLabel="What needs revision"
          submitColor="warning"
          onReturn={(comment) => actions.returnNotes(pending.ids, comment)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
