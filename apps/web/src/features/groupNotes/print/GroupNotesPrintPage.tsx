import { useState } from "react";
import type { FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "react-router";
import { PageLoading } from "../../../app/pages/PageLoading";
import { graphql } from "../../../__generated__";
import { displayDate, sqlDate, toDayjs } from "../../../lib/dates";
import { errorCodeOf } from "../../../lib/errors";
import { ONLY_SIGNED_MESSAGE, PrintMessage, PrintedNote, printErrorText } from "./PrintedNote";
import { printFilterFromParams, printParams } from "./printFilter";
import type { PrintFilter } from "./printFilter";

const GroupNotesPrintQuery = graphql(`
  query GroupNotesPrint($filter: GroupNotePrintFilter!) {
    groupNotesPrint(filter: $filter) {
      note {
        ...SignedNoteView_note
      }
      content {
        ...SignedNoteView_content
      }
      header {
        ...PrintHeader_header
      }
    }
  }
`);

const PrintGroupsQuery = graphql(`
  query PrintGroups {
    groups(filter: { active: true, pageSize: 100 }) {
      results {
        id
        name
        location {
          id
          name
        }
      }
    }
  }
`);

/**
 * `/group_notes_print`: the signed notes of one session (`?sessionId=`) or of a date range
 * (`?from=&to=&groupId=`), one per printed page. Without parameters it asks for the range.
 */
export default function GroupNotesPrintPage() {
  const [params, setParams] = useSearchParams();
  const filter = printFilterFromParams(params);
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
        Group notes
      </Typography>
      <Box className="no-print">
        <RangeForm
          key={params.toString()}
          initial={{
            from: filter?.from ?? sqlDate(toDayjs(new Date()).subtract(7, "day")),
            to: filter?.to ?? sqlDate(new Date()),
            groupId: filter?.groupId ?? "",
          }}
          onSubmit={(range) => setParams(printParams(range))}
        />
      </Box>
      {filter ? (
        <PrintedNotes filter={filter} />
      ) : (
        <PrintMessage>Choose a date range, and a group if you like, then show the signed notes.</PrintMessage>
      )}
    </Box>
  );
}

function PrintedNotes({ filter }: { filter: PrintFilter }) {
  const { data, loading, error, refetch } = useQuery(GroupNotesPrintQuery, {
    variables: { filter },
    fetchPolicy: "network-only",
  });
  if (loading && !data) return <PageLoading label="Loading the signed notes" />;
  // The server refuses a draft session with a conflict: say it the way the page says it everywhere.
  if (error && filter.sessionId !== undefined && errorCodeOf(error) === "CONFLICT")
    return <PrintMessage>{ONLY_SIGNED_MESSAGE}</PrintMessage>;
  if (error)
    return (
      <PrintMessage severity="error" onRetry={() => void refetch()}>
        {printErrorText("The notes", error)}
      </PrintMessage>
    );
  const notes = data?.groupNotesPrint ?? [];
  if (notes.length === 0) {
    return (
      <PrintMessage>
        {filter.sessionId !== undefined
          ? ONLY_SIGNED_MESSAGE
          : `No signed group notes from ${displayDate(filter.from)} to ${displayDate(filter.to)}.`}
      </PrintMessage>
    );
  }
  return (
    <>
      {notes.map((print) => (
        <PrintedNote key={print.note.id} print={print} />
      ))}
    </>
  );
}

interface Range {
  from: string;
  to: string;
  groupId: string;
}

function RangeForm({ initial, onSubmit }: { initial: Range; onSubmit: (range: Range) => void }) {
  const [range, setRange] = useState<Range>(initial);
  const groups = useQuery(PrintGroupsQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(range);
  };
  return (
    <Box
      component="form"
      aria-label="Choose the notes to print"
      onSubmit={submit}
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}
    >
      <TextField
        label="From"
        type="date"
        required
        value={range.from}
        onChange={(e) => setRange({ ...range, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        required
        value={range.to}
        onChange={(e) => setRange({ ...range, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Group"
        value={range.groupId}
        onChange={(e) => setRange({ ...range, groupId: e.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Every group</MenuItem>
        {(groups.data?.groups.results ?? []).map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name} ({group.location.name})
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        Show notes
      </Button>
    </Box>
  );
}
