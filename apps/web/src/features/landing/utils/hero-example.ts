/**
 * The hero's worked example. Kept as plain text so the landing bundle carries no interest engine;
 * hero-example.test.ts recomputes every figure with @owed/domain, so the page can never show a
 * number the product itself would not produce.
 */
export const HERO_EXAMPLE = {
  judgmentAmount: "$25,000.00",
  judgmentDate: "03/15/2024",
  rate: "9%",
  paymentAmount: "$5,000.00",
  paymentDate: "10/01/2024",
  costAmount: "$450.00",
  costDate: "01/10/2025",
  asOf: "06/30/2025",
  principalBalance: "$21,682.86",
  accruedInterest: "$1,443.01",
  perDiem: "$5.3464",
  totalPayoff: "$23,125.87",
} as const;
