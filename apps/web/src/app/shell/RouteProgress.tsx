import { useEffect, useState } from "react";
import LinearProgress from "@mui/material/LinearProgress";
import { useLocation } from "react-router";

/** §9: the route progress bar advances 0.1 every 50 ms. */
export const PROGRESS_STEP = 0.1;
export const PROGRESS_INTERVAL_MS = 50;

/** The next value of the bar, or null once it has run its course (then it hides). */
export const nextProgress = (value: number): number | null =>
  value >= 1 ? null : Math.min(1, Math.round((value + PROGRESS_STEP) * 10) / 10);

/** A thin bar along the top of the window on every route change (§2). */
export function RouteProgress() {
  const { pathname, search } = useLocation();
  const [progress, setProgress] = useState<{ at: string; value: number | null }>({ at: "", value: null });
  const at = `${pathname}${search}`;
  // A new location restarts the bar at 0 (adjusting state during render, as React recommends).
  if (progress.at !== at) setProgress({ at, value: progress.at === "" ? null : 0 });

  const running = progress.value !== null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setProgress((p) => ({ ...p, value: p.value === null ? null : nextProgress(p.value) })),
      PROGRESS_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running, at]);

  if (progress.value === null) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={progress.value * 100}
      aria-label="Page loading"
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        "& .MuiLinearProgress-bar": { transition: "none" },
      }}
    />
  );
}
