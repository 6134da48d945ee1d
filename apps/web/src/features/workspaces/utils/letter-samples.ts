import {
  addDays,
  fillMergeFields,
  formatUsDate,
  type MergeField,
  mergeFieldError,
} from "@owed/domain";

/**
 * The sample case the settings' live preview fills the merge fields with: a letter fills them from
 * its own case and figures (docs/letters-and-plans.md, "Letter settings and merge fields").
 */
export function sampleMergeValues(today: string, firm: string): Record<MergeField, string> {
  return {
    debtor: "Jordan Roe",
    creditor: "Acme Supply, Inc.",
    case_number: "34-2024-00123456",
    court: "Superior Court of California, County of Sacramento",
    payoff: "$12,345.67",
    per_diem: "$3.38",
    date: formatUsDate(today),
    good_through: formatUsDate(addDays(today, 30)),
    firm,
  };
}

/** What the text becomes in a letter, or the sentence saying which merge field is unknown. */
export function sampleText(
  text: string,
  label: string,
  values: Readonly<Record<MergeField, string>>,
): { ok: true; text: string } | { ok: false; error: string } {
  const error = mergeFieldError(text, label);
  return error ? { ok: false, error } : { ok: true, text: fillMergeFields(text.trim(), values) };
}
