/**
 * A toast that must survive the dashboard's page reloads (first case added, last case deleted): kept
 * in sessionStorage for the next load of the dashboard, then shown once.
 */
const FLASH_KEY = "owed.flash";

export interface Flash {
  kind: "success" | "error";
  message: string;
  /** A deleted case the toast offers to restore (Undo). */
  undoCaseId?: string;
}

export type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's sessionStorage, or null where the browser refuses it (private modes, policies). */
export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepFlash(flash: Flash, store: SessionStore | null = sessionStore()): void {
  store?.setItem(FLASH_KEY, JSON.stringify(flash));
}

export function takeFlash(store: SessionStore | null = sessionStore()): Flash | null {
  const raw = store?.getItem(FLASH_KEY);
  if (!raw) return null;
  store?.removeItem(FLASH_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === "object" &&
      "message" in value &&
      typeof value.message === "string" &&
      "kind" in value &&
      (value.kind === "success" || value.kind === "error")
    ) {
      const undo =
        "undoCaseId" in value && typeof value.undoCaseId === "string"
          ? { undoCaseId: value.undoCaseId }
          : {};
      return { kind: value.kind, message: value.message, ...undo };
    }
  } catch {
    // Someone else's value under our key: ignore it.
  }
  return null;
}
