import { useRef, useState } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import SendIcon from "@mui/icons-material/Send";
import { MESSAGE_MAX_LENGTH } from "@hearth/schema";
import { mentionCandidates, mentionQueryAt } from "./threadState";
import type { ThreadMember } from "./threadState";

/** Typing signals go at most this often (the server drops closer ones anyway). */
const TYPING_EVERY_MS = 2000;

interface Props {
  members: readonly ThreadMember[];
  /** The viewer's locations: "@riverside" puts a message on that location's live board. */
  locations: readonly { id: string; name: string }[];
  viewerId: string;
  onSend(body: string): Promise<boolean>;
  onTyping(): void;
}

/** The message box: Enter sends, Shift+Enter adds a line, "@" offers the conversation's members and the viewer's locations. */
export function Composer({ members, locations, viewerId, onSend, onTyping }: Props) {
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const [highlight, setHighlight] = useState(0);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const lastTyping = useRef(0);

  const mention = mentionQueryAt(text, caret);
  const candidates = mention ? mentionCandidates(members, viewerId, mention.query, locations).slice(0, 6) : [];

  const pick = (handle: string) => {
    if (!mention) return;
    const before = `${text.slice(0, mention.start)}@${handle} `;
    const next = before + text.slice(caret);
    setText(next);
    setCaret(before.length);
    requestAnimationFrame(() => input.current?.setSelectionRange(before.length, before.length));
  };

  const send = async () => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    const sent = await onSend(body);
    setSending(false);
    if (sent) {
      setText("");
      setCaret(0);
      lastTyping.current = 0;
    }
  };

  return (
    <Box sx={{ position: "relative", display: "flex", gap: 1, alignItems: "flex-end" }}>
      {candidates.length > 0 && (
        <Paper elevation={4} sx={{ position: "absolute", bottom: "100%", left: 0, mb: 1, zIndex: 1, minWidth: 220 }}>
          <List dense aria-label="Mention someone">
            {candidates.map((c, i) => (
              <ListItemButton
                key={c.id}
                selected={i === highlight % candidates.length}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(c.handle)}
              >
                <ListItemText
                  primary={c.fullname}
                  secondary={c.location ? `@${c.handle} · on the live board` : `@${c.handle}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      <TextField
        fullWidth
        multiline
        maxRows={6}
        size="small"
        placeholder="Write a message… (@ to mention)"
        value={text}
        inputRef={input}
        onChange={(e) => {
          setText(e.target.value);
          setCaret(e.target.selectionStart ?? e.target.value.length);
          setHighlight(0);
          const now = Date.now();
          if (e.target.value.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
            lastTyping.current = now;
            onTyping();
          }
        }}
        onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
        onKeyDown={(e) => {
          if (candidates.length > 0) {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              setHighlight((h) => (h + (e.key === "ArrowDown" ? 1 : candidates.length - 1)) % candidates.length);
              return;
            }
            if (e.key === "Enter" || e.key === "Tab") {
              e.preventDefault();
              pick(candidates[highlight % candidates.length]!.handle);
              return;
            }
          }
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
        slotProps={{ htmlInput: { "aria-label": "Message", maxLength: MESSAGE_MAX_LENGTH } }}
      />
      <IconButton color="primary" aria-label="Send" disabled={!text.trim() || sending} onClick={() => void send()}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
