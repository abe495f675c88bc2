import { useState } from "react";
import { useSubscription } from "@apollo/client/react";
import { graphql } from "../../__generated__";

const GroupNoteLiveSubscription = graphql(`
  subscription GroupNoteLive($noteId: ID!) {
    groupNoteChanged(noteId: $noteId) {
      noteId
      status
      change
      note {
        ...GroupNoteView_note
      }
    }
  }
`);

/**
 * Keeps an open note current: each change arrives with the note as this user may now see it,
 * in the page's own fragment, which Apollo writes into the cache; status, attendance,
 * signatures and permissions update in place. Without a note in the message (no longer visible
 * as it was), the page reads its note again. Answers the subscription's failure, if any, so the
 * page can say that live updates are off.
 */
export function useGroupNoteLive(noteId: string | undefined, refetch: () => unknown): unknown {
  const [error, setError] = useState<unknown>(null);
  useSubscription(GroupNoteLiveSubscription, {
    variables: { noteId: noteId ?? "" },
    skip: !noteId,
    ignoreResults: true,
    onData: ({ data }) => {
      setError(null);
      if (data.data && data.data.groupNoteChanged.note === null) void refetch();
    },
    onError: setError,
  });
  return error;
}
