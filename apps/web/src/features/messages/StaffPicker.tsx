import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { MessagingStaffQuery } from "./queries";

export interface StaffPerson {
  id: string;
  fullname: string;
}

interface Props {
  label: string;
  value: StaffPerson[];
  onChange(people: StaffPerson[]): void;
  /** People not to offer: the viewer, or who is in the conversation already. */
  exclude: ReadonlySet<string>;
}

/** Several staff members, searched on the server as one types. Mount it only while it shows: it queries. */
export function StaffPicker({ label, value, onChange, exclude }: Props) {
  const [search, setSearch] = useState("");
  const staff = useQuery(MessagingStaffQuery, { variables: { searchQuery: useDebouncedValue(search, 250) || null } });
  return (
    <Autocomplete
      multiple
      options={(staff.data?.clinicians.results ?? []).filter((c) => !exclude.has(c.id))}
      value={value}
      loading={staff.loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.fullname}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, people) => onChange(people)}
      onInputChange={(_e, text) => setSearch(text)}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Search staff" autoFocus />}
    />
  );
}
