import type { EventBody } from "@hearth/schema";
import type { z } from "zod";
import type { EventInput } from "../../__generated__/resolvers-types";
import { toPage } from "../../kernel/pageInfo";
import type { DomainResolvers } from "../domain";

/** GraphQL's optional fields as the REST body has them; the API validates every value (a `client` role included). */
function eventBody({
  title,
  description,
  startsAt,
  endsAt,
  allDay,
  place,
  audience,
}: EventInput): z.input<typeof EventBody> {
  return {
    title,
    description: description ?? null,
    startsAt,
    endsAt,
    allDay: allDay ?? false,
    place: place ?? null,
    audience: {
      kind: audience.kind,
      locationIds: audience.locationIds ?? [],
      roles: (audience.roles ?? []) as z.input<typeof EventBody>["audience"]["roles"],
    },
  };
}

/** The organization's events (§3 eventSize, eventCount, eventTotal); the API decides who sees and manages which. */
export const eventsResolvers: DomainResolvers = {
  Query: {
    events: async (_parent, { period, from, to, search, page, pageSize }, { api }) => {
      const { eventCount, eventTotal, ...page_ } = await api.events.list({ period, from, to, search, page, pageSize });
      return { ...toPage(page_), eventCount, eventTotal };
    },

    event: (_parent, { id }, { api }) => api.events.get(id),
  },

  Mutation: {
    createEvent: (_parent, { input }, { api }) => api.events.create(eventBody(input)),

    updateEvent: (_parent, { id, input }, { api }) => api.events.update(id, eventBody(input)),

    cancelEvent: (_parent, { id }, { api }) => api.events.cancel(id),
  },
};
