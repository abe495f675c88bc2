import { z } from "zod";

export interface VersionResponse {
  version: string;
}

const text = (max: number) => z.string().max(max).nullish();
/** The crash log of §3, posted to the error-config endpoint by the web app's error boundary. */
export const CrashReportBody = z.object({
  errorName: text(200),
  message: text(2000),
  cause: text(2000),
  position: text(500),
  stack: text(20000),
  componentInfo: text(20000),
  screenResolution: text(50),
  os: text(100),
  browser: text(200),
  timezone: text(100),
  url: text(2000),
  subdomain: text(200),
  clickedElement: text(500),
  role: text(50),
  clinicianId: text(100),
  clinicianName: text(200),
});
/** A stored report as listed; `withoutOrganization`: sent without a session (only operators list those). */
export type CrashReport = z.infer<typeof CrashReportBody> & {
  id: string;
  createdAt: string;
  withoutOrganization: boolean;
};
