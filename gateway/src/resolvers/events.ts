import type { EventBody } from "@hearth/schema";
import type { z } from "zod";
import type { EventInput, MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";

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
export const eventQuery: QueryResolvers = {
  events: async (_parent, { period, from, to, search, page, pageSize }, { rest }) => {
    const { eventCount, eventTotal, ...page_ } = await rest.events.list({ period, from, to, search, page, pageSize });
    return { ...toPage(page_), eventCount, eventTotal };
  },

  event: (_parent, { id }, { rest }) => rest.events.get(id),
};

export const eventMutation: MutationResolvers = {
  createEvent: (_parent, { input }, { rest }) => rest.events.create(eventBody(input)),

  updateEvent: (_parent, { id, input }, { rest }) => rest.events.update(id, eventBody(input)),

  cancelEvent: (_parent, { id }, { rest }) => rest.events.cancel(id),
};
