import type { KeyValueStorage } from "./auth-storage.ts";

/** Where a signed-in user lands when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = "/home";

const KEY = "owed.login.returnTo";

/**
 * The app path a signed-out visitor asked for (an invitation link from an e-mail), kept in the
 * tab's sessionStorage rather than the router's state: the visitor may register, verify their
 * address and only then log in, through several /login modes and possibly a reload.
 */
export function returnStorage(): KeyValueStorage | null {
  try {
    const storage = window.sessionStorage;
    storage.getItem(KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Only a path of this app is kept: "//evil.example" or "/\\evil.example" would make the login
 * screen an open redirect, and /login itself would loop.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) {
    return null;
  }
  if (path === "/login" || path.startsWith("/login?") || path.startsWith("/login/")) return null;
  return path;
}

export function rememberReturnPath(storage: KeyValueStorage | null, path: string) {
  const safe = safeReturnPath(path);
  if (!storage) return;
  if (safe) storage.setItem(KEY, safe);
  else storage.removeItem(KEY);
}

/** The remembered path, forgotten as it is read (it is for the next sign-in only), else /home. */
export function takeReturnPath(storage: KeyValueStorage | null): string {
  const saved = safeReturnPath(storage?.getItem(KEY));
  storage?.removeItem(KEY);
  return saved ?? DEFAULT_SIGNED_IN_PATH;
}
