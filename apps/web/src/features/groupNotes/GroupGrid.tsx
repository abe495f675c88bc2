import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { GridColDef } from "@mui/x-data-grid";
import EditIcon from "@mui/icons-material/Edit";
import { PAGE_SIZE } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { GroupGrid_GroupFragment } from "../../__generated__/graphql";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import type { ServerPage } from "../../lib/ServerPagedGrid";
import { formatSchedule } from "./schedule";

export const GroupGridFragment = graphql(`
  fragment GroupGrid_group on Group {
    id
    name
    description
    serviceCode
    active
    program {
      id
      name
    }
    room {
      id
      name
    }
    facilitators {
      id
      fullname
      role
    }
    roster {
      id
      mrNo
      fullname
      dateOfBirth
    }
    schedule {
      weekday
      startTime
      endTime
    }
  }
`);

export type GroupRow = GroupGrid_GroupFragment;
export const GROUP_PAGE_SIZE: number = PAGE_SIZE.groups;

/** One server page of a location's groups; with `onEdit`, each row has an edit button. */
export function GroupGrid({ onEdit, ...page }: ServerPage<GroupRow> & { onEdit?: (group: GroupRow) => void }) {
  const columns: GridColDef<GroupRow>[] = [
    { field: "name", headerName: "Group", flex: 1, minWidth: 180 },
    { field: "program", headerName: "Program", minWidth: 160, valueGetter: (_value, row) => row.program.name },
    { field: "room", headerName: "Room", minWidth: 120, valueGetter: (_value, row) => row.room?.name ?? "—" },
    {
      field: "facilitators",
      headerName: "Facilitators",
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.facilitators.map((f) => f.fullname).join(", "),
    },
    {
      field: "schedule",
      headerName: "Schedule",
      flex: 1.2,
      minWidth: 220,
      valueGetter: (_value, row) => formatSchedule(row.schedule),
    },
    {
      field: "roster",
      headerName: "Roster",
      minWidth: 90,
      type: "number",
      valueGetter: (_value, row) => row.roster.length,
    },
    {
      field: "active",
      headerName: "Status",
      minWidth: 100,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.active ? "Active" : "Inactive"} color={row.active ? "success" : "default"} />
      ),
    },
  ];
  if (onEdit) {
    columns.push({
      field: "actions",
      headerName: "",
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });
  }
  return (
    <ServerPagedGrid<GroupRow>
      {...page}
      label="Groups"
      columns={columns}
      // Facilitators and schedules wrap onto more lines.
      getRowHeight={() => "auto"}
      emptyText="No groups match these filters"
      sx={{ "& .MuiDataGrid-cell": { py: 1 } }}
    />
  );
}
