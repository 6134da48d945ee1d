import { sessionStore } from "./flash.ts";

/**
 * The offer to enter the opening payments one by one, kept across the reload that follows a
 * user's first case (docs/product.md, "Screens") so that it is made after it too.
 */
const OFFER_KEY = "owed.paymentsOffer";

export function keepPaymentOffer(caseId: string, store = sessionStore()): void {
  store?.setItem(OFFER_KEY, caseId);
}

/** The case the offer is for, left in place: it is taken once that case is on screen. */
export function peekPaymentOffer(store = sessionStore()): string | null {
  return store?.getItem(OFFER_KEY) ?? null;
}

export function takePaymentOffer(store = sessionStore()): string | null {
  const caseId = store?.getItem(OFFER_KEY) ?? null;
  store?.removeItem(OFFER_KEY);
  return caseId;
}
