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

/** The filter box: matches the state's name or code, the rule, the citation or compounding. */
export function matchesFilter(row: RuleRow, query: string): boolean {
  const q = normalize(query);
  if (q === "") return true;
  if (row.code.toLowerCase() === q) return true;
  return [row.state, row.rule, row.citation, row.compoundingText].some((text) =>
    normalize(text).includes(q),
  );
}
