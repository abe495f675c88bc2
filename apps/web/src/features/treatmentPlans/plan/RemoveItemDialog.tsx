import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { underText } from "./planOutline";
import type { NumberedItem } from "./planOutline";

/** Asks before an item goes, naming it and what goes with it; removed for everyone writing the plan. */
export function RemoveItemDialog(props: { item: NumberedItem; onCancel: () => void; onRemove: () => void }) {
  const under = underText(props.item);
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby="remove-plan-item-title">
      <DialogTitle id="remove-plan-item-title">Remove {props.item.label}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {props.item.label}
          {under ? ` and ${under}` : ""} will be removed from the plan for everyone writing it.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={props.onRemove}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
