import { useMemo, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { LexicalCollaboration } from "@lexical/react/LexicalCollaborationContext";
import { PausedNotice } from "../../../lib/collab/PausedNotice";
import { PresenceList } from "../../../lib/collab/PresenceList";
import { RefusedNotice } from "../../../lib/collab/RefusedNotice";
import { SaveStateIndicator } from "../../../lib/collab/SaveStateIndicator";
import { useConnectionState } from "../../../lib/collab/useConnectionState";
import type { NoteConnection } from "../../groupNotes/useNoteConnection";
import { OutlineItem } from "./OutlineItem";
import { PlanEditingContext } from "./planEditing";
import type { ClinicianOption, DiagnosisOption, PlanEditing } from "./planEditing";
import type { SharedEditorUser } from "../../../lib/richText/SharedDocumentEditor";
import { numberOutline } from "./planOutline";
import type { NumberedItem } from "./planOutline";
import { RemoveItemDialog } from "./RemoveItemDialog";
import { SigningGapsPanel } from "./SigningGapsPanel";
import { useOutline, usePlanActions, usePlanDoc, useSigningGaps } from "./usePlanDocument";

interface Props {
  documentName: string;
  connection: NoteConnection;
  /** The user's permission to write the plan as far as the page knows (role, the plan's status); the server decides. */
  canEdit: boolean;
  user: SharedEditorUser;
  diagnoses: readonly DiagnosisOption[];
  clinicians: readonly ClinicianOption[];
}

/**
 * The plan as it is being written: who is here, whether one's changes are saved, the outline read
 * live from the plan's document with an editor for each item's text, and what is still missing
 * before it can be signed. Everything rides the page's one connection.
 */
export function PlanDocument(props: Props) {
  return (
    <LexicalCollaboration>
      <PlanDocumentView {...props} />
    </LexicalCollaboration>
  );
}

function PlanDocumentView(props: Props) {
  const { connection, shared } = props.connection;
  const status = useConnectionState(connection, (s) => s.status);
  const participants = useConnectionState(connection, (s) => s.participants);
  const locked = useConnectionState(connection, (s) => s.locked);
  const doc = usePlanDoc(shared, props.documentName, props.user);
  // The outline is only known once the document has synced; typing before would fork it anyway.
  const [synced, setSynced] = useState(false);
  if (!synced && status.kind === "connected") setSynced(true);
  const outline = useOutline(doc);
  const gaps = useSigningGaps(synced ? doc : null, outline);
  const actions = usePlanActions(doc);
  const [removing, setRemoving] = useState<NumberedItem | null>(null);
  const editable = synced && props.canEdit && !locked;
  const items = useMemo(() => numberOutline(outline), [outline]);

  const editing: PlanEditing | null = useMemo(
    () =>
      actions && {
        documentName: props.documentName,
        providerFactory: shared.providerFactory,
        user: props.user,
        editable,
        actions,
        diagnoses: props.diagnoses,
        clinicians: props.clinicians,
        askRemove: setRemoving,
      },
    [actions, props.documentName, shared, props.user, editable, props.diagnoses, props.clinicians],
  );

  if (status.kind === "refused")
    return (
      <RefusedNotice
        status={status}
        noAccess="You do not have access to this treatment plan."
        signedOut="Your session has ended. Sign in again to open this plan."
        closed="The plan's connection was closed"
      />
    );

  return (
    <Box component="section" aria-labelledby="plan-outline-heading">
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 1.5 }}>
        <Typography id="plan-outline-heading" component="h2" variant="h5" sx={{ flex: 1 }}>
          Problems, goals, objectives and interventions
        </Typography>
        <PresenceList participants={participants} />
        <SaveStateIndicator connection={connection} synced={synced} readOnly={!props.canEdit} />
      </Box>
      {status.kind === "paused" && (
        <Box sx={{ mb: 1.5 }}>
          <PausedNotice status={status} what="the plan" />
        </Box>
      )}
      {!synced || !editing ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, py: 2 }} role="status">
          <CircularProgress size={24} /> Loading the plan…
        </Box>
      ) : (
        <PlanEditingContext value={editing}>
          <Box
            sx={{ display: "grid", gap: 3, gridTemplateColumns: { lg: "minmax(0, 1fr) 320px" }, alignItems: "start" }}
          >
            <Box>
              {items.length === 0 && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  The plan has no problem yet.{editable ? " Add the first one." : ""}
                </Alert>
              )}
              {items.map((item) => (
                <OutlineItem key={item.node.id} item={item} />
              ))}
              {editable && (
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => editing.actions.add("problem", null)}
                  sx={{ mt: 2 }}
                >
                  Add problem
                </Button>
              )}
            </Box>
            <SigningGapsPanel gaps={gaps} />
          </Box>
          {removing && (
            <RemoveItemDialog
              item={removing}
              onCancel={() => setRemoving(null)}
              onRemove={() => {
                try {
                  editing.actions.remove(removing.node.id);
                } catch {
                  // Removed by someone else meanwhile: what was asked for is done.
                }
                setRemoving(null);
              }}
            />
          )}
        </PlanEditingContext>
      )}
    </Box>
  );
}
