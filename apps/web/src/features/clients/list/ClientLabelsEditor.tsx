import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import LabelOutlinedIcon from "@mui/icons-material/LabelOutlined";
import { ClientLabelsUpdate } from "@hearth/schema";
import { graphql } from "../../../__generated__";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { Refusal } from "../../../lib/forms/Refusal";
import { useDialogRequest } from "../../../lib/forms/useDialogRequest";
import { LabelChip, LabelChips } from "./LabelChip";
import { LabelsQuery } from "./labelQueries";
import { useChartCan } from "../chart/chartAccess";

const ClientLabelsQuery = graphql(`
  query ClientLabelsEditor($mrNo: String!) {
    client(mrNo: $mrNo) {
      id
      mrNo
      labels {
        id
        name
        color
      }
    }
  }
`);

const SetClientLabelsMutation = graphql(`
  mutation SetClientLabels($mrNo: String!, $labelIds: [ID!]!) {
    setClientLabels(mrNo: $mrNo, labelIds: $labelIds) {
      clientId
      mrNo
      labels {
        id
        name
        color
      }
    }
  }
`);

/**
 * A client's labels as chips, and for those who may change them (`client:labels_update`) a button
 * that opens the organization's labels to tick. Small and tab-less: meant for the chart's header.
 */
export function ClientLabelsEditor({ mrNo }: { mrNo: string }) {
  const can = useChartCan();
  const { data } = useQuery(ClientLabelsQuery, { variables: { mrNo } });
  const [open, setOpen] = useState(false);
  const client = data?.client;
  if (!client) return null;
  const editable = can("client:labels_update");
  if (client.labels.length === 0 && !editable) return null;

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap" }} aria-label="Labels" role="group">
      <LabelChips labels={client.labels} />
      {client.labels.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No labels
        </Typography>
      )}
      {editable && (
        <Tooltip title="Edit labels">
          <IconButton size="small" aria-label="Edit labels" onClick={() => setOpen(true)}>
            <LabelOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open && (
        <EditLabelsDialog
          mrNo={mrNo}
          clientId={client.id}
          current={client.labels.map((l) => l.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}

function EditLabelsDialog({
  mrNo,
  clientId,
  current,
  onClose,
}: {
  mrNo: string;
  clientId: string;
  current: string[];
  onClose: () => void;
}) {
  const { data, loading } = useQuery(LabelsQuery, { variables: { includeArchived: false } });
  const [chosen, setChosen] = useState<string[]>(current);
  const [setLabels] = useMutation(SetClientLabelsMutation, {
    // The client's summary (list rows, header) shows the new labels at once.
    update: (cache, { data: answer }) => {
      const saved = answer?.setClientLabels;
      if (!saved) return;
      cache.modify({
        id: cache.identify({ __typename: "ClientSummary", id: clientId }),
        fields: {
          labels: (_existing, { toReference }) =>
            saved.labels.map((l) => toReference({ __typename: "Label", id: l.id }, true)),
        },
      });
    },
  });
  const request = useDialogRequest(async (labelIds: string[]) => {
    await setLabels({ variables: { mrNo, labelIds } });
    onClose();
  });
  const labels = data?.labels ?? [];
  const checked = ClientLabelsUpdate.safeParse({ labelIds: chosen });
  const toggle = (id: string) => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);

  return (
    <FormDialog
      open
      title="Labels"
      submitLabel="Save labels"
      busy={request.busy}
      error={
        request.error ? <Refusal error={request.error} /> : checked.success ? null : checked.error.issues[0]?.message
      }
      onSubmit={() => checked.success && void request.run(chosen)}
      onClose={onClose}
      submitDisabled={!checked.success}
      maxWidth="xs"
    >
      {!loading && labels.length === 0 && (
        <Typography color="text.secondary">
          Your organization has no labels yet: an administrator creates them in Settings.
        </Typography>
      )}
      <FormGroup>
        {labels.map((label) => (
          <FormControlLabel
            key={label.id}
            control={<Checkbox checked={chosen.includes(label.id)} onChange={() => toggle(label.id)} />}
            label={<LabelChip label={label} />}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
