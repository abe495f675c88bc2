import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { CARE_TEAM_ROLE_LABELS, ROLE_LABELS } from "@hearth/schema";
import type { CareTeamRow_MemberFragment } from "../../../../__generated__/graphql";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { ConfirmDialog } from "../../../../app/shell/ConfirmDialog";
import { useShell } from "../../../../app/shell/ShellState";
import { EmptyState } from "../../../../lib/EmptyState";
import { displayDate } from "../../../../lib/dates";
import { messageOf } from "../../../../lib/errors";
import { AddMemberDialog } from "./AddMemberDialog";
import { ClientCareTeamQuery, RemoveCareTeamMemberMutation } from "./queries";
import { useChartCan } from "../chartAccess";

/** "Since 11-27-2026, added by Dana Whitfield"; "Removed 11-28-2026 by Avery Morgan" once taken off. */
function sinceText(member: CareTeamRow_MemberFragment): string {
  if (member.primary) return "—";
  const since = member.since ? `Since ${displayDate(member.since)}` : "";
  const added = member.addedBy ? `, added by ${member.addedBy.fullname}` : "";
  const removed = member.removedAt
    ? `; removed ${displayDate(member.removedAt)}${member.removedBy ? ` by ${member.removedBy.fullname}` : ""}`
    : "";
  return `${since}${added}${removed}`;
}

/** "Works at Hillcrest Outpatient": said of a member who does not work where the client is treated. */
const worksAtText = (member: CareTeamRow_MemberFragment): string =>
  `Works at ${member.homeLocations.map((place) => place.name).join(", ")}`;

/** The "care-team" tab: the primary therapist first, then the clinicians on the client's team. */
export default function CareTeamPanel({ mrNo }: { mrNo: string }) {
  const mayChange = useChartCan()("client:care_team_update");
  const { notify } = useShell();
  const [showRemoved, setShowRemoved] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CareTeamRow_MemberFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(ClientCareTeamQuery, {
    variables: { mrNo, includeRemoved: showRemoved },
  });
  const [removeMember] = useMutation(RemoveCareTeamMemberMutation);

  if (loading && !data) return <PageLoading label="Loading the care team" />;
  if (error) return <LoadError what="The care team" error={error} onRetry={() => void refetch()} />;
  const members = data?.clientCareTeam ?? [];

  const remove = async () => {
    const member = removing;
    setRemoving(null);
    if (!member?.id) return;
    try {
      await removeMember({ variables: { mrNo, memberId: member.id } });
      notify(`${member.clinician.fullname} taken off the care team`, "success");
      await refetch();
    } catch (failure) {
      notify(messageOf(failure), "error");
    }
  };

  return (
    <Box component="section" aria-labelledby="client-care-team-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Typography id="client-care-team-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
          Care team
        </Typography>
        <FormControlLabel
          control={<Switch checked={showRemoved} onChange={(event) => setShowRemoved(event.target.checked)} />}
          label="Show removed"
        />
        {mayChange && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add member
          </Button>
        )}
      </Box>
      {members.length === 0 ? (
        <EmptyState
          icon={GroupsOutlined}
          title="No care team yet"
          detail="The client has no primary therapist and nobody on their care team."
        />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label="Care team">
            <TableHead>
              <TableRow>
                <TableCell>Clinician</TableCell>
                <TableCell>Role on the team</TableCell>
                <TableCell>Since</TableCell>
                {mayChange && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <TableRow
                  key={member.id ?? `primary-${member.clinician.id}`}
                  sx={member.removedAt ? { "& td": { color: "text.disabled" } } : undefined}
                >
                  <TableCell>
                    {member.clinician.fullname}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      {ROLE_LABELS[member.clinician.role]}
                    </Typography>
                    {member.homeLocations.length > 0 && (
                      <Typography variant="body2" color="text.secondary">
                        {worksAtText(member)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {member.primary ? (
                      <Chip size="small" color="primary" label={CARE_TEAM_ROLE_LABELS.primary_therapist} />
                    ) : (
                      CARE_TEAM_ROLE_LABELS[member.role]
                    )}
                    {member.removedAt && <Chip size="small" label="Removed" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{sinceText(member)}</TableCell>
                  {mayChange && (
                    <TableCell align="right">
                      {member.id && !member.removedAt && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRemoving(member)}
                          aria-label={`Remove ${member.clinician.fullname} from the care team`}
                        >
                          Remove
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {adding && <AddMemberDialog mrNo={mrNo} onClose={() => setAdding(false)} onSaved={() => void refetch()} />}
      <ConfirmDialog
        open={removing !== null}
        title="Take this clinician off the care team?"
        message={`${removing?.clinician.fullname ?? ""} will no longer be on the care team. The chart's history keeps who removed them and when.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
