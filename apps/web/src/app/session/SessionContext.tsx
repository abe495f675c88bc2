import { createContext, useContext } from "react";
import type { SessionUser } from "./currentUser";

export const SessionContext = createContext<SessionUser | null>(null);

/** The signed-in user; only inside a route guarded by RequireAuth. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error("useSessionUser() is only available inside <RequireAuth>");
  return user;
}
