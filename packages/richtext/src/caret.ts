import type { Provider } from "@lexical/yjs";
import {
  compareRelativePositions,
  createAbsolutePositionFromRelativePosition,
  createRelativePositionFromTypeIndex,
} from "yjs";
import type { Doc, RelativePosition } from "yjs";

type Awareness = Provider["awareness"];
type AwarenessState = Parameters<Awareness["setLocalState"]>[0];

/**
 * Keeps the local caret right after the text its owner typed when someone else types at the same spot.
 *
 * @lexical/yjs stores the local caret in the awareness state as a Yjs relative position and, after
 * every remote change, puts the selection back where that position now resolves. A collapsed caret
 * is stored tied to the character after it (assoc 0), so a remote insertion at the caret lands
 * before it and the caret jumps past the other person's text: two people typing on one line then
 * interleave letter by letter. Tied to the character before it (assoc -1, as y-prosemirror does),
 * the caret stays after its owner's last character and each person's words come out whole.
 *
 * Wraps `setLocalState` of `awareness` (the provider's, shared by every editor bound to `doc`);
 * ranges are left as @lexical/yjs makes them, their ends already tied to the selected text.
 */
export function keepCaretAfterOwnText(awareness: Awareness, doc: Doc): void {
  const setLocalState = awareness.setLocalState.bind(awareness);
  awareness.setLocalState = (state: AwarenessState) => setLocalState(withCaretAfterText(state, doc));
}

function withCaretAfterText(state: AwarenessState, doc: Doc): AwarenessState {
  if (state === null) return state;
  const { anchorPos, focusPos } = state;
  if (!anchorPos || !focusPos || !compareRelativePositions(anchorPos, focusPos)) return state;
  const caret = tiedToCharacterBefore(anchorPos, doc);
  return caret ? { ...state, anchorPos: caret, focusPos: caret } : state;
}

function tiedToCharacterBefore(position: RelativePosition, doc: Doc): RelativePosition | null {
  const absolute = createAbsolutePositionFromRelativePosition(position, doc);
  return absolute ? createRelativePositionFromTypeIndex(absolute.type, absolute.index, -1) : null;
}
