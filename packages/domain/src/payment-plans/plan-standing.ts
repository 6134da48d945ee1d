import type { InstallmentStatus, PlanState } from "../contracts/payment-plans.ts";
import { type CalendarDate, fromDayNumber, toDayNumber } from "../dates/calendar-date.ts";
import { type Money, toDecimalString } from "../money/money.ts";
import { installmentDue, type PlanTerms } from "./plan-terms.ts";

/** One installment on a day: what was due, what the case's payments put on it, its status. */
export interface InstallmentStanding {
  /** From 1. */
  number: number;
  due: CalendarDate;
  /** The last day of its grace. */
  graceEnds: CalendarDate;
  /** The installment, or (the plan completed) what was left of the judgment when it was paid. */
  amount: Money;
  /** What payments dated up to the day put on it. */
  paid: Money;
  /** The day it was fully paid, or null. */
  paidOn: CalendarDate | null;
  status: InstallmentStatus;
}

export interface PlanStanding {
  state: PlanState;
  /** Installments due up to the day, those payments reached, and `ahead` more (see planStanding). */
  installments: InstallmentStanding[];
  /** Installments that were not fully paid by the end of their grace (missed, or paid late). */
  missedCount: number;
  /** The first installment not fully paid; null when the plan is completed or defaulted. */
  nextDue: InstallmentStanding | null;
  /** The day the plan's `missedToDefault`-th installment became missed; null if not (yet). */
  defaultedOn: CalendarDate | null;
}

export interface PlanPayment {
  date: CalendarDate;
  amount: Money;
}

export interface PlanStandingOptions {
  /** The day the judgment was paid off (the plan then is completed), or null. */
  paidOffOn: CalendarDate | null;
  /** Installments not yet due to list after the day's (default 3). */
  ahead?: number;
}

/** The most installments a standing lists: a weekly plan of 190 years; a guard, not a rule. */
const MAX_LISTED = 10_000;

interface Slot {
  number: number;
  dueDay: number;
  graceDay: number;
  paid: Money;
  paidOnDay: number | null;
}

/**
 * A plan's standing on `today` (docs/letters-and-plans.md, "An installment's standing and the
 * plan's state"). Payments dated from `agreedOn` to `today` fill installments in order, oldest
 * first; what is more than one installment carries to the next. Each installment's status:
 *
 *  - paid / paid-late: fully paid by the end of its grace days, or after;
 *  - missed: its grace is over and it is not fully paid;
 *  - partial: partly paid, not yet due or within its grace;
 *  - late: past its due date, within its grace, nothing on it;
 *  - upcoming: not yet due, nothing on it.
 *
 * The plan is completed once the judgment is paid off (`paidOffOn` on or before `today`: the
 * installment it fell in counts as paid, at what was left); defaulted from the day its
 * `missedToDefault`-th installment became missed (the day after that installment's grace ended;
 * a later payment does not revive it); late while any installment past its due date is not fully
 * paid; else current.
 */
export function planStanding(
  plan: PlanTerms,
  payments: readonly PlanPayment[],
  today: CalendarDate,
  options: PlanStandingOptions,
): PlanStanding {
  const todayDay = toDayNumber(today, "today");
  const agreedDay = toDayNumber(plan.agreedOn, "agreedOn");
  const paidOffDay =
    options.paidOffOn === null ? null : toDayNumber(options.paidOffOn, "paidOffOn");
  const completedDay = paidOffDay !== null && paidOffDay <= todayDay ? paidOffDay : null;
  const ahead = Math.max(0, Math.floor(options.ahead ?? 3));

  const counted = payments
    .map((p) => ({ day: toDayNumber(p.date, "date"), amount: p.amount }))
    .filter((p) => p.day >= agreedDay && p.day <= todayDay && p.amount > 0n)
    .sort((a, b) => a.day - b.day);

  const slots: Slot[] = [];
  const slot = (index: number): Slot => {
    while (slots.length <= index) {
      const number = slots.length + 1;
      const dueDay = toDayNumber(installmentDue(plan, number));
      slots.push({ number, dueDay, graceDay: dueDay + plan.graceDays, paid: 0n, paidOnDay: null });
    }
    return slots[index] as Slot;
  };

  // Fill installments in order; excess carries to the next.
  let current = 0;
  for (const payment of counted) {
    let rest = payment.amount;
    while (rest > 0n && current < MAX_LISTED) {
      const s = slot(current);
      const room = plan.installment - s.paid;
      const part = rest < room ? rest : room;
      s.paid += part;
      rest -= part;
      if (s.paid === plan.installment) {
        s.paidOnDay = payment.day;
        current += 1;
      }
    }
  }

  const touched = slots.length;

  // Which installments to list: every one due by today, those payments reached, the first not
  // fully paid and `ahead` more; once completed, those due by the payoff day and the one the
  // payoff fell in, nothing after.
  const dueBy = (day: number): number => {
    let n = 0;
    while (n < MAX_LISTED && slot(n).dueDay <= day) n += 1;
    return n;
  };
  let count: number;
  if (completedDay === null) {
    count = Math.min(MAX_LISTED, Math.max(dueBy(todayDay) + ahead, touched, current + 1));
  } else {
    const due = dueBy(completedDay);
    count = Math.max(1, Math.min(Math.max(due, touched), due + 1));
  }

  const installments: InstallmentStanding[] = [];
  let missedCount = 0;
  const missedDays: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = slot(i);
    let amount = plan.installment;
    let paidOnDay = s.paidOnDay;
    if (completedDay !== null && paidOnDay === null && s.graceDay >= completedDay) {
      // The judgment was paid off before this installment's grace ended: what it took is the
      // last installment, paid on the payoff day.
      amount = s.paid;
      paidOnDay = completedDay;
    }
    const status = statusOf(s, amount, paidOnDay, todayDay);
    if (paidOnDay === null ? todayDay > s.graceDay : paidOnDay > s.graceDay) {
      missedCount += 1;
      missedDays.push(s.graceDay + 1);
    }
    installments.push({
      number: s.number,
      due: fromDayNumber(s.dueDay),
      graceEnds: fromDayNumber(s.graceDay),
      amount,
      paid: s.paid,
      paidOn: paidOnDay === null ? null : fromDayNumber(paidOnDay),
      status,
    });
  }

  const defaultDay =
    missedDays.length >= plan.missedToDefault
      ? (missedDays[plan.missedToDefault - 1] as number)
      : null;
  const defaultedOn =
    defaultDay !== null && (completedDay === null || defaultDay <= completedDay)
      ? fromDayNumber(defaultDay)
      : null;
  let state: PlanState;
  if (completedDay !== null) state = "completed";
  else if (defaultedOn !== null) state = "defaulted";
  else if (installments.some((i) => i.paidOn === null && toDayNumber(i.due) < todayDay)) {
    state = "late";
  } else state = "current";

  const nextDue =
    state === "completed" || state === "defaulted"
      ? null
      : (installments.find((i) => i.paidOn === null) ?? null);
  return { state, installments, missedCount, nextDue, defaultedOn };
}

function statusOf(
  s: Slot,
  amount: Money,
  paidOnDay: number | null,
  todayDay: number,
): InstallmentStatus {
  if (paidOnDay !== null && s.paid >= amount) return paidOnDay <= s.graceDay ? "paid" : "paid-late";
  if (todayDay > s.graceDay) return "missed";
  if (s.paid > 0n) return "partial";
  if (todayDay > s.dueDay) return "late";
  return "upcoming";
}

/** An installment as the API sends it (`installmentSchema`): money as text to the cent. */
export function installmentText(installment: InstallmentStanding): {
  number: number;
  due: CalendarDate;
  graceEnds: CalendarDate;
  amount: string;
  paid: string;
  paidOn: CalendarDate | null;
  status: InstallmentStatus;
} {
  return {
    ...installment,
    amount: toDecimalString(installment.amount, 2),
    paid: toDecimalString(installment.paid, 2),
  };
}
