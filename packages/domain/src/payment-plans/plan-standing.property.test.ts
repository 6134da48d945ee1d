import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { planStanding } from "./plan-standing.ts";
import { installmentDue, type PlanTerms } from "./plan-terms.ts";

// Whatever the payments, a plan's standing accounts for every counted dollar, fills installments
// in order, and its state follows from its installments (docs/letters-and-plans.md, "An
// installment's standing and the plan's state").

const scenario = fc.record({
  frequency: fc.constantFrom("weekly", "biweekly", "monthly" as const),
  installmentCents: fc.integer({ min: 5_000, max: 50_000 }),
  firstDue: fc.integer({ min: 0, max: 800 }).map((d) => addDays("2026-01-01", d)),
  graceDays: fc.integer({ min: 0, max: 10 }),
  missedToDefault: fc.integer({ min: 1, max: 4 }),
  agreedBefore: fc.integer({ min: 0, max: 30 }),
  payments: fc.array(
    fc.record({
      offset: fc.integer({ min: -60, max: 400 }),
      cents: fc.integer({ min: 100, max: 100_000 }),
    }),
    { maxLength: 25 },
  ),
  todayOffset: fc.integer({ min: -10, max: 420 }),
});

describe("planStanding for any payments", () => {
  it("accounts for every counted payment and follows its own rules", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const plan: PlanTerms = {
          installment: BigInt(s.installmentCents) * 100n,
          frequency: s.frequency,
          firstDue: s.firstDue,
          graceDays: s.graceDays,
          missedToDefault: s.missedToDefault,
          agreedOn: addDays(s.firstDue, -s.agreedBefore),
        };
        const payments = s.payments.map((p) => ({
          date: addDays(s.firstDue, p.offset),
          amount: BigInt(p.cents) * 100n,
        }));
        const today = addDays(s.firstDue, s.todayOffset);
        const standing = planStanding(plan, payments, today, { paidOffOn: null });
        const { installments } = standing;

        const counted = payments
          .filter((p) => p.date >= plan.agreedOn && p.date <= today)
          .reduce((sum, p) => sum + p.amount, 0n);
        expect(installments.reduce((sum, i) => sum + i.paid, 0n)).toBe(counted);

        let open = false;
        installments.forEach((i, k) => {
          expect(i.number).toBe(k + 1);
          expect(i.due).toBe(installmentDue(plan, k + 1));
          expect(i.graceEnds).toBe(addDays(i.due, plan.graceDays));
          expect(i.amount).toBe(plan.installment);
          expect(i.paid <= i.amount).toBe(true);
          expect(i.paidOn !== null).toBe(i.paid === i.amount);
          if (i.paidOn !== null) expect(i.paidOn <= today).toBe(true);
          // Filled in order: after the first one not fully paid, nothing has been paid.
          if (open) expect(i.paid).toBe(0n);
          if (i.paid < i.amount) open = true;
          const expected =
            i.paidOn !== null
              ? i.paidOn <= i.graceEnds
                ? "paid"
                : "paid-late"
              : today > i.graceEnds
                ? "missed"
                : i.paid > 0n
                  ? "partial"
                  : today > i.due
                    ? "late"
                    : "upcoming";
          expect(i.status).toBe(expected);
        });
        // Every installment due by today is listed, and the first not fully paid.
        expect(installmentDue(plan, installments.length + 1) > today).toBe(true);
        expect(standing.nextDue === null || standing.nextDue.paidOn === null).toBe(true);

        const missed = installments.filter(
          (i) => i.status === "missed" || i.status === "paid-late",
        ).length;
        expect(standing.missedCount).toBe(missed);
        const defaulted = missed >= plan.missedToDefault;
        expect(standing.defaultedOn !== null).toBe(defaulted);
        const late = installments.some((i) => i.paidOn === null && i.due < today);
        expect(standing.state).toBe(defaulted ? "defaulted" : late ? "late" : "current");
      }),
      { numRuns: 300 },
    );
  });
});
