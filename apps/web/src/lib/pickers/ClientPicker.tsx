import { useQuery } from "@apollo/client/react";
import { CLIENT_STATUSES } from "@hearth/schema";
import { clientLabel } from "../ClientIdentity";
import { Picker } from "./Picker";
import type { PickerText, Selection } from "./Picker";
import { PickerClientsQuery } from "./queries";
import { useSearchText } from "./useSearchText";

export interface ClientChoice {
  id: string;
  mrNo: string;
  fullname: string;
  dateOfBirth: string;
}

type Props = Selection<ClientChoice> &
  PickerText & {
    /** Only the clients of this location; otherwise every client the caller may see. */
    locationId?: string;
    /** Clients not to offer, e.g. those on the roster already. */
    exclude?: Iterable<string>;
    /** Discharged clients too (a search of the record, e.g. the activity log); otherwise those in care. */
    includeDischarged?: boolean;
  };

const EVERY_STATUS = [...CLIENT_STATUSES];

/**
 * One client or several, searched on the server by name or MR number as one types. Namesakes exist:
 * the options show MR number and date of birth too, so the right one is chosen.
 */
export function ClientPicker({ locationId, exclude, includeDischarged, ...rest }: Props) {
  const search = useSearchText();
  const { data, loading } = useQuery(PickerClientsQuery, {
    variables: { searchQuery: search.query, locationId, status: includeDischarged ? EVERY_STATUS : undefined },
  });
  const excluded = new Set(exclude);
  return (
    <Picker<ClientChoice>
      noOptionsText={search.text ? "No client matches" : "Type a name or MR number"}
      {...rest}
      options={(data?.clients.results ?? []).filter((client) => !excluded.has(client.id))}
      loading={loading}
      optionLabel={(client) => clientLabel(client)}
      hidePicked={rest.multiple}
      search={{ text: search.text, onText: search.setText }}
    />
  );
}
