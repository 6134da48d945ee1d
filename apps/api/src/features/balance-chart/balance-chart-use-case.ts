import {
  type BalanceSeries,
  type balanceChartSchema,
  balanceSeries,
  type CalendarDate,
  type Money,
  toDecimalString,
} from "@owed/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { CaseRow } from "../../db/schema/index.ts";
import { ledgerTransactionsOf, termsOf } from "../cases/case-figures.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound } from "../cases/docket-errors.ts";
import type { DocketStore } from "../cases/docket-repository.ts";

// The case page's balance chart (docs/letters-and-plans.md, "The balance chart"): the engine's
// balance series over the case's ledger up to the user's today, then the plan's projection ahead
// of it. Reads only; the figures are the engine's (balanceSeries), sent as decimal text.

export interface BalanceChartDeps {
  db: Db;
  docket: DocketStore;
  /**
   * The payments the case's plan projects after `today` (none without a plan, or for an ended
   * case); handed in so the chart does not depend on how plans are stored or projected.
   */
  projectedPayments: (
    db: Db,
    row: CaseRow,
    today: CalendarDate,
  ) => Promise<readonly { date: CalendarDate; amount: Money }[]>;
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
  const projection = row.isEnded ? [] : await deps.projectedPayments(deps.db, row, actor.today);
  const series = balanceSeries(termsOf(row), ledgerTransactionsOf(rows), actor.today, {
    projection,
  });
  return balanceChartDto(actor.today, series);
}
