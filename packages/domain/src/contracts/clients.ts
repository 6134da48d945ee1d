import { z } from "zod";
import { rateInputError } from "../interest/validators.ts";
import { boundedString } from "../schemas/text.ts";
import { envelope, moneyText } from "./envelope.ts";

// A firm's creditor clients (docs/portfolio.md): who the firm collects for, how it is paid (a
// percent of collections and/or a flat fee per case) and whether the costs it advanced come back
// to it from collections first. A case belongs to at most one client.

export const CLIENT_NAME_MAX = 120;

const optionalText = (label: string, max: number) =>
  boundedString(label, max)
    .transform((value) => value.trim())
    .default("");

const percentText = z
  .string({ error: "Fee percent must be a number like 33.33" })
  .max(12, "Fee percent must be at most 12 characters")
  .transform((value) => value.trim() || "0")
  .superRefine((value, ctx) => {
    const message = rateInputError(value, "Fee percent");
    if (message) ctx.addIssue({ code: "custom", message });
    else if (Number(value) > 100) {
      ctx.addIssue({ code: "custom", message: "Fee percent must be at most 100" });
    }
  })
  .default("0");

const feeAmountText = z
  .string({ error: "Flat fee must be an amount like 150.00" })
  .max(20, "Flat fee must be at most 20 characters")
  .transform((value) => value.trim().replace(/^\$/, "") || "0")
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), "Flat fee must be an amount like 150.00")
  .default("0");

/** A client as the user saves it (create and replace take the same body). */
export const clientRequest = z.strictObject({
  name: boundedString("Client name", CLIENT_NAME_MAX, {}, "Client name is required")
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, "Client name is required"),
  contactName: optionalText("Contact", 120),
  email: optionalText("Email", 254).refine(
    (value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    "Enter a valid email address",
  ),
  phone: optionalText("Phone", 40),
  street: optionalText("Street", 200),
  city: optionalText("City", 100),
  state: optionalText("State", 40),
  zip: optionalText("ZIP", 20),
  reference: optionalText("Client reference", 80),
  /** Percent of collections, "0" to "100", up to 4 decimals ("33.3333"). */
  feePercent: percentText,
  /** Dollars, charged once per case (docs/portfolio.md, "The firm's fee"). */
  flatFee: feeAmountText,
  costsRecoveredFirst: z.boolean({ error: "Say whether costs are recovered first" }).default(true),
});
export type ClientRequestBody = z.input<typeof clientRequest>;
export type ClientRequest = z.output<typeof clientRequest>;

export const clientDtoSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  reference: z.string(),
  /** Decimal percent without trailing zeros: "33.3333", "25", "0". */
  feePercent: z.string(),
  flatFee: moneyText,
  costsRecoveredFirst: z.boolean(),
  /** Cases of the workspace that belong to this client now. */
  caseCount: z.number().int(),
  /** Remittance periods closed for this client. */
  closedPeriodCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientDto = z.output<typeof clientDtoSchema>;

export const clientIdParams = z.object({ id: z.string() });
export const clientListResponse = envelope(z.array(clientDtoSchema));
export const clientResponse = envelope(clientDtoSchema);
/** Deleting a client leaves its cases without a client (each a history entry). */
export const clientDeletedResponse = envelope(
  z.strictObject({ casesUnassigned: z.number().int() }),
);
