import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { clientLabel } from "../../lib/ClientIdentity";
import { relativeTime } from "../../lib/relativeTime";
import { DELETED_TEXT } from "./MessageBubble";
import { conversationTitle } from "./threadState";
import type { ThreadConversation } from "./threadState";

interface Props {
  conversations: readonly ThreadConversation[];
  viewerId: string;
  selectedId: string | null;
  onOpen(id: string): void;
}

/** The viewer's conversations, latest activity first: unread badge, last message, client chip. */
export function ConversationList({ conversations, viewerId, selectedId, onOpen }: Props) {
  if (conversations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No conversations yet. Start one with New message.
      </Typography>
    );
  }
  return (
    <List aria-label="Conversations" disablePadding>
      {conversations.map((c) => {
        const title = conversationTitle(c, viewerId);
        const last = c.lastMessage;
        const preview = last
          ? `${last.author.id === viewerId ? "You: " : ""}${last.deleted ? DELETED_TEXT : last.body}`
          : "No messages yet";
        return (
          <ListItemButton
            key={c.id}
            selected={c.id === selectedId}
            onClick={() => onOpen(c.id)}
            aria-label={c.unreadCount ? `${title}, ${c.unreadCount} unread` : title}
          >
            <ListItemText
              primary={
                <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                  <Typography
                    component="span"
                    noWrap
                    sx={{ flex: 1, minWidth: 0, fontWeight: c.unreadCount ? 700 : 400 }}
                  >
                    {title}
                  </Typography>
                  {c.lastMessageAt && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {relativeTime(c.lastMessageAt)}
                    </Typography>
                  )}
                  <Badge color="primary" badgeContent={c.unreadCount} sx={{ mx: c.unreadCount ? 1 : 0 }} />
                </Box>
              }
              secondary={
                <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                  {c.client && (
                    <Chip component="span" size="small" label={clientLabel(c.client)} sx={{ flexShrink: 0 }} />
                  )}
                  <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                    {preview}
                  </Typography>
                </Box>
              }
              slotProps={{ secondary: { component: "span" } }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
