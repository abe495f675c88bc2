/** The version this bundle was built from (root package.json), e.g. "0.1.0". */
export const APP_VERSION: string = typeof __HEARTH_VERSION__ === "string" ? __HEARTH_VERSION__ : "development";
