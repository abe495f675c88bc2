import { createContext, useContext, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import type { ApolloCache } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import type { Preferences } from "@hearth/schema";
import { messageOf } from "../../lib/errors";
import { restCall } from "../../lib/rest";
import { useShell } from "../shell/ShellState";
import type { SessionUser } from "./currentUser";
import { useSessionUser } from "./SessionContext";

type LocationRef = SessionUser["locations"][number];
interface CurrentLocationState {
  location: LocationRef | null;
  /** Switches to one of the user's locations and saves it on the server as their default location. */
  setLocationId: (id: string) => void;
}

const CurrentLocationContext = createContext<CurrentLocationState | null>(null);

/** The location the person works in now: the one being switched to, else their default location, else the first assigned. */
export function pickLocation(
  me: Pick<SessionUser, "locations" | "defaultLocation">,
  switchingTo: string | undefined,
): LocationRef | null {
  return (
    me.locations.find((l) => l.id === switchingTo) ??
    me.locations.find((l) => l.id === me.defaultLocation?.id) ??
    me.locations[0] ??
    null
  );
}

/** Puts the server's answer into the cached `me`, so every screen reading `me.defaultLocation` follows. */
export function cacheDefaultLocation(
  cache: ApolloCache,
  me: Pick<SessionUser, "id" | "locations">,
  locationId: string | null,
): void {
  const location = me.locations.find((l) => l.id === locationId);
  cache.modify({
    id: cache.identify({ __typename: "Me", id: me.id }),
    fields: {
      defaultLocation: (_previous, { toReference }) =>
        location ? (toReference({ __typename: "Location", id: location.id, name: location.name }, true) ?? null) : null,
    },
  });
}

/**
 * The current location, which is the user's default location on the server (PUT
 * /api/auth/preferences `defaultLocationId`): another browser, or the next sign-in, starts there.
 * A switch shows at once; when the server refuses it, the previous location comes back and the
 * snackbar says why.
 */
export function CurrentLocationProvider({ children }: { children: ReactNode }) {
  const me = useSessionUser();
  const client = useApolloClient();
  const { notify } = useShell();
  const [switchingTo, setSwitchingTo] = useState<string | undefined>(undefined);
  // Only the latest switch decides: an earlier answer arriving late must not undo it.
  const latest = useRef(0);
  const value = useMemo<CurrentLocationState>(
    () => ({
      location: pickLocation(me, switchingTo),
      setLocationId: (id) => {
        if (id === pickLocation(me, switchingTo)?.id) return;
        const attempt = ++latest.current;
        setSwitchingTo(id);
        restCall<{ results: Preferences }>("PUT", "/api/auth/preferences", { defaultLocationId: id })
          .then(({ results }) => {
            if (attempt !== latest.current) return;
            cacheDefaultLocation(client.cache, me, results.defaultLocationId);
            setSwitchingTo(undefined);
          })
          .catch((error: unknown) => {
            if (attempt !== latest.current) return;
            setSwitchingTo(undefined);
            notify(`The location could not be changed: ${messageOf(error)}`, "error");
          });
      },
    }),
    [me, switchingTo, client, notify],
  );
  return <CurrentLocationContext.Provider value={value}>{children}</CurrentLocationContext.Provider>;
}

export function useCurrentLocation(): CurrentLocationState {
  const state = useContext(CurrentLocationContext);
  if (!state) throw new Error("useCurrentLocation() is only available inside <CurrentLocationProvider>");
  return state;
}

/** The user info of §3: the signed-in user's fields and the location they work in now. */
export function useUserInfo() {
  const me = useSessionUser();
  const { location } = useCurrentLocation();
  return {
    id: me.id,
    firstName: me.firstName,
    lastName: me.lastName,
    fullname: me.fullname,
    email: me.email,
    photo: me.photo ?? null,
    status: me.status,
    location,
    defaultLocation: me.defaultLocation ?? null,
  };
}
