import {
  type CalendarDate,
  type CaseDeadlinesDto,
  compareDates,
  type DeadlineEvent,
  type DeadlineListItemDto,
  DUE_SOON_DAYS,
  daysBetween,
  deadlineEvents,
  type JudgmentLifeRule,
  judgmentDeadlines,
  judgmentLifeRules,
  nextDeadline,
  WRIT_LEVY_RULE,
  type WritLevyDeadline,
  writLevyDeadlines,
} from "@owed/domain";
import type { CaseRow } from "../../db/schema/index.ts";

// A case's judgment deadlines from its row and its renewals (docs/judgment-deadlines.md), and the
// levy deadline of each writ recorded as issued on it (docs/court-forms.md, "The writ's deadline").

/** A writ recorded as issued (a court filing of kind "writ-issued"). */
export interface RecordedWrit {
  id: string;
  issuedOn: CalendarDate;
}

function writEvent(writ: WritLevyDeadline): DeadlineEvent {
  return { kind: "writ-levy", date: writ.lastDayToLevy, label: writ.label };
}

const writRuleSummary = {
  state: WRIT_LEVY_RULE.state,
  text: WRIT_LEVY_RULE.text,
  citation: WRIT_LEVY_RULE.citation,
  link: WRIT_LEVY_RULE.link,
  reviewed: WRIT_LEVY_RULE.reviewed,
  verification: { ...WRIT_LEVY_RULE.verification },
};

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
  writs: readonly RecordedWrit[] = [],
): CaseDeadlinesDto {
  const rule = judgmentLifeRuleFor(row.jurisdiction);
  const deadlines = judgmentDeadlines(rule, row.judgmentDate, renewals, today);
  const levies = writLevyDeadlines(writs, today);
  const events = [...deadlineEvents(deadlines), ...levies.map(writEvent)].sort((a, b) =>
    compareDates(a.date, b.date),
  );
  // The judgment's next event, unless a writ's last day to levy comes first.
  const judgmentNext = nextDeadline(deadlines, today);
  const writNext = levies.find((writ) => !writ.expired);
  const next =
    writNext && (!judgmentNext || compareDates(writNext.lastDayToLevy, judgmentNext.date) < 0)
      ? writEvent(writNext)
      : judgmentNext;
  return {
    caseId: row.id,
    caseName: row.caseName,
    jurisdiction: row.jurisdiction,
    judgmentDate: row.judgmentDate,
    ...deadlines,
    events,
    next,
    remindersMuted: row.remindersMuted,
    writs: levies,
    writRule: levies.length > 0 ? writRuleSummary : null,
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

/** A writ's status as the Deadlines view badges it: counted down to its last day to levy. */
function writStatus(writ: WritLevyDeadline, today: CalendarDate): DeadlineListItemDto["status"] {
  if (writ.expired) return "expired";
  return daysBetween(today, writ.lastDayToLevy) <= DUE_SOON_DAYS ? "due within 90 days" : "fine";
}

/**
 * The Deadlines view: for every active case with a jurisdiction, its next deadline up to `to`;
 * a judgment already expired is listed with its expiry (it needs attention first). Each writ
 * recorded as issued whose last day to levy falls from today to `to` is listed too, with its own
 * rule. Soonest first.
 */
export function deadlineList(
  rows: readonly (DeadlineCase & Pick<CaseRow, "courtCaseNumber" | "isEnded">)[],
  renewals: ReadonlyMap<string, readonly CalendarDate[]>,
  today: CalendarDate,
  to: CalendarDate,
  writs: ReadonlyMap<string, readonly RecordedWrit[]> = new Map(),
): { items: DeadlineListItemDto[]; withoutJurisdiction: number } {
  const items: DeadlineListItemDto[] = [];
  let withoutJurisdiction = 0;
  for (const row of rows) {
    if (row.isEnded) continue;
    for (const writ of writLevyDeadlines(writs.get(row.id) ?? [], today)) {
      if (writ.expired || compareDates(writ.lastDayToLevy, to) > 0) continue;
      items.push({
        caseId: row.id,
        caseName: row.caseName,
        courtCaseNumber: row.courtCaseNumber,
        jurisdiction: WRIT_LEVY_RULE.code,
        status: writStatus(writ, today),
        next: writEvent(writ),
        citation: WRIT_LEVY_RULE.citation,
        verification: WRIT_LEVY_RULE.verification.status,
      });
    }
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
