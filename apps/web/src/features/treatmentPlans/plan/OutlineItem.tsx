import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { PLAN_ITEM_LABELS, planItemRoot } from "@hearth/schema";
import type { PlanItemKind } from "@hearth/schema";
import { useShell } from "../../../app/shell/ShellState";
import { ItemFields } from "./ItemFields";
import { SharedDocumentEditor } from "../../../lib/richText/SharedDocumentEditor";
import { childKindOf } from "./planOutline";
import type { NumberedItem } from "./planOutline";
import { usePlanEditing } from "./planEditing";

/** What an item's text is, as its editor is named: "Problem 1 statement", "Goal 1.2, in the client's words", … */
export function textLabel(item: Pick<NumberedItem, "kind" | "label">): string {
  switch (item.kind) {
    case "problem":
      return `${item.label} statement`;
    case "goal":
      return `${item.label}, in the client's words`;
    case "objective":
      return `${item.label}, measurable`;
    case "intervention":
      return `${item.label}, what is done`;
  }
}

const lower = (kind: PlanItemKind) => PLAN_ITEM_LABELS[kind].toLowerCase();
/** "problem 1", "goal 1.2": an item named inside a sentence. */
export const inSentence = (item: Pick<NumberedItem, "kind" | "number">) => `${lower(item.kind)} ${item.number}`;

const INDENT: Record<PlanItemKind, number> = { problem: 0, goal: 2, objective: 2, intervention: 2 };

/**
 * One item of the plan with everything under it: its number, text editor, fields, the moves and the
 * removal, and a button adding an item of the next kind under it. A section named like the item,
 * so a control is found by its name inside it ("Diagnosis" of "Problem 2").
 */
export function OutlineItem({ item }: { item: NumberedItem }) {
  const editing = usePlanEditing();
  const { notify } = useShell();
  const childKind = childKindOf(item.kind);
  const { editable, actions } = editing;
  // Someone else may have removed or moved the item a moment before: the document refuses, nothing is lost.
  const attempt = (change: () => void) => {
    try {
      change();
    } catch {
      notify("The plan changed meanwhile; try again.", "warning");
    }
  };

  return (
    <Box
      component="section"
      aria-label={item.label}
      sx={{
        ml: INDENT[item.kind],
        mt: 1.5,
        pl: item.kind === "problem" ? 0 : 1.5,
        borderLeft: item.kind === "problem" ? 0 : 2,
        borderColor: "divider",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mb: 0.5 }}>
        <Typography
          component={item.kind === "problem" ? "h3" : "h4"}
          variant={item.kind === "problem" ? "h6" : "subtitle1"}
          sx={{ fontWeight: 600, flex: 1 }}
        >
          {item.label}
          {item.kind === "goal" && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              in the client&apos;s words
            </Typography>
          )}
        </Typography>
        {editable && (
          <>
            <Tooltip title="Move up">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Move ${inSentence(item)} up`}
                  disabled={!item.up}
                  onClick={() => item.up && attempt(() => actions.move(item.node.id, item.up!))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Move ${inSentence(item)} down`}
                  disabled={!item.down}
                  onClick={() => item.down && attempt(() => actions.move(item.node.id, item.down!))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remove">
              <IconButton
                size="small"
                aria-label={`Remove ${inSentence(item)}`}
                onClick={() => editing.askRemove(item)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      <SharedDocumentEditor
        documentName={editing.documentName}
        rootName={planItemRoot(item.node.id)}
        label={textLabel(item)}
        testId={`plan-item-${item.node.id}`}
        providerFactory={editing.providerFactory}
        editable={editable}
        user={editing.user}
        namespace={`TreatmentPlan:${planItemRoot(item.node.id)}`}
        // An item's text is a sentence or a short paragraph: a line or two, growing as it is written.
        minHeight={48}
        mountsAfterSync
      />
      <ItemFields item={item} />
      {item.children.map((child) => (
        <OutlineItem key={child.node.id} item={child} />
      ))}
      {editable && childKind && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          aria-label={`Add ${lower(childKind)} to ${inSentence(item)}`}
          onClick={() => attempt(() => actions.add(childKind, item.node.id))}
          sx={{ mt: 1, ml: 2 }}
        >
          Add {lower(childKind)}
        </Button>
      )}
    </Box>
  );
}
