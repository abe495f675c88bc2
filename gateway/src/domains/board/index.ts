import type { GatewayDomain } from "../domain";
import { BoardApi } from "./api";
import { boardLive } from "./live";
import { boardResolvers } from "./resolvers";

export const boardDomain: GatewayDomain<"board", BoardApi> = {
  name: "board",
  api: (rest) => new BoardApi(rest),
  resolvers: boardResolvers,
  live: boardLive,
  mappers: { BoardEntry: "@hearth/schema#BoardEntry", LocationBoard: "@hearth/schema#LocationBoard" },
};
