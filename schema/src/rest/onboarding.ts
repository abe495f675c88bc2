/** Joining Hearth: a new organization's sign-up, the terms of use, and a client's portal invitation. */
import { z } from "zod";
import { LoginBody, ResetPasswordBody } from "./auth";

const email = LoginBody.shape.email;
const newPassword = ResetPasswordBody.shape.password;
const name = (max: number) => z.string().trim().min(1, { message: "is required" }).max(max);

/** POST /api/auth/onboarding (public): the organization, its first location and its first admin. */
export const OnboardingBody = z.object({
  organizationName: name(200),
  locationName: name(200),
  firstName: name(100),
  lastName: name(100),
  email,
  password: newPassword,
});
export type OnboardingBody = z.input<typeof OnboardingBody>;
/** The 409 message when the e-mail already has an account (the web app then shows /onboarding/already-exists). */
export const EMAIL_TAKEN_MESSAGE = "An account with this e-mail already exists";

/** GET /api/auth/terms. */
export interface Terms {
  version: string;
  /** Markdown. */
  text: string;
  /** The latest version this user accepted, if any. */
  acceptedVersion: string | null;
  acceptedAt: string | null;
}
/** POST /api/auth/terms/accept: the version the user read; 409 when it is no longer the current one. */
export const TermsAcceptBody = z.object({ version: z.string().trim().min(1).max(40) });

/** POST /api/auth/clients/:mrNo/portal-invite. */
export const PortalInviteBody = z.object({ email });
export const PortalInviteParams = z.object({ mrNo: z.string().trim().min(1).max(40) });
/** How long a portal invitation link works. */
export const PORTAL_INVITE_TTL_HOURS = 72;
export interface PortalInvite {
  userId: string;
  email: string;
  /** Clinician status values: 1 Active (an already active portal user keeps working), 3 Invited. */
  status: 1 | 3;
  /** False when an existing portal user was invited again (201 created / 200 re-invited). */
  created: boolean;
  expiresAt: string;
}
/** POST /api/auth/set-client-password (public, from the e-mailed link). */
export const SetClientPasswordBody = z.object({ token: z.string().min(1), password: newPassword });
