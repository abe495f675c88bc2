import { useEffect } from "react";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { keepTypingSessionsApart } from "@hearth/richtext";

/**
 * Every collaborative editor needs this beside its CollaborationPlugin: text typed here stays in
 * text nodes of this session, so two people starting to type at one spot never lose letters.
 */
export function TypingSessionPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => keepTypingSessionsApart(editor), [editor]);
  return null;
}
