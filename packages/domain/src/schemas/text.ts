import { z } from "zod";

// Text fields refuse what no person types: control characters (NUL above all, which PostgreSQL
// cannot store) and unpaired UTF-16 surrogates (which are not text at all). Multi-line fields keep
// line breaks and tabs (docs/decisions/008-security.md, item 4).

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextRules {
  /** Line breaks (\n, \r) and tabs are allowed: notes and addresses typed in a text area. */
  multiline?: boolean;
}

/** The message for text that is not acceptable, or null: "Case name must not contain control characters". */
export function textCharactersError(
  value: string,
  label: string,
  rules: TextRules = {},
): string | null {
  if ((rules.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) {
    return `${label} must not contain control characters`;
  }
  if (LONE_SURROGATE.test(value)) return `${label} contains characters that are not valid text`;
  return null;
}

/** A zod check of `textCharactersError`, for `.superRefine`. */
export const refuseControlCharacters =
  (label: string, rules: TextRules = {}) =>
  (value: string, ctx: z.RefinementCtx) => {
    const message = textCharactersError(value, label, rules);
    if (message) ctx.addIssue({ code: "custom", message });
  };

/**
 * A string of at most `max` characters and no control characters, checked before anything else
 * (a trim or a pattern) touches it: "Company must be at most 200 characters".
 */
export const boundedString = (
  label: string,
  max: number,
  rules: TextRules = {},
  typeError?: string,
) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(refuseControlCharacters(label, rules));
