import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import AddCommentIcon from "@mui/icons-material/AddComment";
import { useSessionUser } from "../../app/session/SessionContext";
import { messageOf } from "../../lib/errors";
import { SearchField } from "../../lib/SearchField";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { ConversationList } from "./ConversationList";
import { MessageSearchResults } from "./MessageSearchResults";
import { NewConversationDialog } from "./NewConversationDialog";
import {
  ConversationQuery,
  ConversationsChangedSubscription,
  ConversationsQuery,
  OlderConversationsQuery,
} from "./queries";
import { Thread } from "./Thread";
import type { ThreadConversation } from "./threadState";

export const MESSAGES_PATH = "/messages";

/**
 * Staff messaging: the conversation list beside the open thread. On a narrow window (a phone, or
 * a browser half beside a note) only one of them shows, the thread with a way back to the list.
 */
export default function MessagesPage() {
  const me = useSessionUser();
  const { conversationId = null } = useParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const [composing, setComposing] = useState(false);

  const list = useQuery(ConversationsQuery, { fetchPolicy: "cache-and-network" });
  // Any of my conversations changing (a message, a read elsewhere) refreshes its row and badge.
  useSubscription(ConversationsChangedSubscription, {
    onData: ({ client, data }) => {
      const changed = data.data?.conversationsChanged;
      if (!changed) return;
      client.cache.updateQuery({ query: ConversationsQuery }, (current) => {
        if (!current) return current;
        const others = current.conversationPage.results.filter((c) => c.id !== changed.id);
        const activity = (c: { lastMessageAt?: string | null; createdAt: string }) => c.lastMessageAt ?? c.createdAt;
        return {
          conversationPage: {
            ...current.conversationPage,
            results: [changed, ...others].sort((a, b) => activity(b).localeCompare(activity(a))),
          },
        };
      });
    },
  });

  // Older pages, loaded on request, below the live first page (a conversation that comes alive moves up there).
  const apollo = useApolloClient();
  const [older, setOlder] = useState<{ conversations: ThreadConversation[]; hasOlder: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const firstPage = list.data?.conversationPage.results ?? [];
  const firstIds = new Set(firstPage.map((c) => c.id));
  const conversations = [...firstPage, ...(older?.conversations ?? []).filter((c) => !firstIds.has(c.id))];
  const mayHaveOlder = older ? older.hasOlder : (list.data?.conversationPage.hasOlder ?? false);
  const showOlder = async () => {
    const last = conversations.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const { data } = await apollo.query({
        query: OlderConversationsQuery,
        variables: { before: last.id },
        fetchPolicy: "network-only",
      });
      const page = data?.conversationPage;
      if (page)
        setOlder((loaded) => ({
          conversations: [...(loaded?.conversations ?? []), ...page.results],
          hasOlder: page.hasOlder,
        }));
    } catch (error) {
      setOlderError(messageOf(error));
    } finally {
      setLoadingOlder(false);
    }
  };

  // A conversation opened from search or a link need not be among those loaded.
  const listed = conversations.find((c) => c.id === conversationId) ?? null;
  const single = useQuery(ConversationQuery, {
    variables: { id: conversationId ?? "" },
    skip: !conversationId || listed !== null,
  });
  const open = listed ?? single.data?.conversation ?? null;
  const openConversation = (id: string) => void navigate(`${MESSAGES_PATH}/${id}`);
  const showList = wide || !conversationId;
  const showThread = wide || Boolean(conversationId);

  return (
    <Box sx={{ display: "flex", gap: 2, height: "calc(100dvh - 140px)", minHeight: 420 }}>
      {showList && (
        <Paper
          variant="outlined"
          sx={{ width: wide ? 340 : "100%", flexShrink: 0, display: "flex", flexDirection: "column", minWidth: 0 }}
        >
          <Box sx={{ p: 1.5, display: "flex", flexDirection: "column", gap: 1 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
                Messages
              </Typography>
              <Button
                size="small"
                variant="contained"
                startIcon={<AddCommentIcon />}
                onClick={() => setComposing(true)}
              >
                New message
              </Button>
            </Box>
            {/* A block around it: the field grows along a flex row, not down this column. */}
            <Box>
              <SearchField value={search} onChange={setSearch} placeholder="Search messages" />
            </Box>
          </Box>
          <Box sx={{ flex: 1, overflowY: "auto" }}>
            {list.error && !list.data && <Alert severity="error">{messageOf(list.error)}</Alert>}
            {q.length >= 2 ? (
              <MessageSearchResults q={q} viewerId={me.id} onOpen={openConversation} />
            ) : (
              list.data && (
                <>
                  <ConversationList
                    conversations={conversations}
                    viewerId={me.id}
                    selectedId={conversationId}
                    onOpen={openConversation}
                  />
                  {olderError && <Alert severity="error">{olderError}</Alert>}
                  {mayHaveOlder && (
                    <Box sx={{ p: 1, textAlign: "center" }}>
                      <Button size="small" disabled={loadingOlder} onClick={() => void showOlder()}>
                        {loadingOlder ? "Loading…" : "Show older conversations"}
                      </Button>
                    </Box>
                  )}
                </>
              )
            )}
          </Box>
        </Paper>
      )}
      {showThread && (
        <Paper variant="outlined" sx={{ flex: 1, p: 1.5, minWidth: 0 }}>
          {open ? (
            <Thread
              key={open.id}
              conversation={open}
              viewerId={me.id}
              onBack={wide ? undefined : () => void navigate(MESSAGES_PATH)}
              onLeft={() => void navigate(MESSAGES_PATH)}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {conversationId && list.data && !single.loading
                ? "This conversation is not available to you."
                : "Choose a conversation, or start one with New message."}
            </Typography>
          )}
        </Paper>
      )}
      <NewConversationDialog
        open={composing}
        viewerId={me.id}
        onClose={() => setComposing(false)}
        onStarted={(id) => {
          setComposing(false);
          openConversation(id);
        }}
      />
    </Box>
  );
}
