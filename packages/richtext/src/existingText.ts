import { XmlText, YTextEvent } from "yjs";
import type { Doc, Transaction, YEvent } from "yjs";

type DeepObserver = (events: YEvent<XmlText>[], transaction: Transaction) => void;

/**
 * `getXmlText` for a CollaborationPlugin whose root may already hold text when the editor mounts.
 *
 * A Lexical (v1) binding only hears the changes made to its root after it starts observing it: an
 * editor bound to a synced root stays empty (and its first keystroke would write a second
 * paragraph beside the first). The group note avoids that by binding every editor before the first
 * sync; a treatment plan cannot, since its items come and go with the document itself. So the next observer
 * of the root — the binding's own, registered right after this returns — is handed, once, an event
 * inserting everything the root holds now, exactly as a provider's sync would have delivered it.
 * Changes after that reach it the ordinary way.
 */
export function rootLoadingExistingText(rootName: string): (doc: Doc) => XmlText {
  return (doc) => {
    const root = doc.get(rootName, XmlText) as XmlText;
    const patched = root as XmlText & { observeDeep: XmlText["observeDeep"] };
    patched.observeDeep = (observer: DeepObserver) => {
      // One binding, one load: later observers (StrictMode's second effect run) get the plain method back.
      delete (patched as Partial<XmlText>).observeDeep;
      root.observeDeep(observer);
      replayContent(root, observer);
    };
    return root;
  };
}

/** Hands `observer` one event inserting the root's whole content; nothing when the root is empty. */
export function replayContent(root: XmlText, observer: DeepObserver): void {
  const delta = root.toDelta() as unknown[];
  if (delta.length === 0 || root.doc === null) return;
  // What @lexical/yjs reads of a text event (target, keysChanged, childListChanged, delta) and of
  // its transaction (origin; deleteSet, swept after the update): nothing was deleted, nobody's origin.
  const event = Object.create(YTextEvent.prototype) as YEvent<XmlText>;
  Object.defineProperties(event, {
    target: { value: root },
    currentTarget: { value: root },
    keysChanged: { value: new Set<string>() },
    childListChanged: { value: true },
    delta: { value: delta },
  });
  const transaction = { doc: root.doc, origin: null, local: false, deleteSet: { clients: new Map() } };
  Object.defineProperty(event, "transaction", { value: transaction });
  observer([event], transaction as unknown as Transaction);
}
