import { createContext, useContext } from "react";
import type { Provider } from "@lexical/yjs";
import type { Doc } from "yjs";
import type { SharedEditorUser } from "../../../lib/richText/SharedDocumentEditor";
import type { PlanActions } from "./usePlanDocument";
import type { NumberedItem } from "./planOutline";

export interface DiagnosisOption {
  code: string;
  description: string;
}

export interface ClinicianOption {
  id: string;
  fullname: string;
}

/** What every item of the open plan shares: the connection its editors ride, the user, what fields pick from. */
export interface PlanEditing {
  documentName: string;
  providerFactory: (id: string, docMap: Map<string, Doc>) => Provider;
  user: SharedEditorUser;
  /** Whether this user may change the plan now (synced, allowed, not locked). */
  editable: boolean;
  actions: PlanActions;
  /** The client's active diagnoses. */
  diagnoses: readonly DiagnosisOption[];
  /** The clinical staff of the client's location. */
  clinicians: readonly ClinicianOption[];
  /** Asks before removing an item with everything under it. */
  askRemove: (item: NumberedItem) => void;
}

export const PlanEditingContext = createContext<PlanEditing | null>(null);

export function usePlanEditing(): PlanEditing {
  const editing = useContext(PlanEditingContext);
  if (!editing) throw new Error("usePlanEditing: outside a plan");
  return editing;
}
