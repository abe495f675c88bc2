import { z } from "zod";
import { MAX_PAGE_SIZE } from "../constants";

export const id = z.uuid({ message: "must be an id" });
export const paging = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
});

/** Comma-separated or repeated query values, e.g. `?status=1,2` or `?status=1&status=2`. */
export const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === "") return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
    return parts.map((p) => p.trim()).filter(Boolean);
  }, z.array(item).optional());

export interface Results<T> {
  results: T;
}
export interface Page<T> {
  results: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LocationRef {
  id: string;
  name: string;
}
