import {
  type BalanceSeries,
  type balanceChartSchema,
  balanceSeries,
  type CalendarDate,
  type PlanProjection,
  parseMoneyInput,
  toDecimalString,
} from "@owed/domain";
import type { z } from "zod";
import { ledgerTransactionsOf, termsOf } from "../cases/case-figures.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound } from "../cases/docket-errors.ts";
import type { DocketStore } from "../cases/docket-repository.ts";

// The case page's balance chart (docs/letters-and-plans.md, "The balance chart"): the engine's
// balance series over the case's ledger up to the user's today, then the plan's projection ahead
// of it. Reads only; the figures are the engine's (balanceSeries), sent as decimal text.

export interface BalanceChartDeps {
  docket: DocketStore;
  /**
   * The case's plan projected from today as the plan's own route answers it (null without a plan,
   * or when the plan no longer runs); handed in (routes/docket.ts) so the chart draws exactly that
   * projection and does not depend on how plans are stored.
   */
  planProjection: (actor: DocketActor, caseId: string) => Promise<PlanProjection | null>;
}

export type BalanceChartDto = z.output<typeof balanceChartSchema>;

const money = (value: bigint) => toDecimalString(value, 2);

export function balanceChartDto(asOf: CalendarDate, series: BalanceSeries): BalanceChartDto {
  return {
    asOf,
    points: series.points.map((p) => ({
      date: p.date,
      principal: money(p.principal),
      interest: money(p.interest),
      costs: money(p.costs),
      projected: p.projected,
    })),
    events: series.events.map((e) => ({
      date: e.date,
      kind: e.kind,
      amount: e.amount === null ? null : money(e.amount),
      label: e.label,
    })),
  };
}

export async function balanceChartOf(
  deps: BalanceChartDeps,
  actor: DocketActor,
  caseId: string,
): Promise<BalanceChartDto> {
  const row = await deps.docket.findCase(actor.workspaceId, caseId);
  if (!row) throw caseNotFound();
  const rows = await deps.docket.listTransactions(row.id);
  const plan = row.isEnded ? null : await deps.planProjection(actor, row.id);
  const projection = (plan?.payments ?? []).map((p) => ({
    date: p.date,
    amount: parseMoneyInput(p.amount, { maxDecimals: 4 }),
  }));
  const series = balanceSeries(termsOf(row), ledgerTransactionsOf(rows), actor.today, {
    projection,
  });
  return balanceChartDto(actor.today, series);
}
