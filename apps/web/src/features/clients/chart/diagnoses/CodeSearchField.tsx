import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { SEARCH_DEBOUNCE_MS } from "../../../../lib/pickers/useSearchText";
import { useDebouncedValue } from "../../../../lib/useDebouncedValue";
import type { CodeChoice } from "./diagnosisForm";
import { DiagnosisCodeSearchQuery } from "./queries";

const codeLabel = (option: CodeChoice) => `${option.code} — ${option.description}`;

/**
 * The ICD-10-CM code of a new diagnosis, searched on the server as one types a code ("F11.2") or words
 * ("opioid withdrawal"). Category headings are listed for orientation but cannot be chosen.
 */
export function CodeSearchField({
  value,
  onChange,
  error,
  helperText,
}: {
  value: CodeChoice | null;
  onChange: (next: CodeChoice | null) => void;
  error?: boolean;
  helperText?: string;
}) {
  const [text, setText] = useState("");
  // Only typing searches: choosing an option writes its label into the box, which names no code.
  const [typed, setTyped] = useState("");
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(DiagnosisCodeSearchQuery, {
    variables: { query, limit: 30 },
    skip: query === "",
  });
  const found = query ? (data?.diagnosisCodes ?? []) : [];
  const options = value && !found.some((o) => o.code === value.code) ? [value, ...found] : found;
  return (
    <Autocomplete<CodeChoice>
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        setText(next);
        if (reason === "input" || reason === "clear") setTyped(next);
      }}
      filterOptions={(all) => all}
      getOptionLabel={codeLabel}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionDisabled={(option) => !option.billable}
      loading={loading}
      noOptionsText={typed.trim() ? "No code matches" : "Type a code or words of the diagnosis"}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {option.code}
            </Typography>{" "}
            — {option.description}
            {!option.billable && (
              <Typography component="span" variant="caption" color="text.secondary">
                {" "}
                (category heading)
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          autoFocus
          label="Diagnosis (ICD-10-CM)"
          placeholder="Code or words, e.g. F11.2 or opioid"
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
