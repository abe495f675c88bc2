import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useCurrentLocation } from "./CurrentLocation";

/**
 * For a screen of one location at `<basePath>/:locationId` (the live board, the shift handoff):
 * switching location in the top bar turns the screen to that location's; opened by its address (a
 * wall screen's bookmark, a link) it stays where it is until then. Answers the current location,
 * for `<basePath>` alone to open.
 */
export function useLocationScreen(basePath: string) {
  const navigate = useNavigate();
  const { location: current } = useCurrentLocation();
  const shownFor = useRef(current?.id);
  useEffect(() => {
    if (!current || current.id === shownFor.current) return;
    shownFor.current = current.id;
    void navigate(`${basePath}/${current.id}`);
  }, [basePath, current, navigate]);
  return current;
}
