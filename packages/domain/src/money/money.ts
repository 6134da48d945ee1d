import { DomainError } from "../interest/domain-error.ts";

/**
 * Money: a bigint count of ten-thousandths of a dollar ($0.0001). `$1.00` is `10_000n`.
 *
 * Why this unit: users enter cents, but interest is carried at 4 decimals
 * (docs/decisions/003-money.md), so one integer unit covers every figure exactly. Binary floating
 * point never touches money: every way into this type goes through a decimal string, every way out
 * through `roundHalfUp`.
 */
export type Money = bigint;

/**
 * RatePercent: a bigint count of ten-thousandths of a percent. `7.375%` is `73_750n`,
 * `10%` is `100_000n`. Rates have at most 4 decimals (docs/decisions/003-money.md).
 */
export type RatePercent = bigint;

export const MONEY_SCALE = 4;
export const RATE_SCALE = 4;
export const UNITS_PER_DOLLAR: Money = 10_000n;
export const UNITS_PER_CENT: Money = 100n;
export const MAX_RATE_PERCENT: RatePercent = 1_000_000n;

/**
 * The largest amount a person may enter: $999,999,999,999.99. Figures are stored as PostgreSQL
 * bigint in $0.0001 units (at most 9,223,372,036,854,775,807, about $922 trillion), so this leaves
 * a factor of over 900 for costs and interest to grow into before a stored figure could overflow;
 * a case whose figures would still pass the column's range is refused, not crashed
 * (docs/decisions/008-security.md).
 */
export const MAX_AMOUNT: Money = 9_999_999_999_999_900n;
/** The largest figure a bigint column holds: the ceiling of every stored Money. */
export const MAX_STORED_MONEY: Money = 9_223_372_036_854_775_807n;
/** Amount text longer than this is refused before it is parsed (no megabytes of digits). */
export const AMOUNT_TEXT_MAX = 40;

export type AmountProblem = "not_a_number" | "not_positive" | "too_many_decimals" | "too_large";
export type RateProblem = "not_a_number" | "negative" | "too_high" | "too_many_decimals";

export function amountMessage(problem: AmountProblem, subject = "Amount", maxDecimals = 2): string {
  switch (problem) {
    case "not_a_number":
      return `${subject} must be a number, like 1,234.56`;
    case "not_positive":
      return `${subject} must be greater than 0`;
    case "too_many_decimals":
      return maxDecimals === 2
        ? `${subject} must have at most 2 decimal places (whole cents)`
        : `${subject} must have at most ${maxDecimals} decimal places`;
    case "too_large":
      return `${subject} must be at most $999,999,999,999.99`;
  }
}

export function rateMessage(problem: RateProblem, subject = "Interest rate"): string {
  switch (problem) {
    case "not_a_number":
      return `${subject} must be a number, like 7.375`;
    case "negative":
      return `${subject} must be positive`;
    case "too_high":
      return `${subject} must be 100 or less`;
    case "too_many_decimals":
      return `${subject} must have at most 4 decimal places`;
  }
}

export class InvalidAmountError extends DomainError {
  readonly problem: AmountProblem;
  readonly input: unknown;
  constructor(problem: AmountProblem, input: unknown, subject = "Amount", field?: string) {
    super("invalid_amount", amountMessage(problem, subject), field);
    this.problem = problem;
    this.input = input;
  }
}

export class InvalidRateError extends DomainError {
  readonly problem: RateProblem;
  readonly input: unknown;
  constructor(problem: RateProblem, input: unknown, subject = "Interest rate", field?: string) {
    super("invalid_rate", rateMessage(problem, subject), field);
    this.problem = problem;
    this.input = input;
  }
}

// ---------------------------------------------------------------------------------------------
// Rounding: the only two places where precision is ever dropped.

const POW10: readonly bigint[] = [1n, 10n, 100n, 1_000n, 10_000n, 100_000n, 1_000_000n];

function pow10(exponent: number): bigint {
  return POW10[exponent] ?? 10n ** BigInt(exponent);
}

/**
 * Rescales `value` (an integer count of 10^-fromScale) to 10^-toScale, rounding half-up: a
 * remainder of exactly one half moves away from zero ($0.00005 -> $0.0001, -$0.005 -> -$0.01).
 * This is how every figure is shown and how a payoff is rounded to cents.
 */
export function roundHalfUp(value: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return value * pow10(toScale - fromScale);
  const divisor = pow10(fromScale - toScale);
  const magnitude = value < 0n ? -value : value;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return value < 0n ? -rounded : rounded;
}

/**
 * The exact amount `numerator / denominator` ten-thousandths of a dollar, rounded down to a whole
 * ten-thousandth: daily interest is floored to 4 decimals (docs/interest-method.md, rule 1).
 * Floors toward negative infinity so that it stays a floor even if a caller ever passes a
 * negative amount.
 */
export function floorTo4(numerator: bigint, denominator: bigint): Money {
  const q = numerator / denominator;
  const r = numerator % denominator;
  return r !== 0n && r < 0n !== denominator < 0n ? q - 1n : q;
}

/** Rounds a Money value to whole cents (half-up), still expressed in Money units. */
export function roundToCents(value: Money): Money {
  return roundHalfUp(value, MONEY_SCALE, 2) * UNITS_PER_CENT;
}

/**
 * The one rule for showing a balance in cents (docs/decisions/005-display-rounding.md): principal
 * and interest are each rounded half-up to the cent, and the payoff shown is their sum, so every
 * printed payoff adds up on paper and each printed part is its own exact figure rounded. The shown
 * payoff can differ from the exact payoff by up to a cent; it is also the most a payment may be.
 */
export function shownCents(
  principal: Money,
  interest: Money,
): { principal: Money; interest: Money; payoff: Money } {
  const p = roundToCents(principal);
  const i = roundToCents(interest);
  return { principal: p, interest: i, payoff: p + i };
}

export function isWholeCents(value: Money): boolean {
  return value % UNITS_PER_CENT === 0n;
}

// ---------------------------------------------------------------------------------------------
// Parsing: from what a person typed (or a JSON number) to exact integers.

interface DecimalDigits {
  negative: boolean;
  whole: string;
  fraction: string;
}

const USER_DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

function splitUserText(text: string, allowPercent: boolean): DecimalDigits | undefined {
  let body = text.trim();
  if (allowPercent && body.endsWith("%")) body = body.slice(0, -1).trimEnd();
  let negative = false;
  if (body.startsWith("-") || body.startsWith("+")) {
    negative = body.startsWith("-");
    body = body.slice(1).trimStart();
  }
  if (body.startsWith("$")) body = body.slice(1).trimStart();
  const match = USER_DECIMAL.exec(body);
  if (!match) return undefined;
  const whole = (match[1] ?? "").replaceAll(",", "");
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return undefined;
  return { negative, whole: whole === "" ? "0" : whole, fraction };
}

/**
 * A JS number becomes the shortest decimal string that reads back as the same number (what
 * `String(n)` prints), so 7.375 is "7.375" and 0.1 + 0.2 is "0.30000000000000004", which is then
 * refused for having too many decimals rather than silently rounded.
 */
function splitNumber(value: number): DecimalDigits | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return undefined;
  const negative = match[1] === "-";
  let digits = (match[2] ?? "") + (match[3] ?? "");
  let point = (match[2] ?? "").length + Number(match[4] ?? 0);
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) {
    digits = digits.padEnd(point, "0");
  }
  return { negative, whole: digits.slice(0, point), fraction: digits.slice(point) };
}

function splitInput(input: unknown, allowPercent: boolean): DecimalDigits | undefined {
  if (typeof input === "number") return splitNumber(input);
  if (typeof input === "string") return splitUserText(input, allowPercent);
  return undefined;
}

/** Integer count of 10^-scale, or "too_many_decimals" when significant digits go beyond it. */
function toScaled(parts: DecimalDigits, scale: number): bigint | "too_many_decimals" {
  const fraction = parts.fraction.replace(/0+$/, "");
  if (fraction.length > scale) return "too_many_decimals";
  const magnitude = BigInt(parts.whole + fraction.padEnd(scale, "0"));
  return parts.negative ? -magnitude : magnitude;
}

export interface MoneyInputOptions {
  /** Name used in messages, e.g. "Judgment amount". Defaults to "Amount". */
  subject?: string;
  /** Form field the message belongs to. */
  field?: string;
  /** 2 for anything a person enters (default); 4 for figures the engine printed itself. */
  maxDecimals?: 2 | 4;
}

/**
 * Parses an amount a person entered: "1234.56", "1,234.56", "$1,234.5", " 12 ", or a number
 * (via its shortest decimal string). Refuses text that is not a number and more than 2 decimals
 * (trailing zeros do not count: "12.340" is $12.34). Does not check the sign; see
 * `parsePositiveAmount`.
 */
export function parseMoneyInput(input: string | number, options: MoneyInputOptions = {}): Money {
  const { subject = "Amount", field, maxDecimals = 2 } = options;
  if (typeof input === "string" && input.length > AMOUNT_TEXT_MAX) {
    throw new InvalidAmountError(
      input.trim().length > 0 && /^[\s$,.\d-]*$/.test(input) ? "too_large" : "not_a_number",
      input,
      subject,
      field,
    );
  }
  const parts = splitInput(input, false);
  if (!parts) throw new InvalidAmountError("not_a_number", input, subject, field);
  const scaled = toScaled(parts, maxDecimals);
  if (scaled === "too_many_decimals") {
    const error = new InvalidAmountError("too_many_decimals", input, subject, field);
    if (maxDecimals !== 2) error.message = amountMessage("too_many_decimals", subject, maxDecimals);
    throw error;
  }
  return scaled * pow10(MONEY_SCALE - maxDecimals);
}

/** `parseMoneyInput` plus the "greater than 0" rule every user amount follows. */
export function parsePositiveAmount(
  input: string | number,
  options: MoneyInputOptions = {},
): Money {
  const value = parseMoneyInput(input, options);
  if (value <= 0n) {
    throw new InvalidAmountError("not_positive", input, options.subject ?? "Amount", options.field);
  }
  if (value > MAX_AMOUNT) {
    throw new InvalidAmountError("too_large", input, options.subject ?? "Amount", options.field);
  }
  return value;
}

/** Checks an amount that is already Money: above 0 and whole cents. */
export function assertUserAmount(value: Money, subject = "Amount", field?: string): Money {
  if (typeof value !== "bigint")
    throw new InvalidAmountError("not_a_number", value, subject, field);
  if (value <= 0n) throw new InvalidAmountError("not_positive", value, subject, field);
  if (!isWholeCents(value))
    throw new InvalidAmountError("too_many_decimals", value, subject, field);
  if (value > MAX_AMOUNT) throw new InvalidAmountError("too_large", value, subject, field);
  return value;
}

/** Parses "7.375", "7.375%", "10" or 7.375 into a RatePercent; 0 to 100, at most 4 decimals. */
export function parseRatePercent(
  input: string | number,
  options: { subject?: string; field?: string } = {},
): RatePercent {
  const { subject = "Interest rate", field } = options;
  if (typeof input === "string" && input.length > AMOUNT_TEXT_MAX) {
    throw new InvalidRateError("not_a_number", input, subject, field);
  }
  const parts = splitInput(input, true);
  if (!parts) throw new InvalidRateError("not_a_number", input, subject, field);
  const scaled = toScaled(parts, RATE_SCALE);
  if (scaled === "too_many_decimals") {
    throw new InvalidRateError("too_many_decimals", input, subject, field);
  }
  return assertRatePercent(scaled, subject, field);
}

/** Checks a RatePercent that is already an integer: from 0 to 100 percent. */
export function assertRatePercent(
  value: RatePercent,
  subject = "Interest rate",
  field?: string,
): RatePercent {
  if (typeof value !== "bigint") throw new InvalidRateError("not_a_number", value, subject, field);
  if (value < 0n) throw new InvalidRateError("negative", value, subject, field);
  if (value > MAX_RATE_PERCENT) throw new InvalidRateError("too_high", value, subject, field);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Formatting.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function fixed(value: bigint, decimals: number, grouped: boolean): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const divisor = pow10(decimals);
  const whole = (magnitude / divisor).toString();
  const fraction =
    decimals > 0 ? `.${(magnitude % divisor).toString().padStart(decimals, "0")}` : "";
  return `${negative ? "-" : ""}${grouped ? groupThousands(whole) : whole}${fraction}`;
}

/** Plain decimal text, half-up to 2 or 4 decimals: 12_345_678n -> "1234.57" / "1234.5678". */
export function toDecimalString(value: Money, decimals: 2 | 4 = 2): string {
  return fixed(roundHalfUp(value, MONEY_SCALE, decimals), decimals, false);
}

/** US dollars for people: "$1,234.56" (or 4 decimals), "-$0.01" for negatives. */
export function formatUsd(value: Money, options: { decimals?: 2 | 4 } = {}): string {
  const decimals = options.decimals ?? 2;
  const text = fixed(roundHalfUp(value, MONEY_SCALE, decimals), decimals, true);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** "7.375", "10": the rate as a plain decimal, without trailing zeros. */
export function rateToDecimalString(rate: RatePercent): string {
  return fixed(rate, RATE_SCALE, false).replace(/\.?0+$/, "");
}

/** "7.375%", "10%". */
export function formatRatePercent(rate: RatePercent): string {
  return `${rateToDecimalString(rate)}%`;
}

// ---------------------------------------------------------------------------------------------
// Storage: JSON has no bigint, so stored figures are the integer count as a decimal string.

const INTEGER_TEXT = /^-?\d+$/;

export function moneyToUnitsString(value: Money): string {
  return value.toString();
}

/** Reads back `moneyToUnitsString`; `undefined` when the text is not an integer. */
export function tryMoneyFromUnitsString(text: unknown): Money | undefined {
  return typeof text === "string" && INTEGER_TEXT.test(text) ? BigInt(text) : undefined;
}
