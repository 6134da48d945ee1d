import type { ReactNode } from "react";

/** A link-styled button that switches the login screen's mode (no navigation happens). */
export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-sm text-sm font-semibold text-brand-600 underline-offset-4 hover:text-brand-800 hover:underline"
    >
      {children}
    </button>
  );
}
