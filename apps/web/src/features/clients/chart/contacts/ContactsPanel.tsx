import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import FamilyRestroomOutlined from "@mui/icons-material/FamilyRestroomOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import type { ContactCard_ContactFragment } from "../../../../__generated__/graphql";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { ConfirmDialog } from "../../../../app/shell/ConfirmDialog";
import { useShell } from "../../../../app/shell/ShellState";
import { EmptyState } from "../../../../lib/EmptyState";
import { messageOf } from "../../../../lib/errors";
import { ContactCard } from "./ContactCard";
import { ContactDialog } from "./ContactDialog";
import { ClientContactsQuery, RemoveClientContactMutation } from "./queries";
import { useChartCan } from "../chartAccess";

/** The "contacts" tab: the client's family members and other contacts, with the removed ones on request. */
export default function ContactsPanel({ mrNo }: { mrNo: string }) {
  const mayChange = useChartCan()("client:contacts_update");
  const { notify } = useShell();
  const [showRemoved, setShowRemoved] = useState(false);
  // null: the add dialog; a contact: its edit dialog; undefined: no dialog.
  const [editing, setEditing] = useState<ContactCard_ContactFragment | null | undefined>(undefined);
  const [removing, setRemoving] = useState<ContactCard_ContactFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(ClientContactsQuery, {
    variables: { mrNo, includeRemoved: showRemoved },
  });
  const [removeContact] = useMutation(RemoveClientContactMutation);

  if (loading && !data) return <PageLoading label="Loading the contacts" />;
  if (error) return <LoadError what="The contacts" error={error} onRetry={() => void refetch()} />;
  const contacts = data?.clientContacts ?? [];

  const remove = async () => {
    const contact = removing;
    setRemoving(null);
    if (!contact) return;
    try {
      await removeContact({ variables: { mrNo, contactId: contact.id } });
      notify(`${contact.name} removed`, "success");
      await refetch();
    } catch (failure) {
      notify(messageOf(failure), "error");
    }
  };

  return (
    <Box component="section" aria-labelledby="client-contacts-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Typography id="client-contacts-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
          Family and contacts
        </Typography>
        <FormControlLabel
          control={<Switch checked={showRemoved} onChange={(event) => setShowRemoved(event.target.checked)} />}
          label="Show removed"
        />
        {mayChange && (
          <Button variant="contained" onClick={() => setEditing(null)}>
            Add contact
          </Button>
        )}
      </Box>
      {contacts.length === 0 ? (
        <EmptyState
          icon={FamilyRestroomOutlined}
          title="No contacts listed"
          detail={
            mayChange
              ? "Add the client's family members, guardians and emergency contacts, and whether each may be contacted."
              : "No family members or other contacts are listed for this client."
          }
        />
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { md: "1fr 1fr" } }}>
          {contacts.map((contact) => {
            const current = !contact.removedAt;
            return (
              <ContactCard
                key={contact.id}
                contact={contact}
                onEdit={mayChange && current ? () => setEditing(contact) : undefined}
                onRemove={mayChange && current ? () => setRemoving(contact) : undefined}
              />
            );
          })}
        </Box>
      )}
      {editing !== undefined && (
        <ContactDialog
          mrNo={mrNo}
          contact={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => void refetch()}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this contact?"
        message={`${removing?.name ?? ""} will no longer be listed. The chart's history keeps them, with who removed them and when.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
