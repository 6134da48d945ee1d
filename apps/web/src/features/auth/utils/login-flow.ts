import type { KeyValueStorage } from "../../../lib/auth-storage.ts";

/** The six modes of the one login screen (docs/product.md, "Screens"); `login` has no `?mode=`. */
export const AUTH_MODES = ["login", "register", "verify-user", "forgot", "otp", "reset"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** The mode named by `/login?mode=...`; anything unknown (or nothing) is the login form. */
export function modeFromSearch(search: URLSearchParams): AuthMode {
  const value = search.get("mode");
  return (AUTH_MODES as readonly string[]).includes(value ?? "") ? (value as AuthMode) : "login";
}

/** The address bar for a mode: `/login` for login, `/login?mode=register` and so on. */
export function searchForMode(mode: AuthMode): string {
  return mode === "login" ? "" : `?mode=${mode}`;
}

/**
 * What the later steps reuse (the e-mail typed earlier, the checked reset code) lives in
 * sessionStorage rather than the URL: it survives a reload and Back in this tab, stays out of the
 * browser history and server logs, and is gone when the tab closes.
 */
const KEYS = { email: "owed.login.email", resetCode: "owed.login.resetCode" } as const;
export type FlowField = keyof typeof KEYS;

/** sessionStorage, or null when the browser refuses it (the flow then lasts until a reload). */
export function flowStorage(): KeyValueStorage | null {
  try {
    const storage = window.sessionStorage;
    storage.getItem(KEYS.email);
    return storage;
  } catch {
    return null;
  }
}

export function readFlow(storage: KeyValueStorage | null, field: FlowField): string {
  return storage?.getItem(KEYS[field]) ?? "";
}

export function writeFlow(storage: KeyValueStorage | null, field: FlowField, value: string) {
  if (!storage) return;
  if (value === "") storage.removeItem(KEYS[field]);
  else storage.setItem(KEYS[field], value);
}
