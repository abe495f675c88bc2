import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { graphql } from "../../__generated__";
import { clientLabel } from "../../lib/ClientIdentity";
import { useDebouncedValue } from "../../lib/useDebouncedValue";

const ClientSearchQuery = graphql(`
  query GroupNotesClientSearch($filter: ClientFilter) {
    clients(filter: $filter) {
      results {
        id
        mrNo
        firstName
        lastName
        fullname
        dateOfBirth
      }
    }
  }
`);

export interface ClientChoice {
  id: string;
  mrNo: string;
  fullname: string;
  dateOfBirth: string;
}

const SEARCH_DEBOUNCE_MS = 250;

/** The clients of a location whose name or MR number matches what is typed (first page only). */
function useClientSearch(locationId: string, text: string) {
  const searchQuery = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(ClientSearchQuery, {
    variables: { filter: { locationId, searchQuery: searchQuery || undefined, pageSize: 25 } },
  });
  return { options: data?.clients.results ?? [], loading };
}

/** Namesakes exist: the options show MR number and date of birth too, so the right one is chosen. */
const label = (client: ClientChoice) => clientLabel(client);

/** Several clients of a location, searched on the server as one types (a group's roster). */
export function ClientMultiPicker(props: {
  locationId: string;
  label: string;
  value: ClientChoice[];
  onChange: (clients: ClientChoice[]) => void;
}) {
  const [text, setText] = useState("");
  const { options, loading } = useClientSearch(props.locationId, text);
  return (
    <Autocomplete<ClientChoice, true>
      multiple
      options={options}
      value={props.value}
      loading={loading}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={label}
      getOptionKey={(client) => client.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text}
      onInputChange={(_event, next, reason) => reason !== "reset" && setText(next)}
      onChange={(_event, next) => props.onChange(next)}
      noOptionsText={text ? "No client matches" : "Type a name or MR number"}
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}

/** One client of a location, searched on the server as one types (adding a client to a session). */
export function ClientPicker(props: {
  locationId: string;
  label: string;
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  exclude: readonly string[];
}) {
  const [text, setText] = useState("");
  const { options, loading } = useClientSearch(props.locationId, text);
  return (
    <Autocomplete<ClientChoice, false>
      options={options.filter((client) => !props.exclude.includes(client.id))}
      value={props.value}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={label}
      getOptionKey={(client) => client.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => props.onChange(next)}
      noOptionsText={text ? "No client matches" : "Type a name or MR number"}
      renderInput={(params) => <TextField {...params} label={props.label} autoFocus />}
    />
  );
}
