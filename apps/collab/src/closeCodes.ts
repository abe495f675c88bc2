/**
 * WebSocket close codes the collab server uses. 4400–4499 tell y-websocket's provider not to reconnect
 * (a decision reconnecting cannot fix); the standard codes below make it retry with backoff.
 */
export const CLOSE = {
  goingAway: { code: 1001, reason: "server shutting down" },
  malformed: { code: 1003, reason: "malformed message" },
  tooBig: { code: 1009, reason: "message too big" },
  internal: { code: 1011, reason: "internal error" },
  tryAgain: { code: 1013, reason: "try again later" },
  unauthenticated: { code: 4401, reason: "unauthenticated" },
  forbidden: { code: 4403, reason: "forbidden" },
  /**
   * The socket sent more than its budget allows (budget.ts), or its user did so a moment ago. Hearth's
   * web app comes back after a cool-down; another y-websocket client stops, as for every 44xx code.
   */
  overBudget: { code: 4429, reason: "over budget" },
} as const;

export type CloseReason = (typeof CLOSE)[keyof typeof CLOSE];
