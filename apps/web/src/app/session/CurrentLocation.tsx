import { createContext, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { readStored, writeStored } from "../../lib/localStore";
import type { SessionUser } from "./currentUser";
import { useSessionUser } from "./SessionContext";

type LocationRef = SessionUser["locations"][number];
interface CurrentLocationState {
  location: LocationRef | null;
  setLocationId: (id: string) => void;
}

const CurrentLocationContext = createContext<CurrentLocationState | null>(null);
export const currentLocationKey = (userId: string) => `location:${userId}`;

/** The location the person works in now: their choice, else their default location, else the first assigned. */
export function pickLocation(me: Pick<SessionUser, "locations" | "defaultLocation">, storedId: unknown): LocationRef | null {
  return me.locations.find((l) => l.id === storedId) ?? me.locations.find((l) => l.id === me.defaultLocation?.id) ?? me.locations[0] ?? null;
}

export function CurrentLocationProvider({ children }: { children: ReactNode }) {
  const me = useSessionUser();
  const [storedId, setStoredId] = useState<unknown>(() => readStored(currentLocationKey(me.id)));
  const value = useMemo<CurrentLocationState>(
    () => ({
      location: pickLocation(me, storedId),
      setLocationId: (id) => {
        writeStored(currentLocationKey(me.id), id);
        setStoredId(id);
      },
    }),
    [me, storedId],
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
