import type { RenderedContentResolvers } from "../__generated__/resolvers-types";

export const RenderedContent: RenderedContentResolvers = {
  // The Lexical editor state goes as a JSON string: its shape is Lexical's, not part of our schema.
  json: (content) => JSON.stringify(content.json ?? null),
};
