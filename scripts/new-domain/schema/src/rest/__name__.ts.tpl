/** REST contract of __label__: named items of a location. */
import { z } from "zod";
import { id } from "./common";
import type { LocationRef } from "./common";

export interface __Name__Item {
  id: string;
  name: string;
  location: LocationRef;
  createdAt: string;
}

/** GET /api/auth/__name_kebab__: the caller's locations' items, or one location's. */
export const __Name__ItemListQuery = z.object({ locationId: id.optional() });

/** POST /api/auth/locations/:locationId/__name_kebab__: a new item of that location. */
export const __Name__ItemBody = z.strictObject({
  name: z.string().trim().min(1, { message: "is required" }).max(120, { message: "must be at most 120 characters" }),
});
export type __Name__ItemBody = z.input<typeof __Name__ItemBody>;
