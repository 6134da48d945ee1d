import type { AuthMode } from "../utils/login-flow.ts";

export type { AuthMode };

export interface Notice {
  tone: "info" | "success" | "error";
  text: string;
}

/** What every mode's form receives from the screen. */
export interface ModeProps {
  /** The e-mail entered earlier on this screen, reused by the later steps. */
  email: string;
  onEmail: (email: string) => void;
  go: (mode: AuthMode, notice?: Notice) => void;
  /** A message carried over from the previous mode (e.g. "verify your email first"). */
  notice: Notice | null;
}
