import type { StoredUser } from "../../../lib/auth-storage.ts";

export interface LoginAnswer {
  status_code?: number;
  message?: string;
  access?: string;
  refresh?: string;
  data?: { access?: string; refresh?: string; user?: StoredUser };
}

export interface LoginSession {
  access: string;
  refresh: string | null;
  user: StoredUser | null;
}

/** The tokens sit at the top level and under `data`, `data.user` beside them (docs/product.md, "Accounts"). */
export function readLoginAnswer(answer: LoginAnswer): LoginSession | null {
  const access = answer.access ?? answer.data?.access;
  if (typeof access !== "string" || access === "") return null;
  const refresh = answer.refresh ?? answer.data?.refresh ?? null;
  return { access, refresh, user: answer.data?.user ?? null };
}

/** The IANA time zone of this browser (docs/decisions/003-money.md: "today" is the user's today). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
