import type { ComponentType, LazyExoticComponent } from "react";
import type { Area } from "@hearth/schema";

type Page = LazyExoticComponent<ComponentType>;

/**
 * The routes one feature adds to the staff app: pages inside the bars, and print pages inside the
 * print layout, each in the area whose roles may open it. Pages are lazy: the login route loads none.
 */
export interface FeatureRoutes {
  pages?: readonly { path: string; area?: Area; Page: Page }[];
  printPages?: readonly { path: string; area: Area; Page: Page }[];
}
