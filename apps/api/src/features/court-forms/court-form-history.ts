import {
  type CalendarDate,
  type CourtFormId,
  courtFormName,
  type Ej130Figures,
  formatRatePercent,
  formatUsDate,
  formatUsd,
  type Mc012Figures,
  type Money,
} from "@owed/domain";
import type { Employer, Satisfaction } from "./court-form-input.ts";

// What a court form's history entry says (docs/history.md, docs/court-forms.md): the form, its
// date, and each figure it printed, in the case page's words and formats. Written whole into the
// entry when the form is downloaded or the filing recorded, so the history reads the same later,
// whatever the ledger becomes.

export interface CourtFormLine {
  field: string;
  label: string;
  value: string;
}

/** The record kept in a court form entry's `after`: what the history shows, ready to show. */
export interface CourtFormRecord {
  courtForm: true;
  form: CourtFormId;
  date: CalendarDate;
  subject: string;
  lines: CourtFormLine[];
}

const line = (field: string, label: string, value: Money): CourtFormLine => ({
  field,
  label,
  value: formatUsd(value),
});

export function mc012Lines(f: Mc012Figures): CourtFormLine[] {
  const rates = f.rateLines
    .map((r) => `${formatRatePercent(r.ratePercent)} on ${formatUsd(r.principal)}`)
    .join("; ");
  return [
    line("mc012.claimed", "Costs claimed (item 1a)", f.claimedTotal),
    line("mc012.allowedBefore", "Costs allowed before (item 1b)", f.allowedBefore),
    line("mc012.costsTotal", "Total costs (item 1c)", f.costsTotal),
    line("mc012.payments", "Payments to date (item 2a)", f.payments),
    line("mc012.creditToInterest", "Credited to interest", f.creditToInterest),
    line("mc012.creditToPrincipal", "Credited to principal", f.creditToPrincipal),
    line("mc012.principalRemaining", "Principal remaining (item 2b)", f.principalRemaining),
    line("mc012.interestRemaining", "Accrued interest remaining (item 3)", f.interestRemaining),
    ...(rates === "" ? [] : [{ field: "mc012.rates", label: "Legal rate (item 3)", value: rates }]),
  ];
}

export function ej130Lines(f: Ej130Figures): CourtFormLine[] {
  return [
    line("ej130.totalJudgment", "Total judgment (item 11)", f.totalJudgment),
    line("ej130.costsAfterJudgment", "Costs after judgment (item 12)", f.costsAfterJudgment),
    line("ej130.subtotal", "Subtotal (item 13)", f.subtotal),
    line("ej130.creditsToPrincipal", "Credits to principal (item 14)", f.creditsToPrincipal),
    line("ej130.principalRemaining", "Principal remaining (item 15)", f.principalRemaining),
    line("ej130.accruedInterest", "Accrued interest remaining (item 16)", f.accruedInterest),
    line("ej130.writFee", "Fee for issuance of writ (item 17)", f.writFee.amount),
    line("ej130.total", "Total amount due (item 18)", f.total),
    {
      field: "ej130.dailyInterest",
      label: "Daily interest from issuance (item 19)",
      value: `${formatUsd(f.dailyInterest)} at ${formatRatePercent(f.ratePercent)}`,
    },
  ];
}

/** The lines of one downloaded form: its figures, and what the user chose for it. */
export function formLines(
  form: CourtFormId,
  figures: { mc012: Mc012Figures; ej130: Ej130Figures },
  choices: { flattened: boolean; satisfaction?: Satisfaction; employer?: Employer },
): CourtFormLine[] {
  const lines: CourtFormLine[] = [];
  if (form === "mc-012") lines.push(...mc012Lines(figures.mc012));
  if (form === "ej-130") lines.push(...ej130Lines(figures.ej130));
  if (form === "ej-100" && choices.satisfaction) {
    const s = choices.satisfaction;
    lines.push({
      field: "ej100.satisfaction",
      label: "Satisfaction",
      value: s.kind === "full" ? "In full" : `Partial: ${formatUsd(s.amount)} received`,
    });
  }
  if (form === "wg-001" && choices.employer) {
    const e = choices.employer;
    lines.push(
      { field: "wg001.employer", label: "Employer", value: e.name },
      {
        field: "wg001.employerAddress",
        label: "Employer's address",
        value: `${e.street}, ${e.city}, ${e.state} ${e.zip}`,
      },
      line("wg001.amount", "Amount of the writ (EJ-130 item 18)", figures.ej130.total),
    );
  }
  lines.push({
    field: "copy",
    label: "Copy",
    value: choices.flattened ? "Flattened (fields cannot be edited)" : "Fields left editable",
  });
  return lines;
}

/** "EJ-130 Writ of Execution for 11/26/2026". */
export function downloadSubject(form: CourtFormId, date: CalendarDate): string {
  return `${courtFormName(form)} for ${formatUsDate(date)}`;
}

/** "MC-012 filed on 11/26/2026", "Writ issued on 11/26/2026". */
export function filingTitle(kind: "memorandum-filed" | "writ-issued", on: CalendarDate): string {
  return kind === "memorandum-filed"
    ? `MC-012 filed on ${formatUsDate(on)}`
    : `Writ issued on ${formatUsDate(on)}`;
}
