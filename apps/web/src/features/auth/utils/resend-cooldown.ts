import type { KeyValueStorage } from "../../../lib/auth-storage.ts";

/**
 * Seconds between two codes sent to one address. The server allows 5 codes an address in 15
 * minutes (apps/api/src/features/accounts/rate-limits.ts, `codeSendsPerEmail`), and both code
 * e-mails count against it. A minute's wait covers a slow inbox; when the server's own limit is
 * reached, its Retry-After replaces this, so the countdown always ends when a send is accepted.
 */
export const RESEND_COOLDOWN_SECONDS = 60;

const KEY = "owed.login.codeSent";

interface SentRecord {
  email: string;
  /** When a new code may be asked for, in ms since the epoch. */
  until: number;
}

/** Remembers that a code went to `email` (or that the server asked to wait `seconds`). */
export function recordCodeSent(
  storage: KeyValueStorage | null,
  email: string,
  now: number,
  seconds: number = RESEND_COOLDOWN_SECONDS,
) {
  const record: SentRecord = { email: email.trim().toLowerCase(), until: now + seconds * 1000 };
  storage?.setItem(KEY, JSON.stringify(record));
}

/** Whole seconds before a new code can be asked for `email`; 0 when it can be now. */
export function secondsUntilResend(
  storage: KeyValueStorage | null,
  email: string,
  now: number,
): number {
  const raw = storage?.getItem(KEY);
  if (!raw) return 0;
  try {
    const record = JSON.parse(raw) as Partial<SentRecord>;
    if (record.email !== email.trim().toLowerCase() || typeof record.until !== "number") return 0;
    return Math.max(0, Math.ceil((record.until - now) / 1000));
  } catch {
    return 0;
  }
}

// The resend button shows the wait; it lives with the shared code-entry form.
export { formatWait } from "../../../lib/format-wait.ts";
