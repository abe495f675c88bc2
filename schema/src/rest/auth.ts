import { z } from "zod";
import { STAFF_ROLES } from "../roles";
import type { ClinicianStatusValue, Role } from "../roles";
import { id } from "./common";
import type { LocationRef } from "./common";

const email = z
  .email({ message: "must be an e-mail address" })
  .max(254)
  .transform((v) => v.toLowerCase());
export const PASSWORD_MIN_LENGTH = 8;
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200);
const totpCode = z.string().regex(/^\d{6}$/, { message: "must be the 6-digit code from your authenticator app" });
export const pin = z.string().regex(/^\d{4,6}$/, { message: "must be 4 to 6 digits" });

export const LoginBody = z.object({ email, password: z.string().min(1).max(200) });
export const TwoFactorLoginBody = z.object({ challenge_token: z.string().min(1), code: totpCode });
export const RefreshBody = z.object({ refresh_token: z.string().min(1).optional() });
export const SignupBody = z.object({
  email,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  locationIds: z.array(id).min(1, { message: "at least one location is required" }),
});
export const ForgotPasswordBody = z.object({ email });
export const ResetPasswordBody = z.object({ token: z.string().min(1), password: newPassword });
export const ChangePasswordBody = z.object({ currentPassword: z.string().min(1), newPassword });
export const TwoFactorUpdateBody = z.object({ enabled: z.boolean(), code: totpCode });
export const PinCheckBody = z.object({ pin });
export const PinChangeBody = z.object({ password: z.string().min(1), pin });

/** The signed-in user as the API presents it. */
export interface Me {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  fullname: string;
  status: ClinicianStatusValue;
  photo: string | null;
  locations: LocationRef[];
  defaultLocationId: string | null;
  /** The portal client's own record, for role `client`. */
  clientMrNo: string | null;
  timezone: string;
  twoFactorEnabled: boolean;
  hasPin: boolean;
}

export interface TokenSet {
  access_token: string;
  ai_token: string;
  refresh_token: string;
}
export type LoginResults =
  | ({ two_factor_required: false; user: Me; token_expires_at: string } & TokenSet)
  | { two_factor_required: true; challenge_token: string };
export interface TwoFactorSecret {
  secret: string;
  otpauth_uri: string;
}
