import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ListAltIcon from "@mui/icons-material/ListAlt";
import { LoadError } from "../../app/pages/LoadError";
import { useSessionUser } from "../../app/session/SessionContext";
import { EmptyState } from "../../lib/EmptyState";
import { Refusal } from "../../lib/forms/Refusal";
import { Create__Name__ItemMutation, __Name__ItemsQuery } from "./queries";

/** __Label__: the items of the locations the user works at, and adding one to one of them. */
export default function __Name__Page() {
  const me = useSessionUser();
  const { data, loading, error, refetch } = useQuery(__Name__ItemsQuery);
  const [create, created] = useMutation(Create__Name__ItemMutation, { refetchQueries: [__Name__ItemsQuery] });
  const [name, setName] = useState("");
  const [locationId, setLocationId] = useState(me.defaultLocation?.id ?? me.locations[0]?.id ?? "");

  const add = async () => {
    try {
      await create({ variables: { input: { locationId, name: name.trim() } } });
      setName("");
    } catch {
      // shown from `created.error`
    }
  };
  const items = data?.__name__Items ?? [];

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        __Label__
      </Typography>
      <Box
        component="form"
        aria-label="Add an item"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
        sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}
      >
        <TextField
          required
          size="small"
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        {me.locations.length > 1 && (
          <TextField
            select
            size="small"
            label="Location"
            value={locationId}
            onChange={(event) => setLocationId(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {me.locations.map((location) => (
              <MenuItem key={location.id} value={location.id}>
                {location.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={!locationId || !name.trim() || created.loading}>
          Add
        </Button>
      </Box>
      {created.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Refusal error={created.error} />
        </Alert>
      )}
      {error && <LoadError what="__Label__" error={error} onRetry={() => void refetch()} />}
      {loading && <LinearProgress />}
      {data && items.length === 0 && (
        <EmptyState icon={ListAltIcon} title="Nothing here yet" detail="Items added to your locations show here." />
      )}
      {items.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="__Label__">
            {items.map((item, index) => (
              <ListItem key={item.id} divider={index < items.length - 1}>
                <ListItemText primary={item.name} secondary={item.location.name} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
