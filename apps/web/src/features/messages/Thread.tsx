import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useApolloClient, useMutation, useQuery, useSubscription } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useSessionUser } from "../../app/session/SessionContext";
import { ConfirmDialog } from "../../app/shell/ConfirmDialog";
import { clientLabel } from "../../lib/ClientIdentity";
import { messageOf } from "../../lib/errors";
import { Composer } from "./Composer";
import { ConversationMenu } from "./ConversationMenu";
import { MessageBubble } from "./MessageBubble";
import {
  ConversationsQuery,
  DeleteMessageMutation,
  EditMessageMutation,
  MarkConversationReadMutation,
  MessageAddedSubscription,
  MessageHistoryQuery,
  SendMessageMutation,
  SendTypingMutation,
  TypingSubscription,
} from "./queries";
import { conversationTitle, seenBy, typingLine, upsertMessage } from "./threadState";
import type { ThreadConversation, ThreadMessage } from "./threadState";

/** How long "is typing…" stays after the last signal (signals come every 2 s while typing). */
const TYPING_SHOWN_MS = 4000;

interface Props {
  conversation: ThreadConversation;
  viewerId: string;
  /** Narrow layouts show the thread alone, with a way back to the list. */
  onBack?: (() => void) | undefined;
  /** The viewer left the conversation. */
  onLeft(): void;
}

/** One conversation: history paged upward, live messages, read receipts, typing, and the composer. */
export function Thread({ conversation, viewerId, onBack, onLeft }: Props) {
  const { locations } = useSessionUser();
  const conversationId = conversation.id;
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ThreadMessage | null>(null);
  const [typists, setTypists] = useState<Record<string, { name: string; until: number }>>({});
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const bottom = useRef<HTMLDivElement | null>(null);

  const history = useQuery(MessageHistoryQuery, { variables: { conversationId }, fetchPolicy: "cache-and-network" });
  const messages = history.data?.messages.results ?? [];
  const [sendMessage] = useMutation(SendMessageMutation);
  const [editMessage] = useMutation(EditMessageMutation);
  const [deleteMessage] = useMutation(DeleteMessageMutation);
  const [markRead] = useMutation(MarkConversationReadMutation);
  const [sendTyping] = useMutation(SendTypingMutation);

  /** Puts a message into this thread's cached history (new, edited or deleted). */
  const place = useCallback(
    (message: ThreadMessage) => {
      client.cache.updateQuery({ query: MessageHistoryQuery, variables: { conversationId } }, (data) =>
        data ? { messages: { ...data.messages, results: upsertMessage(data.messages.results, message) } } : data,
      );
    },
    [client, conversationId],
  );

  useSubscription(MessageAddedSubscription, {
    variables: { conversationId },
    onData: ({ data }) => {
      const event = data.data?.messageAdded;
      if (!event) return;
      if (event.message) {
        place(event.message);
        const authorId = event.message.author.id;
        setTypists(({ [authorId]: _done, ...rest }) => rest);
      }
      const reader = event.reader;
      if (reader) {
        // A read receipt: that member's marker moves in the cached conversation list.
        client.cache.updateQuery({ query: ConversationsQuery }, (data) =>
          data
            ? {
                conversationPage: {
                  ...data.conversationPage,
                  results: data.conversationPage.results.map((c) =>
                    c.id !== conversationId
                      ? c
                      : {
                          ...c,
                          members: c.members.map((m) =>
                            m.user.id === reader.user.id
                              ? { ...m, lastReadMessageId: reader.lastReadMessageId, lastReadAt: reader.lastReadAt }
                              : m,
                          ),
                        },
                  ),
                },
              }
            : data,
        );
      }
    },
  });

  useSubscription(TypingSubscription, {
    variables: { conversationId },
    onData: ({ data }) => {
      const typing = data.data?.typing;
      if (typing)
        setTypists((all) => ({ ...all, [typing.userId]: { name: typing.name, until: Date.now() + TYPING_SHOWN_MS } }));
    },
  });
  // Typing lines fade out on their own.
  useEffect(() => {
    const next = Math.min(...Object.values(typists).map((t) => t.until));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(
      () => setTypists((all) => Object.fromEntries(Object.entries(all).filter(([, t]) => t.until > Date.now()))),
      Math.max(0, next - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [typists]);

  // Read while visible: the last message by someone else moves the viewer's marker (and the others' "Seen by").
  const last = messages.at(-1);
  const myMarker = conversation.members.find((m) => m.user.id === viewerId)?.lastReadMessageId ?? null;
  const needsRead = Boolean(
    last && last.id !== myMarker && (conversation.unreadCount > 0 || last.author.id !== viewerId),
  );
  useEffect(() => {
    if (!needsRead || !last) return;
    const mark = () => {
      if (document.visibilityState === "visible")
        void markRead({ variables: { conversationId, messageId: last.id } }).catch(() => undefined);
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [needsRead, last, conversationId, markRead]);

  // New messages at the bottom come into view; loading earlier ones keeps the place.
  const lastId = last?.id;
  useLayoutEffect(() => {
    if (!loadingEarlier) bottom.current?.scrollIntoView?.({ block: "end" });
  }, [lastId, loadingEarlier]);

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      await history.fetchMore({
        variables: { conversationId, before: first.id },
        updateQuery: (previous, { fetchMoreResult }) => ({
          messages: {
            hasEarlier: fetchMoreResult.messages.hasEarlier,
            results: [...fetchMoreResult.messages.results, ...previous.messages.results],
          },
        }),
      });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setLoadingEarlier(false);
    }
  };

  const send = async (body: string): Promise<boolean> => {
    try {
      const result = await sendMessage({ variables: { conversationId, body } });
      if (result.data) place(result.data.sendMessage);
      setError(null);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    }
  };

  const edit = async (id: string, body: string): Promise<boolean> => {
    try {
      await editMessage({ variables: { id, body } });
      setError(null);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    }
  };

  const confirmDelete = async () => {
    const message = deleting;
    setDeleting(null);
    if (!message) return;
    try {
      await deleteMessage({ variables: { id: message.id } });
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const seen = seenBy(conversation.members, messages, viewerId);
  const typingNames = Object.entries(typists)
    .filter(([id]) => id !== viewerId)
    .map(([, t]) => t.name);
  const title = conversationTitle(conversation, viewerId);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, pb: 1, borderBottom: 1, borderColor: "divider" }}>
        {onBack && (
          <IconButton aria-label="Back to conversations" onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {conversation.client && <Chip size="small" label={clientLabel(conversation.client)} />}
        <ConversationMenu conversation={conversation} onLeft={onLeft} />
      </Box>
      <Box sx={{ flex: 1, overflowY: "auto", py: 1 }} role="log" aria-label="Messages" aria-live="polite">
        {history.data?.messages.hasEarlier && (
          <Box sx={{ textAlign: "center", mb: 1 }}>
            <Button size="small" onClick={() => void loadEarlier()} loading={loadingEarlier}>
              Load earlier
            </Button>
          </Box>
        )}
        {history.loading && !history.data && (
          <CircularProgress size={24} sx={{ display: "block", mx: "auto", my: 2 }} />
        )}
        {history.error && !history.data && <Alert severity="error">{messageOf(history.error)}</Alert>}
        {history.data && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: "center", my: 4 }}>
            No messages yet. Say hello.
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              own={m.author.id === viewerId}
              onEdit={(body) => edit(m.id, body)}
              onDelete={() => setDeleting(m)}
            />
          ))}
        </Box>
        {seen.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: "right", m: 0 }}>
            Seen by {seen.join(", ")}
          </Typography>
        )}
        <div ref={bottom} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ minHeight: 20 }} aria-live="polite">
        {typingLine(typingNames)}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Composer
        members={conversation.members}
        locations={locations}
        viewerId={viewerId}
        onSend={send}
        onTyping={() => void sendTyping({ variables: { conversationId } }).catch(() => undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        message="Everyone in the conversation will see “This message was deleted” instead."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
