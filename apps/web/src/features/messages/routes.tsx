import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const MessagesPage = lazy(() => import("./MessagesPage"));

export const messagesRoutes: FeatureRoutes = {
  pages: [
    { path: "/messages", area: "messages", Page: MessagesPage },
    { path: "/messages/:conversationId", area: "messages", Page: MessagesPage },
  ],
};
