import { useEffect, useMemo, useState } from "react";
import { useCollaborationContext } from "@lexical/react/LexicalCollaborationContext";
import { initLocalState } from "@lexical/yjs";
import { PLAN_ITEM_FIELDS, PLAN_OUTLINE_HIERARCHY, TREATMENT_PLAN_OUTLINE, planItemRoot } from "@hearth/schema";
import type { PlanItemKind } from "@hearth/schema";
import {
  addOutlineItemWithText,
  moveOutlineItem,
  observeOutline,
  readOutline,
  removeOutlineItem,
  setOutlineField,
} from "@hearth/richtext";
import type { OutlineFieldValue, OutlineFields, OutlineNode, OutlinePlacement } from "@hearth/richtext";
import type { Doc } from "yjs";
import type { SharedProvider } from "../../../lib/collab/sharedProvider";
import { liveSigningGaps } from "./planOutline";
import type { SharedEditorUser } from "../../../lib/richText/SharedDocumentEditor";

const OUTLINE = { name: TREATMENT_PLAN_OUTLINE };

/**
 * The plan's Y.Doc, connected by the page itself rather than by its editors: an empty plan has no
 * editor, and the items (so the editors) are only known from the synced document. The page holds
 * one share of the plan's provider for as long as it shows, and is present under the user's name
 * before any editor mounts. Call inside the plan's `<LexicalCollaboration>`: the editors find the
 * same Y.Doc in its map.
 */
export function usePlanDoc(shared: SharedProvider, documentName: string, user: SharedEditorUser): Doc | null {
  const { yjsDocMap } = useCollaborationContext();
  // Made while rendering (it only builds the provider, unconnected) so that its Y.Doc is there at once;
  // the view owning `shared` is remounted for another document.
  const [provider] = useState(() => shared.providerFactory(documentName, yjsDocMap));
  useEffect(() => {
    initLocalState(provider, user.name, user.color, false, { userId: user.id });
    void provider.connect();
    return () => provider.disconnect();
  }, [provider, user]);
  return shared.doc;
}

/** The outline as it is now, read again after every change to it, here or elsewhere. */
export function useOutline(doc: Doc | null): OutlineNode[] {
  const [outline, setOutline] = useState<OutlineNode[]>([]);
  useEffect(() => {
    if (!doc) return;
    const read = () => setOutline(readOutline(doc, OUTLINE));
    read();
    return observeOutline(doc, read, OUTLINE);
  }, [doc]);
  return outline;
}

/** How long typing may go on before the gaps are worked out again. */
const GAPS_DELAY_MS = 300;

/** What keeps the plan from being signed, worked out here from the outline and the items' texts as they change. */
export function useSigningGaps(doc: Doc | null, outline: readonly OutlineNode[]): string[] {
  const [gaps, setGaps] = useState<string[]>([]);
  useEffect(() => {
    if (!doc) return;
    const refresh = () => setGaps(liveSigningGaps(doc, outline));
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, GAPS_DELAY_MS);
    };
    doc.on("update", later);
    return () => {
      clearTimeout(timer);
      doc.off("update", later);
    };
  }, [doc, outline]);
  return gaps;
}

/** The fields a new item starts with: every field of its kind empty, an objective open. */
export function newItemFields(kind: PlanItemKind): OutlineFields {
  const fields: OutlineFields = Object.fromEntries(PLAN_ITEM_FIELDS[kind].map((name) => [name, null]));
  if (kind === "objective") fields["status"] = "open";
  return fields;
}

export interface PlanActions {
  /** Adds an item (last under `parentId`) with one empty paragraph of text; answers its id. */
  add(kind: PlanItemKind, parentId: string | null): string;
  move(id: string, to: OutlinePlacement): void;
  setField(id: string, name: string, value: OutlineFieldValue): void;
  remove(id: string): void;
}

/** Changes to the plan's outline, written straight into its document (the server keeps it). */
export function usePlanActions(doc: Doc | null): PlanActions | null {
  return useMemo(() => {
    if (!doc) return null;
    return {
      add: (kind, parentId) =>
        addOutlineItemWithText(
          doc,
          PLAN_OUTLINE_HIERARCHY,
          { kind, parentId, fields: newItemFields(kind) },
          planItemRoot,
          [],
          OUTLINE,
        ),
      move: (id, to) => moveOutlineItem(doc, PLAN_OUTLINE_HIERARCHY, id, to, OUTLINE),
      setField: (id, name, value) => setOutlineField(doc, id, name, value, OUTLINE),
      remove: (id) => removeOutlineItem(doc, id, OUTLINE),
    };
  }, [doc]);
}
