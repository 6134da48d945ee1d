import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { computeLedger, type LedgerTransaction } from "../interest/ledger.ts";
import { snapshotFromLedger } from "../interest/snapshot.ts";
import type { CaseTerms } from "../interest/terms.ts";
import { roundToCents, shownCents } from "../money/money.ts";
import { projectPlan } from "./plan-projection.ts";
import type { PlanTerms } from "./plan-terms.ts";

// Any case terms, any short ledger, any plan: a projection is either refused with a figure the
// plan is below, or equal, line by line, to the ledger with its payments entered
// (docs/letters-and-plans.md, "The projection").

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => BigInt(c) * 100n);

const termsArb: fc.Arbitrary<CaseTerms> = fc
  .record({
    judgmentAmount: cents(100_000, 20_000_000),
    offset: fc.integer({ min: 0, max: 3_000 }),
    rates: fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 4 }),
    step: fc.integer({ min: 30, max: 700 }),
    compounding: fc.constantFrom("none", "annual" as const),
    dayCount: fc.constantFrom("365", "actual", "360", "30-360", "months", "bank-year" as const),
    perDiemRounding: fc.constantFrom("floor-4", "half-up-cents", "exact" as const),
    costTreatment: fc.constantFrom(
      "principal",
      "separate-bearing",
      "separate-non-bearing" as const,
    ),
    creditingOrder: fc.constantFrom(
      "interest-principal",
      "costs-interest-principal",
      "merchants-rule" as const,
    ),
  })
  .map((t) => {
    const judgmentDate = addDays("2015-01-01", t.offset);
    const rate =
      t.rates.length === 1
        ? BigInt(t.rates[0] ?? 0)
        : t.rates.map((r, i) => ({
            from: addDays(judgmentDate, i * t.step),
            ratePercent: BigInt(r),
          }));
    return {
      judgmentAmount: t.judgmentAmount,
      judgmentDate,
      rate,
      compounding: t.compounding,
      dayCount: t.dayCount,
      perDiemRounding: t.perDiemRounding,
      costTreatment: t.costTreatment,
      // Costs first needs costs kept as their own balance.
      creditingOrder:
        t.creditingOrder === "costs-interest-principal" && t.costTreatment === "principal"
          ? "interest-principal"
          : t.creditingOrder,
    } as CaseTerms;
  });

const txArb = fc.array(
  fc.record({
    type: fc.constantFrom("PAYMENT", "COST", "RENEWAL" as const),
    days: fc.integer({ min: 0, max: 1_500 }),
    share: fc.integer({ min: 1, max: 10 }),
  }),
  { maxLength: 6 },
);

const planArb = fc.record({
  frequency: fc.constantFrom("weekly", "biweekly", "monthly" as const),
  /** The installment as a share of the judgment: 1/parts of it. */
  parts: fc.integer({ min: 2, max: 80 }),
  firstDueOffset: fc.integer({ min: -400, max: 400 }),
  fromOffset: fc.integer({ min: 0, max: 400 }),
});

describe("projectPlan against the ledger, for any terms", () => {
  it("is refused below its figure, or equals the ledger with its payments entered", () => {
    fc.assert(
      fc.property(termsArb, txArb, planArb, (terms, rawTxs, p) => {
        // Payments of at most 1% of the judgment each cannot pay it off within six entries.
        const txs: LedgerTransaction[] = rawTxs
          .map((t) => ({
            type: t.type,
            date: addDays(terms.judgmentDate, t.days),
            amount:
              t.type === "RENEWAL"
                ? 0n
                : roundToCents((terms.judgmentAmount * BigInt(t.share)) / 1000n),
          }))
          .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
        const before = computeLedger(terms, txs);
        const from = addDays(before.state.date, p.fromOffset);
        const plan: Pick<PlanTerms, "installment" | "frequency" | "firstDue"> = {
          installment: roundToCents(terms.judgmentAmount / BigInt(p.parts)) || 100n,
          frequency: p.frequency,
          firstDue: addDays(from, p.firstDueOffset),
        };
        const outcome = projectPlan(terms, txs, plan, from, { maxInstallments: 500 });
        expect(
          projectPlan(terms, snapshotFromLedger(before), plan, from, { maxInstallments: 500 }),
        ).toEqual(outcome);
        if (outcome.kind === "does-not-cover") {
          expect(outcome.needed > plan.installment).toBe(true);
          const enough = projectPlan(terms, txs, { ...plan, installment: outcome.needed }, from, {
            maxInstallments: 500,
          });
          expect(enough.kind).not.toBe("does-not-cover");
          return;
        }
        if (outcome.kind === "too-long") return;
        const { projection } = outcome;
        const ledger = computeLedger(terms, [
          ...txs,
          ...projection.payments.map((x) => ({
            type: "PAYMENT" as const,
            date: x.date,
            amount: x.amount,
          })),
        ]);
        const rows = ledger.rows.slice(txs.length);
        expect(rows.length).toBe(projection.payments.length);
        rows.forEach((row, k) => {
          const x = projection.payments[k];
          expect(x && row.date === x.date && row.amount === x.amount).toBe(true);
          expect(row.appliedToInterest).toBe(x?.toInterest);
          expect(row.appliedToPrincipal).toBe(x?.toPrincipal);
          expect(row.appliedToCosts).toBe(x?.toCosts);
          expect(x?.balanceAfter).toBe(
            shownCents(row.principalAfter, row.unpaidInterestAfter).payoff +
              roundToCents(row.costBalanceAfter),
          );
          expect(x && x.date >= from && x.amount <= plan.installment).toBe(true);
        });
        expect(ledger.state.satisfiedOn).toBe(projection.paidOffOn);
        expect(projection.interestPaid).toBe(
          ledger.state.totalInterestPaid - before.state.totalInterestPaid,
        );
      }),
      { numRuns: 120 },
    );
  });
});
