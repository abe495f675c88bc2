/** Program and room rows as the REST contract presents them. */
import type { Program, Room } from "@hearth/schema";
import type { ProgramRow, RoomRow } from "../../../db/schema";

export const presentProgram = (p: ProgramRow): Program => ({
  id: p.id,
  name: p.name,
  locationId: p.locationId,
  levelOfCare: p.levelOfCare,
  active: p.active,
});

export const presentRoom = (r: RoomRow): Room => ({
  id: r.id,
  locationId: r.locationId,
  name: r.name,
  capacity: r.capacity,
  active: r.active,
});
