export { createGateway, GRAPHQL_PATH } from "./server";
export type { Gateway, GatewayOptions } from "./server";
export { start } from "./main";
