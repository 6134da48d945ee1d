/**
 * One place for the cases feature's cache keys. Everything hangs under "cases", so invalidating
 * ["cases"] after any write refreshes the list, the open case, its ledger and payoffs together.
 */
export const caseKeys = {
  all: ["cases"] as const,
  list: () => [...caseKeys.all, "list"] as const,
  detail: (caseId: string) => [...caseKeys.all, "detail", caseId] as const,
  transactions: (caseId: string) => [...caseKeys.all, "transactions", caseId] as const,
  ledger: (caseId: string) => [...caseKeys.all, "ledger", caseId] as const,
  payoff: (caseId: string, date: string) => [...caseKeys.all, "payoff", caseId, date] as const,
  history: (caseId: string) => [...caseKeys.all, "history", caseId] as const,
  deleted: () => [...caseKeys.all, "deleted"] as const,
  paymentPlans: () => [...caseKeys.all, "payment-plans"] as const,
  /** The workspace's clients: a case's write moves their case counts, so under "cases" too. */
  clients: () => [...caseKeys.all, "clients"] as const,
  deadlines: (caseId: string) => [...caseKeys.all, "deadlines", caseId] as const,
  renewalPreview: (caseId: string, date: string) =>
    [...caseKeys.all, "deadlines", caseId, "renewal", date] as const,
};

/** The list refreshes every 5 s, the open case every 3 s (docs/product.md, "Screens"). */
export const LIST_POLL_MS = 5000;
export const DETAIL_POLL_MS = 3000;
