import { useQuery } from "@apollo/client/react";
import { ROLE_LABELS } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import { Picker } from "./Picker";
import type { PickerText, Selection } from "./Picker";
import { PickerStaffQuery } from "./queries";
import { useSearchText } from "./useSearchText";

export interface StaffChoice {
  id: string;
  fullname: string;
  role?: Role;
}

type Props = Selection<StaffChoice> &
  PickerText & {
    /**
     * Offer these (already loaded, e.g. the clinical staff of a location), filtered here as one types;
     * without them, active staff are searched on the server as one types.
     */
    options?: readonly StaffChoice[];
    /** Options under their role's heading. */
    groupByRole?: boolean;
    /** People not to offer: the viewer, or who is chosen already. */
    exclude?: Iterable<string>;
  };

const roleLabel = (person: StaffChoice) => (person.role ? ROLE_LABELS[person.role] : "");

/** One staff member or several, by name. Searching the server, mount it only while it shows: it queries. */
export function StaffPicker({ options, groupByRole, exclude, ...rest }: Props) {
  const search = useSearchText();
  const listed = options !== undefined;
  const { data, loading } = useQuery(PickerStaffQuery, { variables: { searchQuery: search.query }, skip: listed });
  const excluded = new Set(exclude);
  let offered = (options ?? data?.clinicians.results ?? []).filter((person) => !excluded.has(person.id));
  // Grouped by role: the options must come in that order, or a role's heading repeats.
  if (groupByRole)
    offered = [...offered].sort(
      (a, b) => roleLabel(a).localeCompare(roleLabel(b)) || a.fullname.localeCompare(b.fullname),
    );
  return (
    <Picker<StaffChoice>
      {...rest}
      options={offered}
      loading={!listed && loading}
      optionLabel={(person) => person.fullname}
      groupBy={groupByRole ? roleLabel : undefined}
      search={listed ? undefined : { text: search.text, onText: search.setText }}
    />
  );
}

/** The people behind chosen ids, from the options they were chosen from ("Unknown clinician" for one no longer offered). */
export function staffByIds(ids: readonly string[], options: readonly StaffChoice[]): StaffChoice[] {
  return ids.map((id) => options.find((person) => person.id === id) ?? { id, fullname: "Unknown clinician" });
}
