/** docs/product.md ("Screens"): the one-time code has 6 digits, entered in two groups of 3. */
export const OTP_LENGTH = 6;
export const OTP_GROUP = 3;

export type OtpDigits = readonly string[];

export interface OtpEdit {
  digits: string[];
  /** The box that should have focus after the edit. */
  focus: number;
}

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => "");
}

export function otpValue(digits: OtpDigits): string {
  return digits.join("");
}

export function isOtpComplete(digits: OtpDigits): boolean {
  return digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));
}

function onlyDigits(text: string): string[] {
  return Array.from(text.replace(/\D/g, ""));
}

const clamp = (index: number) => Math.max(0, Math.min(OTP_LENGTH - 1, index));

/** Writes `incoming` digits from box `index` on, as far as they go. */
function spread(digits: OtpDigits, index: number, incoming: string[]): OtpEdit {
  const next = [...digits];
  incoming.slice(0, OTP_LENGTH - index).forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: clamp(index + incoming.length) };
}

/**
 * Box `index` now reads `value` (what the input holds after the keystroke). Non-digits are
 * ignored. Typing over a digit replaces it; several digits at once (autofill, a phone's code
 * suggestion) fill the following boxes. Focus moves to the next box.
 */
export function typeInto(digits: OtpDigits, index: number, value: string): OtpEdit {
  let incoming = onlyDigits(value);
  const previous = digits[index] ?? "";
  // The browser appended the new digit to the old one ("57" after typing 7 over 5): keep the new.
  if (incoming.length === 2 && previous !== "") {
    const at = incoming.indexOf(previous);
    if (at !== -1) incoming = incoming.filter((_, i) => i !== at);
  }
  if (incoming.length === 0) {
    const next = [...digits];
    if (value === "") next[index] = "";
    return { digits: next, focus: index };
  }
  return spread(digits, index, incoming);
}

/** Backspace in box `index`: clears it, or when it is already empty, the box before it. */
export function backspaceAt(digits: OtpDigits, index: number): OtpEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = "";
    return { digits: next, focus: index };
  }
  const previous = clamp(index - 1);
  next[previous] = "";
  return { digits: next, focus: previous };
}

/**
 * Pasting text into box `index`. A full code (six digits, spaces or a dash between groups are
 * fine) fills both groups whichever box has focus; a shorter run fills from the box on.
 * Returns null when the text has no digits, so the paste can simply be ignored.
 */
export function pasteInto(digits: OtpDigits, index: number, text: string): OtpEdit | null {
  const incoming = onlyDigits(text);
  if (incoming.length === 0) return null;
  if (incoming.length >= OTP_LENGTH) {
    const full = incoming.slice(0, OTP_LENGTH);
    return { digits: full, focus: OTP_LENGTH - 1 };
  }
  return spread(digits, index, incoming);
}
