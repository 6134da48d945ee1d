import {
  type CalendarDate,
  type CaseDeadlinesDto,
  compareDates,
  type DeadlineListItemDto,
  deadlineEvents,
  type JudgmentLifeRule,
  judgmentDeadlines,
  judgmentLifeRules,
  nextDeadline,
} from "@owed/domain";
import type { CaseRow } from "../../db/schema/index.ts";

// A case's judgment deadlines from its row and its renewals (docs/judgment-deadlines.md).

const rulesByCode = new Map(judgmentLifeRules.map((rule) => [rule.code, rule]));

export function judgmentLifeRuleFor(code: string | null): JudgmentLifeRule | undefined {
  return code ? rulesByCode.get(code) : undefined;
}

type DeadlineCase = Pick<
  CaseRow,
  "id" | "caseName" | "jurisdiction" | "judgmentDate" | "remindersMuted"
>;

export function caseDeadlines(
  row: DeadlineCase,
  renewals: readonly CalendarDate[],
  today: CalendarDate,
): CaseDeadlinesDto {
  const rule = judgmentLifeRuleFor(row.jurisdiction);
  const deadlines = judgmentDeadlines(rule, row.judgmentDate, renewals, today);
  return {
    caseId: row.id,
    caseName: row.caseName,
    jurisdiction: row.jurisdiction,
    judgmentDate: row.judgmentDate,
    ...deadlines,
    events: deadlineEvents(deadlines),
    next: nextDeadline(deadlines, today),
    remindersMuted: row.remindersMuted,
    rule: rule
      ? {
          code: rule.code,
          state: rule.state,
          lifeText: rule.lifeText,
          renewalMethod: rule.renewalMethod,
          renewalText: rule.renewalText,
          windowText: rule.windowText,
          lienText: rule.lienText,
          citation: rule.citation,
          lienCitation: rule.lienCitation,
          link: rule.link,
          reviewed: rule.reviewed,
          verification: rule.verification,
          unclear: [...rule.unclear],
        }
      : null,
  };
}

/**
 * The Deadlines view: for every active case with a jurisdiction, its next deadline up to `to`;
 * a judgment already expired is listed with its expiry (it needs attention first). Soonest first.
 */
export function deadlineList(
  rows: readonly (DeadlineCase & Pick<CaseRow, "courtCaseNumber" | "isEnded">)[],
  renewals: ReadonlyMap<string, readonly CalendarDate[]>,
  today: CalendarDate,
  to: CalendarDate,
): { items: DeadlineListItemDto[]; withoutJurisdiction: number } {
  const items: DeadlineListItemDto[] = [];
  let withoutJurisdiction = 0;
  for (const row of rows) {
    if (row.isEnded) continue;
    const rule = judgmentLifeRuleFor(row.jurisdiction);
    if (!rule) {
      withoutJurisdiction++;
      continue;
    }
    const deadlines = judgmentDeadlines(rule, row.judgmentDate, renewals.get(row.id) ?? [], today);
    const next = nextDeadline(deadlines, today);
    if (!next || compareDates(next.date, to) > 0) continue;
    items.push({
      caseId: row.id,
      caseName: row.caseName,
      courtCaseNumber: row.courtCaseNumber,
      jurisdiction: rule.code,
      status: deadlines.status,
      next,
      citation: rule.citation,
      verification: rule.verification.status,
    });
  }
  items.sort(
    (a, b) => compareDates(a.next.date, b.next.date) || a.caseName.localeCompare(b.caseName),
  );
  return { items, withoutJurisdiction };
}

/** Where the web app opens a case (the dashboard with the case selected). */
export function caseUrlOf(appBaseUrl: string, caseId: string): string {
  return `${appBaseUrl}/home?case=${encodeURIComponent(caseId)}`;
}
