/** __Label__ items as the REST contract presents them. */
import type { LocationRef, __Name__Item } from "@hearth/schema";
import type { __Name__ItemRow } from "../../db/schema";

export const present__Name__Item = (row: __Name__ItemRow, location: LocationRef): __Name__Item => ({
  id: row.id,
  name: row.name,
  location,
  createdAt: row.createdAt.toISOString(),
});
