import {
  type CalendarDate,
  formatUsDate,
  isCalendarDate,
  type RateFromTable,
  rateForJudgment,
  rateTableEnd,
  rateToDecimalString,
} from "@owed/domain";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useRateTable } from "../api/get-rate-table.ts";
import type { NewCaseForm } from "../utils/new-case-form.ts";
import { sameRate, sameSchedule } from "../utils/rate-text.ts";

export type TableRateState =
  | { kind: "none" }
  | { kind: "waiting"; message: string }
  | { kind: "filled"; message: string }
  | { kind: "refused"; message: string };

/** "4.96% for judgments of 07/15/2024 to 07/21/2024 (Federal Reserve H.15 ..., read 11/24/2026)". */
function filledText(code: string, picked: RateFromTable): string {
  const first = picked.rows[0];
  if (!first) return "";
  const span = first.to
    ? `${formatUsDate(first.from)} to ${formatUsDate(first.to)}`
    : `from ${formatUsDate(first.from)}`;
  const more =
    picked.rows.length > 1
      ? ` The rate resets with the table: ${picked.rows.length} periods are filled in as a rate schedule.`
      : "";
  const last = picked.rows.at(-1);
  const ends =
    picked.schedule && last?.to
      ? ` The table ends on ${formatUsDate(last.to)}: add each later rate to the rate schedule (Advanced) as it is published; it is marked as entered by you.`
      : "";
  return `From the ${code} rate table: ${first.ratePercent}% for ${span} (${first.source}; read ${formatUsDate(first.read)}).${more}${ends}`;
}

/**
 * A jurisdiction whose rate comes from a dated table fills the rate (or, where the rate resets,
 * a rate schedule) for the judgment date, and fills it again when that date changes, until the
 * user types a rate of their own (docs/jurisdiction-methods.md).
 */
export function useTableRate(form: NewCaseForm): TableRateState {
  const code = useWatch({ control: form.control, name: "rateTable" }) ?? "";
  const judgmentDate = useWatch({ control: form.control, name: "judgmentDate" }) ?? "";
  const overrides = useWatch({ control: form.control, name: "methodOverrides" }) ?? [];
  const overridden = overrides.includes("rate");
  const table = useRateTable(overridden ? "" : code);
  const picked = useMemo(() => {
    if (!table.data || !isCalendarDate(judgmentDate)) return undefined;
    try {
      return { ok: rateForJudgment(table.data, judgmentDate as CalendarDate) } as const;
    } catch (error) {
      return { error: (error as Error).message } as const;
    }
  }, [table.data, judgmentDate]);

  useEffect(() => {
    if (!picked || overridden || !("ok" in picked) || !picked.ok) return;
    const { rate, schedule } = picked.ok;
    const rateText = rateToDecimalString(rate);
    const fromTable = (schedule ?? []).map((p) => ({
      from: p.from,
      ratePercent: rateToDecimalString(p.ratePercent),
    }));
    // Rows after the table's end are the user's (docs/rate-tables.md, "When a table ends"): a new
    // judgment date refills the table's part and keeps them.
    const end = table.data ? rateTableEnd(table.data) : null;
    const typed = form.getValues("rateSchedule") ?? [];
    const theirs = schedule && end ? typed.filter((row) => row.from > end) : [];
    const periods = [...fromTable, ...theirs];
    // Only a change is written: Edit Case opens on the table's own rate, and filling it again
    // must not mark an untouched form as changed (nor ask to discard nothing on close).
    if (!sameRate(form.getValues("interestRate"), rateText)) {
      form.setValue("interestRate", rateText, { shouldDirty: true });
    }
    if (!sameSchedule(form.getValues("rateSchedule") ?? [], periods)) {
      form.setValue("rateSchedule", periods, { shouldDirty: true });
    }
  }, [picked, overridden, form, table.data]);

  if (!code || overridden) return { kind: "none" };
  if (table.isError) {
    return {
      kind: "refused",
      message: `The ${code} rate table could not be loaded: type the rate.`,
    };
  }
  if (!isCalendarDate(judgmentDate)) {
    return {
      kind: "waiting",
      message: `Enter the judgment date: the rate comes from the ${code} rate table.`,
    };
  }
  if (!picked) return { kind: "waiting", message: `Reading the ${code} rate table…` };
  if ("error" in picked) return { kind: "refused", message: `${picked.error} Type the rate.` };
  return { kind: "filled", message: filledText(code, picked.ok) };
}
