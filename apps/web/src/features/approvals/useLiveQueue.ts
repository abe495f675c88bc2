import { useState } from "react";
import { useSubscription } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import type { GroupNoteChangeKind } from "../../__generated__/graphql";
import { useLiveRefetch } from "../../lib/useLiveRefetch";

const QueueChangesSubscription = graphql(`
  subscription ApprovalQueueChanges {
    groupNoteChanged {
      noteId
      status
      change
      note {
        id
        ...ApprovalGrid_note
        # What the open review pane says about a note someone else just acted on.
        approvedAt
        approvedBy {
          id
          fullname
        }
        kickBack {
          at
          comment
          by {
            id
            fullname
          }
        }
      }
    }
  }
`);

/** Changes that can add a note to the queue, take one out, or alter its pending co-signers. */
const QUEUE_CHANGES: ReadonlySet<GroupNoteChangeKind> = new Set([
  "submitted",
  "approved",
  "kicked_back",
  "signed",
  "signees",
]);

/**
 * Keeps the approvals queue live. Each event carries the note as this user may now see it, which
 * Apollo merges into the cache, so an approved or returned note leaves the grid at once (the grid
 * shows submitted notes only); a note this user may no longer see is hidden by id. A refetch then
 * brings in new submissions and the right totals.
 */
export function useLiveQueue(refetch: () => unknown): ReadonlySet<string> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const scheduleRefetch = useLiveRefetch(refetch);

  useSubscription(QueueChangesSubscription, {
    onData: ({ data }) => {
      const event = data.data?.groupNoteChanged;
      if (!event || !QUEUE_CHANGES.has(event.change)) return;
      const visible = event.note !== null && event.note !== undefined;
      setHidden((current) => {
        if (visible === !current.has(event.noteId)) return current;
        const next = new Set(current);
        if (visible) next.delete(event.noteId);
        else next.add(event.noteId);
        return next;
      });
      scheduleRefetch();
    },
  });
  return hidden;
}
