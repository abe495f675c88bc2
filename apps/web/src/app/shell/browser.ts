/**
 * Safari, and only Safari: WebKit user agents that are not Chrome, Chromium, Edge, Opera or
 * Firefox on iOS (those also carry "Safari" in their user agent).
 */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    /Version\/\d/.test(userAgent) &&
    !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|OPiOS/.test(userAgent)
  );
}

/** Operating system and browser names for crash reports (§3). */
export function describeAgent(userAgent: string): { os: string; browser: string } {
  const os = /Windows NT/.test(userAgent)
    ? "Windows"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Android/.test(userAgent)
          ? "Android"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : "Unknown";
  const match =
    /(Edg)\/([\d.]+)/.exec(userAgent) ??
    /(OPR)\/([\d.]+)/.exec(userAgent) ??
    /(Firefox|FxiOS)\/([\d.]+)/.exec(userAgent) ??
    /(Chrome|CriOS|Chromium)\/([\d.]+)/.exec(userAgent) ??
    (isSafari(userAgent) ? /(Version)\/([\d.]+)/.exec(userAgent) : null);
  const names: Record<string, string> = {
    Edg: "Edge",
    OPR: "Opera",
    FxiOS: "Firefox",
    CriOS: "Chrome",
    Version: "Safari",
  };
  const browser = match ? `${names[match[1]!] ?? match[1]} ${match[2]}` : "Unknown";
  return { os, browser };
}
