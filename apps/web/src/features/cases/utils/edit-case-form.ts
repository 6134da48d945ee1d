import { type CaseDto, type EditCaseBody, parseRatePercent } from "@owed/domain";
import { toTwoDecimals } from "./money.ts";
import { caseFieldsBody, NEW_CASE_DEFAULTS, type NewCaseFormValues } from "./new-case-form.ts";

/**
 * Edit Case holds the same fields as New Case (and is checked by the same schema), without the
 * opening payment, cost and End Date: after creation those are transactions of their own.
 */
export function editValuesFromCase(item: CaseDto): NewCaseFormValues {
  return {
    ...NEW_CASE_DEFAULTS,
    caseName: item.caseName,
    courtName: item.courtName,
    courtCaseNumber: item.courtCaseNumber,
    judgmentAmount: item.judgmentAmount,
    judgmentDate: item.judgmentDate,
    interestRate: item.interestRate,
    rateSchedule: (item.rateSchedule ?? []).map((p) => ({ ...p })),
    compounding: item.compounding,
    dayCount: item.dayCount,
    perDiemRounding: item.perDiemRounding,
    costTreatment: item.costTreatment,
    creditingOrder: item.creditingOrder,
    interestFrom: item.interestFrom ?? "",
    nonInterestBearing: item.nonInterestBearing === "0.00" ? "" : item.nonInterestBearing,
    rateTable: item.rateTable ?? "",
    methodOverrides: [...item.methodOverrides],
    jurisdiction: item.jurisdiction ?? "",
    debtorFirm: item.debtorFirm,
    debtorStreet: item.debtorStreet,
    debtorCity: item.debtorCity,
    debtorState: item.debtorState,
    debtorZip: item.debtorZip,
    debtorPhone: item.debtorPhone,
    debtorEmail: item.debtorEmail,
    clientId: item.clientId ?? "",
  };
}

/** PUT case/{id}/edit/ and its preview: every correctable field, as the user left it. */
export function toEditCaseBody(values: NewCaseFormValues): EditCaseBody {
  return caseFieldsBody(values);
}

/** "9" and "9.0000" are the same rate: compared exactly, as the engine reads them. */
const rateKey = (text: string | number) => {
  try {
    return String(parseRatePercent(text));
  } catch {
    return String(text).trim();
  }
};
const sameRate = (a: string, b: string | number) => rateKey(a) === rateKey(b);

/**
 * Whether the edit touches what the figures are computed from. Names and the debtor's address
 * never move a figure; these may, so they are previewed (payoff before and after) first.
 */
export function termsChanged(item: CaseDto, body: EditCaseBody): boolean {
  const schedule = (rows: { from: string; ratePercent: string | number }[] | null | undefined) =>
    JSON.stringify((rows ?? []).map((r) => [r.from, rateKey(r.ratePercent)]));
  return (
    toTwoDecimals(item.judgmentAmount) !== body.judgmentAmount ||
    item.judgmentDate !== body.judgmentDate ||
    !sameRate(item.interestRate, body.interestRate ?? item.interestRate) ||
    schedule(item.rateSchedule) !== schedule(body.rateSchedule) ||
    item.compounding !== body.compounding ||
    item.dayCount !== body.dayCount ||
    item.perDiemRounding !== body.perDiemRounding ||
    item.costTreatment !== body.costTreatment ||
    item.creditingOrder !== body.creditingOrder ||
    (item.interestFrom ?? null) !== (body.interestFrom ?? null) ||
    (item.nonInterestBearing === "0.00" ? null : item.nonInterestBearing) !==
      (body.nonInterestBearing ?? null)
  );
}
