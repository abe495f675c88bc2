import { useEffect, useState } from "react";
import type { LexicalEditor } from "lexical";
import { mergeRegister } from "@lexical/utils";
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW } from "lexical";

/**
 * What an editor's toolbar enables: anything only while the editor is editable, undo and redo
 * only when the collaboration plugin's per-user Yjs history has a step to take.
 */
export function useToolbarState(editor: LexicalEditor) {
  const [editable, setEditable] = useState(editor.isEditable());
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerEditableListener(setEditable),
        editor.registerCommand(CAN_UNDO_COMMAND, (can) => (setCanUndo(can), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (can) => (setCanRedo(can), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );

  return { editable, canUndo, canRedo };
}
