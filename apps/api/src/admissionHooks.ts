/**
 * Admission on the API's routes: every route that may touch the database takes a permit before
 * anything else runs (authentication included) and gives it back when its response is over —
 * sent, failed, or abandoned by the client. Routes that never touch the database opt out with
 * `config: { database: false }` (or by path, for routes a plugin registers).
 *
 * A request takes one permit, once: nothing inside it (authentication, services, transactions)
 * asks for another, so it can never wait on itself. The API's callers (gateway, collab server)
 * hold no permits, so their fan-out cannot deadlock either. Do not call the API over HTTP from
 * inside an API request: that would hold one slot while waiting for another.
 */
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions, preHandlerHookHandler } from "fastify";
import { AdmissionRejected, RETRY_AFTER_SECONDS } from "./admission";
import type { Admission, Permit } from "./admission";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route never touches the database and needs no admission. */
    database?: boolean;
  }
}

interface RequestState {
  permit: Permit | null;
  /** The route handler is running: an abandoned request keeps its slot until the handler ends. */
  handling: boolean;
  closed: boolean;
}

const WRAPPED = Symbol("admission");

/** The 503 a request gets when it is not admitted. */
export function busyBody(error: AdmissionRejected): { error: { code: string; message: string } } {
  return { error: { code: "server_busy", message: error.message } };
}

export function createAdmissionHooks(admission: Admission, skip: (route: RouteOptions) => boolean) {
  const states = new WeakMap<FastifyRequest, RequestState>();

  const admit: preHandlerHookHandler = async function admit(request: FastifyRequest, reply: FastifyReply) {
    if (states.has(request)) return;
    const state: RequestState = { permit: null, handling: false, closed: false };
    states.set(request, state);
    const res = reply.raw;
    // The client went away before we got here: nothing to do, nobody to answer.
    if (res.closed || res.destroyed) return reply.hijack();
    const abandoned = new AbortController();
    res.once("close", () => {
      state.closed = true;
      // Only a wait for a permit listens; aborting costs a DOMException with its stack, on every request.
      if (!state.permit) abandoned.abort();
      if (!state.handling) state.permit?.release();
    });
    try {
      state.permit = await admission.acquire(abandoned.signal);
    } catch (error) {
      if (error instanceof AdmissionRejected)
        return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(busyBody(error));
      return reply.hijack();
    }
    if (state.closed) {
      state.permit.release();
      return reply.hijack();
    }
  };

  /** Keeps the slot while the handler runs, even when the client has already gone. */
  function wrapHandler(handler: RouteHandlerMethod): RouteHandlerMethod {
    return function admitted(this: unknown, request, reply) {
      const state = states.get(request);
      if (!state) return handler.call(this as never, request, reply);
      if (state.closed) {
        // Abandoned while authenticating: the slot is already back, and nobody wants the answer.
        reply.hijack();
        return undefined;
      }
      state.handling = true;
      const done = () => {
        state.handling = false;
        if (state.closed) state.permit?.release();
      };
      let result: unknown;
      try {
        result = handler.call(this as never, request, reply);
      } catch (error) {
        done();
        throw error;
      }
      if (
        result !== null &&
        typeof result === "object" &&
        typeof (result as PromiseLike<unknown>).then === "function"
      ) {
        return (result as Promise<unknown>).then(
          (value) => {
            done();
            return value;
          },
          (error: unknown) => {
            done();
            throw error;
          },
        );
      }
      done();
      return result;
    } as RouteHandlerMethod;
  }

  /** onRoute hook: puts admission first in the route's preHandlers and around its handler. */
  return function onRoute(route: RouteOptions): void {
    if (route.config?.database === false || skip(route)) return;
    if ((route as { [WRAPPED]?: true })[WRAPPED]) return;
    (route as { [WRAPPED]?: true })[WRAPPED] = true;
    const existing =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [admit, ...existing];
    route.handler = wrapHandler(route.handler);
  };
}
