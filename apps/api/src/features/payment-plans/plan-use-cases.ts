import {
  addDays,
  type CalendarDate,
  type casePaymentPlanSchema,
  compareDates,
  compareSettlement,
  formatUsDate,
  InvalidDateError,
  isCalendarDate,
  judgmentDeadlines,
  LETTER_PLAN_ERRORS,
  type Money,
  type PlanStanding,
  type PlanTerms,
  type ProjectionOutcome,
  parsePositiveAmount,
  parseRatePercent,
  parseSnapshot,
  type paymentPlanRequest,
  planStanding,
  type planSummarySchema,
  projectPlan,
  type settlementComparisonSchema,
  type settlementRequest,
  toDecimalString,
} from "@owed/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { CaseRow, PaymentPlanRow, TransactionRow } from "../../db/schema/index.ts";
import { shownFigures } from "../cases/case-dto.ts";
import { summaryAsOf, termsOf } from "../cases/case-figures.ts";
import { recordHistory } from "../cases/case-history-store.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound, refusalOf, refusalSaying } from "../cases/docket-errors.ts";
import {
  caseTransactionsOf,
  type DocketStore,
  lockCase,
  lockDocket,
  updateCase,
} from "../cases/docket-repository.ts";
import { judgmentLifeRuleFor } from "../deadlines/case-deadlines.ts";
import { planRecord } from "./plan-history.ts";
import {
  deletePlan,
  paymentsByCase,
  planOfCase,
  plansWithCases,
  replacePlan,
  setPlanNote,
} from "./plan-store.ts";

// A case's payment plan (docs/letters-and-plans.md, "Payment plans"): its schedule matched to the
// case's payments, its state and the engine's projection; agreeing, changing and ending it (each
// one database transaction with its history entry); a plan's terms previewed; a lump sum weighed
// against it; and every plan's state for the dashboard. Every figure comes from the domain's
// functions on the interest engine: nothing here computes interest.

export interface PlanDeps {
  db: Db;
  docket: DocketStore;
}

/** How many installments after today the schedule shows beside those already due. */
const SCHEDULE_AHEAD = 3;
/** The latest first due date: a plan is agreed to start soon, not years ahead. */
const FIRST_DUE_MAX_DAYS_AHEAD = 366;
/** The latest day a lump sum may be weighed for. */
const SETTLEMENT_MAX_DAYS_AHEAD = 366;

type PlanInput = z.output<typeof paymentPlanRequest>;
type SettlementInput = z.output<typeof settlementRequest>;
type CasePaymentPlanDto = z.output<typeof casePaymentPlanSchema>;
type PlanSummaryDto = z.output<typeof planSummarySchema>;
type SettlementComparisonDto = z.output<typeof settlementComparisonSchema>;

async function caseOf(deps: PlanDeps, workspaceId: string, caseId: string): Promise<CaseRow> {
  const row = await deps.docket.findCase(workspaceId, caseId);
  if (!row) throw caseNotFound();
  return row;
}

const caseEnded = () => refusalOf(LETTER_PLAN_ERRORS.caseEnded);
const noPlan = () => refusalOf(LETTER_PLAN_ERRORS.noPlan);

/** The stored plan as the domain's plan terms (packages/domain/src/payment-plans/). */
export function termsOfPlan(plan: PaymentPlanRow): PlanTerms {
  return {
    installment: plan.installment,
    frequency: plan.frequency,
    firstDue: plan.firstDue,
    graceDays: plan.graceDays,
    missedToDefault: plan.missedToDefault,
    agreedOn: plan.agreedOn,
  };
}

/** The same installments, due on the same days, with the same grace and default rule. */
function sameSchedule(a: PlanTerms, b: PlanTerms): boolean {
  return (
    a.installment === b.installment &&
    a.frequency === b.frequency &&
    a.firstDue === b.firstDue &&
    a.graceDays === b.graceDays &&
    a.missedToDefault === b.missedToDefault
  );
}

/** The first due date asked: a real date, not before the judgment, within a year of today. */
function firstDueOf(row: CaseRow, raw: string, today: CalendarDate): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw, "firstDue", message);
  if (!isCalendarDate(raw)) throw refuse("Enter a valid first due date like 2026-12-01.");
  if (compareDates(raw, row.judgmentDate) < 0) {
    throw refuse(
      `The first due date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`,
    );
  }
  const latest = addDays(today, FIRST_DUE_MAX_DAYS_AHEAD);
  if (compareDates(raw, latest) > 0) {
    throw refuse(
      `The first due date cannot be more than a year after today (${formatUsDate(latest)} at the latest).`,
    );
  }
  return raw;
}

/**
 * The terms a request asks for. Payments count towards the plan from the day it is agreed (today),
 * or from its first due date when that is earlier: a plan entered after its first installment
 * was already due counts the payment made for it.
 */
function termsAsked(row: CaseRow, input: PlanInput, today: CalendarDate): PlanTerms {
  const firstDue = firstDueOf(row, input.firstDue, today);
  return {
    installment: parsePositiveAmount(input.installment, {
      subject: "Installment amount",
      field: "installment",
    }),
    frequency: input.frequency,
    firstDue,
    graceDays: input.graceDays,
    missedToDefault: input.missedToDefault,
    agreedOn: compareDates(firstDue, today) < 0 ? firstDue : today,
  };
}

const paymentsOf = (rows: readonly TransactionRow[]) =>
  rows.filter((t) => t.type === "PAYMENT").map((t) => ({ date: t.date, amount: t.amount }));

/** The plan's standing on `today` against the case's payments; completed once the case is paid. */
function standingOf(
  row: CaseRow,
  terms: PlanTerms,
  txRows: readonly TransactionRow[],
  today: CalendarDate,
): PlanStanding {
  return planStanding(terms, paymentsOf(txRows), today, {
    paidOffOn: row.isEnded ? (row.endedOn ?? today) : null,
    ahead: SCHEDULE_AHEAD,
  });
}

/** The last day the judgment can be enforced (renewals counted), or null where no rule says. */
function enforceableUntil(
  row: CaseRow,
  txRows: readonly TransactionRow[],
  today: CalendarDate,
): CalendarDate | null {
  const renewals = txRows
    .filter((t) => t.type === "RENEWAL")
    .map((t) => t.date)
    .sort(compareDates);
  const rule = judgmentLifeRuleFor(row.jurisdiction);
  return judgmentDeadlines(rule, row.judgmentDate, renewals, today).expiry;
}

/** The engine's projection of the case under `terms`, every installment from `from` paid. */
function projectionOf(
  row: CaseRow,
  terms: PlanTerms,
  txRows: readonly TransactionRow[],
  from: CalendarDate,
  today: CalendarDate,
): ProjectionOutcome {
  return projectPlan(termsOf(row), parseSnapshot(row.snapshot), terms, from, {
    enforceableUntil: enforceableUntil(row, txRows, today),
  });
}

/** A projection that cannot be: the refusal in the engine's sentence, with the figure or limit. */
function refusalOfOutcome(outcome: Exclude<ProjectionOutcome, { kind: "projected" }>) {
  const answer =
    outcome.kind === "does-not-cover"
      ? LETTER_PLAN_ERRORS.planDoesNotCoverInterest
      : LETTER_PLAN_ERRORS.planTooLong;
  return refusalSaying(answer, outcome.sentence, { installment: [outcome.sentence] });
}

const money2 = (value: Money) => toDecimalString(value, 2);

function projectionDto(outcome: ProjectionOutcome, from: CalendarDate) {
  if (outcome.kind !== "projected") return null;
  const p = outcome.projection;
  return {
    from,
    paidOffOn: p.paidOffOn,
    installments: p.installments,
    finalInstallment: money2(p.finalInstallment),
    totalPaid: money2(p.totalPaid),
    interestPaid: money2(p.interestPaid),
    payments: p.payments.map((payment) => ({
      date: payment.date,
      amount: money2(payment.amount),
      toInterest: money2(payment.toInterest),
      toPrincipal: money2(payment.toPrincipal),
      toCosts: money2(payment.toCosts),
      balanceAfter: money2(payment.balanceAfter),
    })),
    warnings: [...p.warnings],
  };
}

function planDto(id: string, caseId: string, terms: PlanTerms, note: string) {
  return {
    id,
    caseId,
    installment: money2(terms.installment),
    frequency: terms.frequency,
    firstDue: terms.firstDue,
    graceDays: terms.graceDays,
    missedToDefault: terms.missedToDefault,
    agreedOn: terms.agreedOn,
    note,
  };
}

const noPlanDto = (today: CalendarDate): CasePaymentPlanDto => ({
  asOf: today,
  plan: null,
  state: null,
  schedule: [],
  missedCount: 0,
  projection: null,
});

/**
 * The case's plan as the case page shows it: the schedule, state and missed count on `today`, and
 * (while the plan runs) the projection from today. A plan the balance has outgrown since it was
 * agreed shows no projection rather than a refusal: its schedule and state still stand.
 */
function casePlanDto(
  row: CaseRow,
  plan: { id: string; terms: PlanTerms; note: string },
  txRows: readonly TransactionRow[],
  today: CalendarDate,
  projected?: ProjectionOutcome,
): CasePaymentPlanDto {
  const standing = standingOf(row, plan.terms, txRows, today);
  const runs = standing.state === "current" || standing.state === "late";
  const outcome = runs ? (projected ?? projectionOf(row, plan.terms, txRows, today, today)) : null;
  return {
    asOf: today,
    plan: planDto(plan.id, row.id, plan.terms, plan.note),
    state: standing.state,
    schedule: standing.installments.map((i) => ({
      number: i.number,
      due: i.due,
      graceEnds: i.graceEnds,
      amount: money2(i.amount),
      paid: money2(i.paid),
      paidOn: i.paidOn,
      status: i.status,
    })),
    missedCount: standing.missedCount,
    projection: outcome ? projectionDto(outcome, today) : null,
  };
}

export async function paymentPlanOf(
  deps: PlanDeps,
  actor: DocketActor,
  caseId: string,
): Promise<CasePaymentPlanDto> {
  const row = await caseOf(deps, actor.workspaceId, caseId);
  const plan = await planOfCase(deps.db, actor.workspaceId, row.id);
  if (!plan) return noPlanDto(actor.today);
  const txRows = await deps.docket.listTransactions(row.id);
  return casePlanDto(
    row,
    { id: plan.id, terms: termsOfPlan(plan), note: plan.note },
    txRows,
    actor.today,
  );
}

/** Terms checked against the case: open, and a plan the engine can pay the judgment off with. */
function checkedTerms(
  row: CaseRow,
  input: PlanInput,
  txRows: TransactionRow[],
  today: CalendarDate,
) {
  if (row.isEnded) throw caseEnded();
  const terms = termsAsked(row, input, today);
  const outcome = projectionOf(row, terms, txRows, today, today);
  if (outcome.kind !== "projected") throw refusalOfOutcome(outcome);
  return { terms, outcome };
}

/** What the terms would give, written nowhere (the plan's id is empty: it has none yet). */
export async function previewPaymentPlan(
  deps: PlanDeps,
  actor: DocketActor,
  caseId: string,
  input: PlanInput,
): Promise<CasePaymentPlanDto> {
  const row = await caseOf(deps, actor.workspaceId, caseId);
  const txRows = await deps.docket.listTransactions(row.id);
  const { terms, outcome } = checkedTerms(row, input, txRows, actor.today);
  return casePlanDto(row, { id: "", terms, note: input.note }, txRows, actor.today, outcome);
}

/**
 * Agrees a plan on the case, or replaces its terms: the plan row and its history entry (terms
 * before and after) in one transaction, with the case's version bumped so open pages refresh.
 * New terms are a new plan (a new id: its missed installments are noticed afresh); the same terms
 * with another note keep the plan; the same terms and note change nothing and write no entry.
 */
export async function savePaymentPlan(
  deps: PlanDeps,
  actor: DocketActor,
  caseId: string,
  input: PlanInput,
): Promise<{ dto: CasePaymentPlanDto; result: "agreed" | "changed" | "unchanged" }> {
  return deps.docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw caseNotFound();
    const txRows = await caseTransactionsOf(tx, row.id);
    const { terms, outcome } = checkedTerms(row, input, txRows, actor.today);
    const before = await planOfCase(tx, actor.workspaceId, row.id);
    const kept = before && sameSchedule(termsOfPlan(before), terms) ? before : undefined;
    if (kept && kept.note === input.note) {
      // Nothing to change: no entry, and the plan keeps its id (and the notices already sent).
      const dto = casePlanDto(
        row,
        { id: kept.id, terms: termsOfPlan(kept), note: kept.note },
        txRows,
        actor.today,
        outcome,
      );
      return { dto, result: "unchanged" as const };
    }
    // Only the note changed: the same plan, so its schedule and notices stand.
    const saved = kept
      ? await setPlanNote(tx, kept.id, input.note)
      : await replacePlan(tx, {
          workspaceId: actor.workspaceId,
          caseId: row.id,
          ...terms,
          note: input.note,
          createdBy: actor.userId,
        });
    const savedTerms = termsOfPlan(saved);
    await recordHistory(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      caseId: row.id,
      action: before ? "payment-plan.change" : "payment-plan.agree",
      at: actor.at,
      before: before ? planRecord({ ...termsOfPlan(before), note: before.note }) : null,
      after: planRecord({ ...savedTerms, note: saved.note }),
      payoffDate: actor.today,
    });
    await updateCase(tx, row.id, {});
    const dto = casePlanDto(
      row,
      { id: saved.id, terms: savedTerms, note: saved.note },
      txRows,
      actor.today,
      outcome,
    );
    return { dto, result: before ? ("changed" as const) : ("agreed" as const) };
  });
}

/** Ends the case's plan: the row goes (its notices with it), the history keeps its terms. */
export async function endPaymentPlan(
  deps: PlanDeps,
  actor: DocketActor,
  caseId: string,
): Promise<CasePaymentPlanDto> {
  return deps.docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw caseNotFound();
    const plan = await planOfCase(tx, actor.workspaceId, row.id);
    if (!plan) throw noPlan();
    await deletePlan(tx, plan.id);
    await recordHistory(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      caseId: row.id,
      action: "payment-plan.end",
      at: actor.at,
      before: planRecord({ ...termsOfPlan(plan), note: plan.note }),
      after: null,
      payoffDate: actor.today,
    });
    await updateCase(tx, row.id, {});
    return noPlanDto(actor.today);
  });
}

/** The day a lump sum is weighed for: today when absent; not before today, within a year. */
function settlementDay(raw: string | undefined, today: CalendarDate): CalendarDate {
  if (raw === undefined) return today;
  const refuse = (message: string) => new InvalidDateError(raw, "on", message);
  if (!isCalendarDate(raw)) throw refuse("Enter a valid settlement date like 2026-12-01.");
  if (compareDates(raw, today) < 0) {
    throw refuse(`The settlement date cannot be before today (${formatUsDate(today)}).`);
  }
  const latest = addDays(today, SETTLEMENT_MAX_DAYS_AHEAD);
  if (compareDates(raw, latest) > 0) {
    throw refuse(
      `The settlement date cannot be more than a year after today (${formatUsDate(latest)} at the latest).`,
    );
  }
  return raw;
}

/**
 * A lump sum on a day weighed against the plan (the case's, or terms being negotiated): both
 * start from the case as it stands on that day, the plan's installments from then on paid as
 * projected, each discounted to that day at the chosen rate.
 */
export async function compareSettlementFor(
  deps: PlanDeps,
  actor: DocketActor,
  caseId: string,
  input: SettlementInput,
): Promise<SettlementComparisonDto> {
  const row = await caseOf(deps, actor.workspaceId, caseId);
  const on = settlementDay(input.on, actor.today);
  const lumpSum = parsePositiveAmount(input.lumpSum, { subject: "Lump sum", field: "lumpSum" });
  const discountRatePercent = parseRatePercent(input.discountRatePercent, {
    subject: "Discount rate",
    field: "discountRatePercent",
  });
  if (row.isEnded) throw caseEnded();
  let terms: PlanTerms;
  if (input.plan) {
    terms = termsAsked(row, input.plan, actor.today);
  } else {
    const stored = await planOfCase(deps.db, actor.workspaceId, row.id);
    if (!stored) throw noPlan();
    terms = termsOfPlan(stored);
  }
  const txRows = await deps.docket.listTransactions(row.id);
  const outcome = projectionOf(row, terms, txRows, on, actor.today);
  if (outcome.kind !== "projected") throw refusalOfOutcome(outcome);
  const summary = await summaryAsOf(row, on, async () => txRows);
  const payoffOn = shownFigures(summary).payoff;
  const compared = compareSettlement({
    lumpSum,
    on,
    discountRatePercent,
    payments: outcome.projection.payments.map((p) => ({ date: p.date, amount: p.amount })),
    payoffOn,
  });
  return {
    on,
    lumpSum: money2(lumpSum),
    discountRatePercent: input.discountRatePercent,
    payoffOn: money2(payoffOn),
    planTotal: money2(compared.planTotal),
    planPaidOffOn: outcome.projection.paidOffOn,
    planPresentValue: money2(compared.planPresentValue),
    difference: money2(compared.difference),
    better: compared.better,
    sentence: compared.sentence,
  };
}

/** A plan's state for the dashboard; the next installment's amount is what is left on it. */
export function planSummaryOf(
  row: CaseRow,
  plan: PaymentPlanRow,
  payments: readonly TransactionRow[],
  today: CalendarDate,
): PlanSummaryDto {
  const standing = standingOf(row, termsOfPlan(plan), payments, today);
  const next =
    standing.state === "completed" || standing.state === "defaulted" ? null : standing.nextDue;
  return {
    caseId: row.id,
    state: standing.state,
    missedCount: standing.missedCount,
    nextDue: next ? next.due : null,
    nextAmount: next ? money2((next.amount - next.paid) as Money) : null,
  };
}

/** Every plan in the workspace with its state on the user's today (deleted cases left out). */
export async function paymentPlansOf(
  deps: PlanDeps,
  actor: DocketActor,
): Promise<{ asOf: CalendarDate; plans: PlanSummaryDto[] }> {
  const found = await plansWithCases(deps.db, actor.workspaceId);
  const payments = await paymentsByCase(
    deps.db,
    found.map((f) => f.row.id),
  );
  const plans = found
    .map(({ plan, row }) => planSummaryOf(row, plan, payments.get(row.id) ?? [], actor.today))
    .sort((a, b) => a.caseId.localeCompare(b.caseId));
  return { asOf: actor.today, plans };
}
