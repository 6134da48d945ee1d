import { formatUsd, parseMoneyInput, type RemittanceReport } from "@owed/domain";

export type RemittanceFigures = RemittanceReport["totals"];
export type FigureKey = keyof RemittanceFigures;

/** The report's money columns, in the order the PDF and the CSV give them. */
export const FIGURE_COLUMNS: readonly { key: FigureKey; label: string }[] = [
  { key: "received", label: "Received" },
  { key: "toInterest", label: "To interest" },
  { key: "toPrincipal", label: "To principal" },
  { key: "toCosts", label: "To costs" },
  { key: "costsAdvanced", label: "Costs advanced" },
  { key: "costsRecovered", label: "Costs recovered" },
  { key: "fee", label: "Firm's fee" },
  { key: "net", label: "Net to remit" },
];

/** "$1,234.56": the server's figure as sent (2 or 4 decimals), shown to the cent. */
export function money(text: string): string {
  try {
    return formatUsd(parseMoneyInput(text, { maxDecimals: 4 }));
  } catch {
    return text;
  }
}

/** The columns whose figure now differs from the frozen one. */
export function changedColumns(frozen: RemittanceFigures, now: RemittanceFigures): Set<FigureKey> {
  return new Set(
    FIGURE_COLUMNS.filter(({ key }) => money(frozen[key]) !== money(now[key])).map(
      ({ key }) => key,
    ),
  );
}

/** The client's fee terms in words: "33.33% of collections, plus $150.00 per case". */
export function feeTermsText(client: RemittanceReport["client"]): string {
  const percent = client.feePercent !== "0" ? `${client.feePercent}% of collections` : "";
  const flat = money(client.flatFee) !== "$0.00" ? `${money(client.flatFee)} per case` : "";
  const fee = percent && flat ? `${percent}, plus ${flat}` : percent || flat || "No fee";
  const costs = client.costsRecoveredFirst
    ? "costs advanced are recovered from collections first"
    : "costs advanced are not recovered from collections";
  return `${fee}; ${costs}.`;
}
