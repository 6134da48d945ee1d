/** Toasts raised while a dialog is open go to the top, clear of its buttons on a phone. */
export const DIALOG_TOAST = { position: "top-center" } as const;
