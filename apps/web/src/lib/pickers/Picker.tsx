import type { ReactNode } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";

/** One choice or several: `multiple` picks the shape of `value` and `onChange`. */
export type Selection<T> =
  | { multiple: true; value: readonly T[]; onChange: (next: T[]) => void }
  | { multiple?: false; value: T | null; onChange: (next: T | null) => void };

/** What a screen says around a picker: its own label, hints and empty state. */
export interface PickerText {
  label: string;
  helperText?: string;
  placeholder?: string;
  /** Shown when nothing is offered; MUI's "No options" by default. */
  noOptionsText?: ReactNode;
  required?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

/** Typed text that the server searches: the options are its answer and are not filtered again here. */
export interface ServerSearch {
  text: string;
  onText: (text: string) => void;
}

type Props<T> = Selection<T> &
  PickerText & {
    options: readonly T[];
    loading?: boolean;
    optionLabel: (option: T) => string;
    groupBy?: (option: T) => string;
    /** Options already picked are not offered again. */
    hidePicked?: boolean;
    search?: ServerSearch;
  };

/**
 * The one autocomplete behind the staff and client pickers: options keyed and compared by `id`,
 * picked values as chips when `multiple`, and the screen's own label, hints and empty state.
 */
export function Picker<T extends { id: string }>(props: Props<T>) {
  const { search } = props;
  return (
    <Autocomplete<T, boolean>
      multiple={props.multiple === true}
      size={props.size}
      sx={props.sx}
      options={props.options}
      value={props.value as T | T[] | null}
      loading={props.loading}
      getOptionLabel={props.optionLabel}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      groupBy={props.groupBy}
      filterSelectedOptions={props.hidePicked}
      onChange={(_event, next) => (props.onChange as (next: T | T[] | null) => void)(next)}
      {...(search && {
        filterOptions: (all: T[]) => all,
        inputValue: search.text,
        onInputChange: (_event: unknown, next: string) => search.onText(next),
      })}
      {...(props.noOptionsText !== undefined && { noOptionsText: props.noOptionsText })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          helperText={props.helperText}
          placeholder={props.placeholder}
          required={props.required}
          error={props.error}
          autoFocus={props.autoFocus}
          // With several, the chips are the value and the text box only searches: the browser must not demand text in it.
          slotProps={
            props.multiple
              ? { ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, required: false } }
              : params.slotProps
          }
        />
      )}
    />
  );
}
