import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DataGrid } from "@mui/x-data-grid";
import type { DataGridProps, GridPaginationModel, GridValidRowModel } from "@mui/x-data-grid";

declare module "@mui/x-data-grid" {
  interface NoRowsOverlayPropsOverrides {
    /** What an empty page says (ServerPagedGrid's `emptyText`). */
    text?: ReactNode;
  }
}

function NoRows({ text }: { text?: ReactNode }) {
  return (
    <Box sx={{ height: "100%", display: "grid", placeItems: "center", p: 2 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** What ServerPagedGrid decides for every list; the rest of DataGrid's props pass through. */
type Fixed =
  | "paginationMode"
  | "pageSizeOptions"
  | "disableColumnSorting"
  | "sortingMode"
  | "sortingOrder"
  | "disableColumnFilter"
  | "disableRowSelectionOnClick"
  | "autoHeight"
  | "slots"
  | "slotProps";

/** One server page as a list page hands it to its grid. */
export interface ServerPage<R extends GridValidRowModel> {
  rows: R[];
  /** Rows on every page together (the server's `pageInfo.total`). */
  rowCount: number;
  loading: boolean;
  /** The page the server was asked for; its size is the only one offered. */
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}

export type ServerPagedGridProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, Fixed | keyof ServerPage<R>> &
  ServerPage<R> & {
    /** The grid's name for assistive technology (and the e2e specs). */
    label: string;
    /** What the grid says when there is nothing on the page. */
    emptyText: ReactNode;
  };

/**
 * A DataGrid over one server page of a list: the server sorts, filters and pages, so the grid
 * offers no filtering and one page size, and sorting only when the page asks the server for it
 * (`sortModel` and `onSortModelChange`; columns the server cannot sort say `sortable: false`). It
 * grows with its rows on the paper background, and rows that open something (`onRowClick`) show a pointer.
 */
export function ServerPagedGrid<R extends GridValidRowModel>({ emptyText, sx, ...props }: ServerPagedGridProps<R>) {
  return (
    <DataGrid<R>
      {...props}
      paginationMode="server"
      pageSizeOptions={[props.paginationModel.pageSize]}
      sortingMode="server"
      // A server-sorted list is always in some order: a click toggles between the two.
      sortingOrder={["asc", "desc"]}
      disableColumnSorting={!props.onSortModelChange}
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      slots={{ noRowsOverlay: NoRows }}
      slotProps={{ noRowsOverlay: { text: emptyText } }}
      sx={[
        { bgcolor: "background.paper", minHeight: 240 },
        props.onRowClick ? { "& .MuiDataGrid-row": { cursor: "pointer" } } : false,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
