import type { Page } from "@hearth/schema";
import type { PageInfo } from "../__generated__/resolvers-types";

/** REST pages carry `total, page, pageSize` beside `results`; GraphQL groups them in `pageInfo`. */
export function toPage<T>(page: Page<T>): { results: T[]; pageInfo: PageInfo } {
  return { results: page.results, pageInfo: { total: page.total, page: page.page, pageSize: page.pageSize } };
}
