import type { GatewayDomain } from "../domain";
import { ClientEpisodesApi } from "./api";
import { clientEpisodesResolvers } from "./resolvers";

/** A client's episodes of care: admission, readmission, discharge, referrals, level of care and location history. */
export const clientEpisodesDomain: GatewayDomain<"clientEpisodes", ClientEpisodesApi> = {
  name: "clientEpisodes",
  api: (rest) => new ClientEpisodesApi(rest),
  resolvers: clientEpisodesResolvers,
  mappers: {
    ClientEpisode: "@hearth/schema#ClientEpisode",
    LevelOfCareChange: "@hearth/schema#LevelOfCareChange",
    LocationChange: "@hearth/schema#LocationChange",
    ClientReferral: "@hearth/schema#ClientReferral",
  },
};
