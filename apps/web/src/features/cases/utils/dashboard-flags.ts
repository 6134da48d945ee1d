import type { KeyValueStorage } from "../../../lib/auth-storage.ts";

/**
 * The dashboard's two browser flags (docs/product.md, "Screens"). `hasAddedCaseBefore` says this browser has
 * seen the user with at least one case; `cases` says the dashboard has cases to show. The first
 * case added to an empty docket sets both and reloads; deleting the last case clears `cases` and
 * reloads; an empty list removes `hasAddedCaseBefore`.
 */
export const FLAG_KEYS = { cases: "cases", hasAddedCaseBefore: "hasAddedCaseBefore" } as const;

/** After a case is added: true when this was the first one and the page should reload. */
export function markCaseAdded(storage: KeyValueStorage): boolean {
  const first = storage.getItem(FLAG_KEYS.hasAddedCaseBefore) !== "true";
  storage.setItem(FLAG_KEYS.hasAddedCaseBefore, "true");
  storage.setItem(FLAG_KEYS.cases, "true");
  return first;
}

/** After a case is deleted: true when none are left and the page should reload. */
export function markCaseDeleted(storage: KeyValueStorage, casesLeft: number): boolean {
  if (casesLeft > 0) return false;
  storage.removeItem(FLAG_KEYS.cases);
  return true;
}

/** When the list is empty, the "added a case before" flag is removed. */
export function syncFlagsWithList(storage: KeyValueStorage, caseCount: number): void {
  if (caseCount === 0) storage.removeItem(FLAG_KEYS.hasAddedCaseBefore);
}
