import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { ADDABLE_CARE_TEAM_ROLES, CARE_TEAM_ROLE_LABELS } from "@hearth/schema";
import type { CareTeamRole } from "@hearth/schema";
import { useShell } from "../../../../app/shell/ShellState";
import { useFieldRefusal } from "../../../../lib/forms/fieldRefusal";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { RefusalLines } from "../../../../lib/forms/Refusal";
import { CandidatePicker } from "./CandidatePicker";
import { checkMember, suggestedRole } from "./careTeamForm";
import type { CandidateChoice } from "./careTeamForm";
import { AddCareTeamMemberMutation } from "./queries";

type AddableRole = Exclude<CareTeamRole, "primary_therapist">;

/** The fields by the API's names (`userId` is the clinician chosen), with their labels. */
const FIELDS = { labels: { userId: "Clinician", role: "Role on the team" } };

/**
 * Add a clinician of any location to the care team with a role. The server has the last word (someone
 * deactivated meanwhile, or added by a colleague at the same time): its message shows at the field it
 * names, anything else above the fields.
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
  const [refusal, setRefusal] = useState<unknown>(null);
  const [addMember, added] = useMutation(AddCareTeamMemberMutation);
  const check = checkMember(clinician?.id ?? null, role);
  const refused = useFieldRefusal(refusal, { userId: clinician?.id ?? null, role }, FIELDS);

  const choose = (next: CandidateChoice | null) => {
    setClinician(next);
    if (next && role === "") setRole(suggestedRole(next.role));
  };

  const save = async () => {
    if (!check.ok) return;
    setRefusal(null);
    refused.sending();
    try {
      await addMember({ variables: { mrNo, input: check.input } });
      notify(`${clinician?.fullname ?? "The clinician"} added to the care team`, "success");
      onSaved();
      onClose();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <FormDialog
      open
      title="Add to the care team"
      submitLabel="Add"
      busy={added.loading}
      error={refused.banner && <RefusalLines {...refused.banner} />}
      submitDisabled={!check.ok}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="xs"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <CandidatePicker mrNo={mrNo} value={clinician} onChange={choose} problem={refused.problemOf("userId")} />
        <TextField
          select
          required
          label={FIELDS.labels.role}
          value={role}
          onChange={(event) => setRole(event.target.value as AddableRole)}
          error={Boolean(refused.problemOf("role"))}
          helperText={refused.problemOf("role") ?? "The primary therapist is changed on the client's admission."}
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
