import { useState } from "react";
import { useDebouncedValue } from "../useDebouncedValue";

export const SEARCH_DEBOUNCE_MS = 250;

/** What is typed into a picker, and what goes to the server: trimmed, once typing pauses, null for nothing. */
export function useSearchText() {
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS) || null;
  return { text, setText, query };
}
