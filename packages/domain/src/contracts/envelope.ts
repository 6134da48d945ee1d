import { z } from "zod";

// The shapes every route shares: the answer envelope, the error body and money as text.
// docs/product.md ("Answers and errors") describes them; each feature's contract builds on these.

/**
 * Money as the API sends it: a decimal string ("10046.57", or "10046.5712" in `exact`), never a
 * JS number, so no figure is rounded by a float on its way to a court document.
 */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}(\d{2})?$/, "Money is a decimal string");

/** A calendar date as the API sends it: YYYY-MM-DD. */
export const isoDateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");

/**
 * Every successful answer: `{status_code, message, data}`. Strict, so a field a handler adds or
 * forgets fails the response check (and the tests) instead of reaching a client unseen.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ status_code: z.number().int(), message: z.string(), data });

/** Every error answer: the status and message, plus a code and per-field messages where useful. */
export const errorBody = z.object({
  status_code: z.number().int(),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * A file answer (a PDF, an image): the route's success response declares its media type so the
 * OpenAPI document says what comes back. The bytes are sent as they are, never serialised as JSON.
 */
export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.any().meta({ type: "string", format: "binary" }) } },
});
