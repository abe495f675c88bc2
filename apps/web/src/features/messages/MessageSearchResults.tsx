import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { messageOf } from "../../lib/errors";
import { relativeTime } from "../../lib/relativeTime";
import { SearchMessagesQuery } from "./queries";
import { conversationTitle } from "./threadState";

/** Messages of the viewer's conversations that contain the words; a hit opens its conversation. */
export function MessageSearchResults({
  q,
  viewerId,
  onOpen,
}: {
  q: string;
  viewerId: string;
  onOpen(conversationId: string): void;
}) {
  const { data, error, loading } = useQuery(SearchMessagesQuery, { variables: { q }, fetchPolicy: "network-only" });
  if (error) return <Alert severity="error">{messageOf(error)}</Alert>;
  const hits = data?.searchMessages.results ?? [];
  if (!loading && hits.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No messages match “{q}”.
      </Typography>
    );
  }
  return (
    <List aria-label="Search results" dense>
      {hits.map(({ message, conversation }) => (
        <ListItemButton key={message.id} onClick={() => onOpen(conversation.id)}>
          <ListItemText
            primary={message.body}
            secondary={`${message.author.fullname} in ${conversationTitle(conversation, viewerId)} · ${relativeTime(message.createdAt)}`}
            slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
