/**
 * How a change a person makes to the address (a filter, a page, a tab) is applied: at once, not as a
 * transition. React Router applies an address change as a transition; while it waits, the page still on
 * screen re-renders with the old address at every live update, and Apollo re-observes a list's one query
 * in render, so the query is sent back and forth between the old and the new variables, each flip a
 * request (found on the notifications page; e2e/notifications.spec.ts counts its fetches).
 *
 * Not for a change made in an effect: React cannot flush while it is committing.
 */
export const APPLY_AT_ONCE = { flushSync: true } as const;
