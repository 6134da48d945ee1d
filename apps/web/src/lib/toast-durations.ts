/** docs/product.md ("Screens"): toasts last 4 s, except in the account flows (login, register...) where 3 s. */
export const TOAST_DURATION_MS = 4000;
export const ACCOUNT_TOAST_DURATION_MS = 3000;
export const VISIBLE_TOASTS = 3;
