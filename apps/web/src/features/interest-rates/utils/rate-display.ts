import type { StateInterestRule } from "@owed/domain";

/** The columns the guide reads; the domain row carries more (sources, exceptions...). */
export type RuleRow = Pick<
  StateInterestRule,
  "state" | "code" | "rule" | "citation" | "link" | "compoundingText" | "kind" | "fixedRate"
>;

/**
 * The Post-Judgment Interest Rate cell's headline: a statutory rate as a percent ("10%",
 * "7.5%"), or null when the rate is a formula or set by a court, in which case the rule in words
 * is the answer. Never a bare fraction such as 0.1.
 */
export function rateHeadline(row: Pick<RuleRow, "kind" | "fixedRate">): string | null {
  if (row.kind !== "fixed" || !row.fixedRate) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(row.fixedRate.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  const trimmed = fraction.replace(/0+$/, "");
  return `${Number(whole)}${trimmed ? `.${trimmed}` : ""}%`;
}

/** The Link cell: an http(s) address to open, or null for 'N/A' (empty, "NaN", malformed). */
export function ruleLink(link: unknown): string | null {
  if (typeof link !== "string") return null;
  const text = link.trim();
  if (text === "" || text.toLowerCase() === "nan" || !URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** How closely a row answers the filter: lower is better; null when it does not match at all. */
function matchRank(row: RuleRow, q: string): number | null {
  const name = normalize(row.state);
  if (name === q || row.code.toLowerCase() === q) return 0;
  if (name.startsWith(q)) return 1;
  if (name.split(/[\s()]+/).some((word) => word.startsWith(q))) return 2;
  if (name.includes(q)) return 3;
  return [row.rule, row.citation, row.compoundingText].some((text) => normalize(text).includes(q))
    ? 4
    : null;
}

/**
 * The filter box. A state's name or code ranks first, then rows whose name merely contains the
 * words, then rows whose rule, citation or compounding mention them; ties keep the table's order.
 * Two letters that are a code ("NY", "dc") mean that jurisdiction alone: otherwise "ny" would
 * also list every state whose rule text contains "any" or "money".
 */
export function filterRules<Row extends RuleRow>(rows: readonly Row[], query: string): Row[] {
  const q = normalize(query);
  if (q === "") return [...rows];
  if (/^[a-z]{2}$/.test(q)) {
    const byCode = rows.filter((row) => row.code.toLowerCase() === q);
    if (byCode.length > 0) return byCode;
  }
  return rows
    .map((row, index) => ({ row, index, rank: matchRank(row, q) }))
    .filter((entry): entry is { row: Row; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.row);
}
