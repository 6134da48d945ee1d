import {
  COUPON_CODE_PATTERN,
  couponProblem,
  DomainError,
  describeDiscount,
  type Money,
  parsePositiveAmount,
  toDecimalString,
} from "@owed/domain";
import { z } from "zod";
import { type CliCommand, UsageError } from "../../cli-command.ts";
import { formatTable } from "../../cli-table.ts";
import { createBillingRepository, DuplicateCouponError } from "./billing-repository.ts";
import { longDate } from "./checkout-page.ts";

/** Administrator commands for coupons (see cli.ts). */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2027-01-31` means "through January 31, 2027 (UTC)": the coupon stops working when that day
 * ends. A full ISO 8601 instant is taken as it is.
 */
export function parseExpiry(text: string): Date {
  if (DATE_ONLY.test(text)) {
    const start = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== text) {
      throw new UsageError(`--expires ${text} is not a date like 2027-01-31`);
    }
    return new Date(start.getTime() + 24 * 60 * 60 * 1000);
  }
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime())) {
    throw new UsageError(`--expires ${text} is not a date like 2027-01-31`);
  }
  return at;
}

const createArgs = z.object({
  code: z
    .string({ error: "--code is required" })
    .trim()
    .regex(COUPON_CODE_PATTERN, "--code must be 3 to 40 letters, digits, - or _"),
  "percent-off": z
    .string()
    .regex(/^\d+$/, "--percent-off must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "--percent-off must be a whole number from 1 to 100")
    .optional(),
  "amount-off": z.string().optional(),
  expires: z.string().optional(),
  "max-redemptions": z
    .string()
    .regex(/^\d+$/, "--max-redemptions must be a whole number of at least 1")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_000_000_000, "--max-redemptions must be at least 1")
    .optional(),
});

function parseAmountOff(text: string): Money {
  try {
    return parsePositiveAmount(text, { subject: "--amount-off" });
  } catch (err) {
    if (err instanceof DomainError) throw new UsageError(err.message);
    throw err;
  }
}

export const billingCommands: Record<string, CliCommand> = {
  "coupon:create": {
    summary: "Create a coupon: a percentage or an amount off one purchase of Pro.",
    usage:
      "--code <CODE> (--percent-off <1-100> | --amount-off <dollars>) [--expires <YYYY-MM-DD>] [--max-redemptions <n>]",
    options: {
      code: { type: "string" },
      "percent-off": { type: "string" },
      "amount-off": { type: "string" },
      expires: { type: "string" },
      "max-redemptions": { type: "string" },
    },
    async run(ctx, values) {
      const parsed = createArgs.safeParse(values);
      if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? "Invalid input");
      const args = parsed.data;
      const percentOff = args["percent-off"] ?? null;
      const amountText = args["amount-off"];
      if ((percentOff === null) === (amountText === undefined)) {
        throw new UsageError("give exactly one of --percent-off and --amount-off");
      }
      const amountOff = amountText === undefined ? null : parseAmountOff(amountText);
      const expiresAt = args.expires === undefined ? null : parseExpiry(args.expires);
      if (expiresAt && expiresAt.getTime() <= ctx.now().getTime()) {
        throw new UsageError(`--expires ${args.expires} is already past`);
      }
      const billing = createBillingRepository(ctx.db);
      let coupon: Awaited<ReturnType<typeof billing.createCoupon>>;
      try {
        coupon = await billing.createCoupon(
          {
            code: args.code,
            percentOff,
            amountOff,
            expiresAt,
            maxRedemptions: args["max-redemptions"] ?? null,
          },
          ctx.now(),
        );
      } catch (err) {
        if (err instanceof DuplicateCouponError) {
          throw new Error(`a coupon with the code ${args.code} already exists (codes ignore case)`);
        }
        throw err;
      }
      const expiry = coupon.expiresAt
        ? `usable until ${coupon.expiresAt.toISOString()}${
            args.expires && DATE_ONLY.test(args.expires)
              ? ` (through ${longDate(new Date(`${args.expires}T00:00:00Z`))}, UTC)`
              : ""
          }`
        : "no expiry";
      const limit =
        coupon.maxRedemptions === null
          ? "no redemption limit"
          : `at most ${coupon.maxRedemptions} redemption${coupon.maxRedemptions === 1 ? "" : "s"}`;
      ctx.out(`Created coupon ${coupon.code}: ${describeDiscount(coupon)}, ${expiry}, ${limit}.`);
    },
  },

  "coupon:list": {
    summary: "List every coupon with its use (--json for one JSON object a line).",
    usage: "[--json]",
    options: { json: { type: "boolean" } },
    async run(ctx, values) {
      const now = ctx.now();
      const rows = (await createBillingRepository(ctx.db).listCoupons()).map((c) => ({
        code: c.code,
        percent_off: c.percentOff,
        amount_off: c.amountOff === null ? null : toDecimalString(c.amountOff),
        discount: describeDiscount(c),
        expires_at: c.expiresAt?.toISOString() ?? null,
        redemptions: c.redemptions,
        max_redemptions: c.maxRedemptions,
        status: couponProblem(c, now) ?? "active",
        created_at: c.createdAt.toISOString(),
      }));
      if (values.json) {
        for (const row of rows) ctx.out(JSON.stringify(row));
        return;
      }
      if (rows.length === 0) {
        ctx.out("No coupons yet. Create one with coupon:create.");
        return;
      }
      const table = [
        ["CODE", "DISCOUNT", "EXPIRES", "REDEEMED", "STATUS"],
        ...rows.map((r) => [
          r.code,
          r.discount,
          r.expires_at ?? "never",
          r.max_redemptions === null
            ? String(r.redemptions)
            : `${r.redemptions}/${r.max_redemptions}`,
          r.status,
        ]),
      ];
      for (const line of formatTable(table)) ctx.out(line);
      ctx.out(`${rows.length} coupon${rows.length === 1 ? "" : "s"}.`);
    },
  },
};
