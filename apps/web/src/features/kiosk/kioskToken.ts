/**
 * The kiosk's own credential: a token scoped to one session's self check-in. It lives in
 * sessionStorage, never localStorage, so it dies with the tab and no other tab or later visit of
 * this browser inherits it.
 */
export const KIOSK_TOKEN_KEY = "hearth.kiosk";

export interface KioskCredential {
  token: string;
  /** ISO instant. */
  expiresAt: string;
  sessionId: string;
  groupId: string;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function parseKioskCredential(raw: string | null | undefined): KioskCredential | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof KioskCredential, unknown>>;
    const fields = [value.token, value.expiresAt, value.sessionId, value.groupId];
    if (!fields.every((field) => typeof field === "string" && field !== "")) return null;
    return value as KioskCredential;
  } catch {
    return null;
  }
}

export const readKioskCredential = (store: Storage | undefined = storage()): KioskCredential | null =>
  parseKioskCredential(store?.getItem(KIOSK_TOKEN_KEY));

export function saveKioskCredential(credential: KioskCredential, store: Storage | undefined = storage()): void {
  const { token, expiresAt, sessionId, groupId } = credential;
  store?.setItem(KIOSK_TOKEN_KEY, JSON.stringify({ token, expiresAt, sessionId, groupId }));
}

export const dropKioskCredential = (store: Storage | undefined = storage()): void => store?.removeItem(KIOSK_TOKEN_KEY);

/** Milliseconds until the credential expires (0 when it has, or its time cannot be read). */
export function msUntilExpiry(credential: Pick<KioskCredential, "expiresAt">, now: number = Date.now()): number {
  const at = Date.parse(credential.expiresAt);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/** The Apollo context that sends the kiosk token on one operation (and only that one). */
export const kioskContext = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
