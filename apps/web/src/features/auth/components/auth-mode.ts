/** The six modes of the one login screen (spec section 2). */
export type AuthMode = "login" | "register" | "verify-user" | "forgot" | "otp" | "reset";

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
