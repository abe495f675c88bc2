import { useQuery } from "@apollo/client/react";
import { Picker } from "../../../../lib/pickers/Picker";
import { useSearchText } from "../../../../lib/pickers/useSearchText";
import { candidateGroup, candidateLabel } from "./careTeamForm";
import type { CandidateChoice } from "./careTeamForm";
import { CareTeamCandidatesQuery } from "./queries";

/**
 * The clinician to add to a client's care team: active staff of every location of the organization,
 * those of the client's location first, each with their job and where they work; typing a name searches
 * them on the server. Mount it only while it shows: it queries.
 */
export function CandidatePicker({
  mrNo,
  value,
  onChange,
  problem,
}: {
  mrNo: string;
  value: CandidateChoice | null;
  onChange: (next: CandidateChoice | null) => void;
  /** What is wrong with the choice (the server's word), in place of the hint. */
  problem?: string;
}) {
  const search = useSearchText();
  // Once one is picked their label fills the box: that is not a search, the whole list stays on offer.
  const searchQuery = value && search.text === candidateLabel(value) ? null : search.query;
  // Asked afresh each time: who was added a moment ago is no longer a candidate.
  const { data, loading } = useQuery(CareTeamCandidatesQuery, {
    variables: { mrNo, searchQuery },
    fetchPolicy: "network-only",
  });
  const offered: CandidateChoice[] = (data?.careTeamCandidates ?? []).map((c) => ({
    ...c.clinician,
    locations: c.locations,
    atClientLocation: c.atClientLocation,
  }));
  return (
    <Picker<CandidateChoice>
      label="Clinician"
      required
      autoFocus
      helperText={problem ?? "Staff of every location; type a name to search."}
      error={Boolean(problem)}
      noOptionsText="No staff member matches"
      options={offered}
      loading={loading}
      optionLabel={candidateLabel}
      groupBy={candidateGroup}
      search={{ text: search.text, onText: search.setText }}
      value={value}
      onChange={onChange}
    />
  );
}
