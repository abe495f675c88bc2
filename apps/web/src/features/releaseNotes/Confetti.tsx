import useMediaQuery from "@mui/material/useMediaQuery";

/**
 * Served from `public/` (made by `scripts/make-confetti-video.mjs`): plain URLs, never imported,
 * so no JavaScript chunk carries them and the browser fetches them only when the window opens.
 */
export const CONFETTI_VIDEO = "/confetti.webm";
export const CONFETTI_STILL = "/confetti-still.png";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * The confetti video above the release notes (§2): a silent 3-second loop on a transparent
 * background. People who ask their system for reduced motion see its still frame instead: the
 * video neither plays nor downloads.
 */
export function Confetti({ height = 140 }: { height?: number }) {
  const still = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return (
    <video
      // Remounted when the preference changes, so autoplay starts or stops with it.
      key={still ? "still" : "moving"}
      data-testid="release-notes-confetti"
      aria-hidden="true"
      src={CONFETTI_VIDEO}
      poster={CONFETTI_STILL}
      autoPlay={!still}
      preload={still ? "none" : "auto"}
      muted
      loop
      playsInline
      disablePictureInPicture
      style={{ display: "block", width: "100%", height, objectFit: "cover", pointerEvents: "none" }}
    />
  );
}
