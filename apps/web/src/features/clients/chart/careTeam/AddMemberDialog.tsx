import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { ADDABLE_CARE_TEAM_ROLES, CARE_TEAM_ROLE_LABELS } from "@hearth/schema";
import type { CareTeamRole } from "@hearth/schema";
import { useShell } from "../../../../app/shell/ShellState";
import { messageOf } from "../../../../lib/errors";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { CandidatePicker } from "./CandidatePicker";
import { checkMember, suggestedRole } from "./careTeamForm";
import type { CandidateChoice } from "./careTeamForm";
import { AddCareTeamMemberMutation } from "./queries";

type AddableRole = Exclude<CareTeamRole, "primary_therapist">;

/**
 * Add a clinician of any location to the care team with a role. The server has the last word (someone
 * deactivated meanwhile, or added by a colleague at the same time): its message shows above the fields.
 */
export function AddMemberDialog({
  mrNo,
  onClose,
  onSaved,
}: {
  mrNo: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useShell();
  const [clinician, setClinician] = useState<CandidateChoice | null>(null);
  const [role, setRole] = useState<AddableRole | "">("");
  const [serverError, setServerError] = useState<string | null>(null);
  const [addMember, added] = useMutation(AddCareTeamMemberMutation);
  const check = checkMember(clinician?.id ?? null, role);

  const choose = (next: CandidateChoice | null) => {
    setClinician(next);
    if (next && role === "") setRole(suggestedRole(next.role));
  };

  const save = async () => {
    if (!check.ok) return;
    setServerError(null);
    try {
      await addMember({ variables: { mrNo, input: check.input } });
      notify(`${clinician?.fullname ?? "The clinician"} added to the care team`, "success");
      onSaved();
      onClose();
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  return (
    <FormDialog
      open
      title="Add to the care team"
      submitLabel="Add"
      busy={added.loading}
      error={serverError}
      submitDisabled={!check.ok}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="xs"
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <CandidatePicker mrNo={mrNo} value={clinician} onChange={choose} />
        <TextField
          select
          required
          label="Role on the team"
          value={role}
          onChange={(event) => setRole(event.target.value as AddableRole)}
          helperText="The primary therapist is changed on the client's admission."
        >
          {ADDABLE_CARE_TEAM_ROLES.map((value) => (
            <MenuItem key={value} value={value}>
              {CARE_TEAM_ROLE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </FormDialog>
  );
}
