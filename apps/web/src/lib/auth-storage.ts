/**
 * The browser-storage contract (docs/product.md, "Accounts"): `authToken` and `access` both hold
 * the access token (older screens read one, newer the other), `refresh` the refresh token, `user`
 * the signed-in user as JSON, and `email` the address last used to sign in.
 */

export const STORAGE_KEYS = {
  authToken: "authToken",
  access: "access",
  refresh: "refresh",
  user: "user",
  email: "email",
} as const;

/** `data.user` of the login answer, as stored under `user`. */
export interface StoredUser {
  id: string;
  email: string;
  username: string;
  full_name: string;
  subscription_plan: string;
  timezone?: string;
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear">;

/**
 * localStorage, or a throwaway in-memory store when the browser refuses storage (some private
 * modes throw on access): the app then works for the tab's lifetime instead of crashing.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(STORAGE_KEYS.access);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function nonEmpty(value: string | null): string | null {
  return value && value.trim() !== "" && value !== "undefined" && value !== "null" ? value : null;
}

/** The token every authenticated call sends: `access`, else the legacy `authToken`. */
export function readAccessToken(storage: KeyValueStorage): string | null {
  return (
    nonEmpty(storage.getItem(STORAGE_KEYS.access)) ??
    nonEmpty(storage.getItem(STORAGE_KEYS.authToken))
  );
}

export function readRefreshToken(storage: KeyValueStorage): string | null {
  return nonEmpty(storage.getItem(STORAGE_KEYS.refresh));
}

export function hasSession(storage: KeyValueStorage): boolean {
  return readAccessToken(storage) !== null;
}

export function storeTokens(
  storage: KeyValueStorage,
  tokens: { access: string; refresh?: string | null },
) {
  storage.setItem(STORAGE_KEYS.authToken, tokens.access);
  storage.setItem(STORAGE_KEYS.access, tokens.access);
  if (tokens.refresh) storage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
}

export function storeSession(
  storage: KeyValueStorage,
  session: { access: string; refresh?: string | null; user: StoredUser | null; email: string },
) {
  storeTokens(storage, session);
  if (session.user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  storage.setItem(STORAGE_KEYS.email, session.user?.email ?? session.email);
}

export function readStoredUser(storage: KeyValueStorage): StoredUser | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && "email" in parsed) return parsed as StoredUser;
  } catch {
    // A hand-edited or foreign value: treat it as absent rather than break the top bar.
  }
  return null;
}

/** Logout and session expiry both clear everything, including the dashboard's flags. */
export function clearSession(storage: KeyValueStorage) {
  storage.clear();
}
