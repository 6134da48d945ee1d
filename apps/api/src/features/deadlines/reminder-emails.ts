import { type CalendarDate, type CaseDeadlinesDto, formatUsDate } from "@owed/domain";
import type { MailMessage } from "../../mail/index.ts";
import { htmlEmail, PRODUCT_NAME } from "../../mail/templates.ts";

export interface DeadlineReminder {
  to: string;
  deadlines: CaseDeadlinesDto;
  /** The last day to renew the reminder counts down to. */
  deadline: CalendarDate;
  daysLeft: number;
  caseUrl: string;
  profileUrl: string;
}

const inDays = (days: number) =>
  days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;

/** A renewal deadline reminder: the date, the rule it comes from, and how to stop them. */
export function deadlineReminderEmail(r: DeadlineReminder): MailMessage {
  const { deadlines } = r;
  const rule = deadlines.rule;
  const when = `${formatUsDate(r.deadline)} (${inDays(r.daysLeft)})`;
  const lead = `The judgment in ${deadlines.caseName} must be renewed by ${when}, or it expires on ${formatUsDate(deadlines.expiry)}.`;
  const how = rule
    ? `${rule.state}: ${rule.renewalText} Rule: ${rule.citation} (${rule.verification.status}, reviewed ${rule.reviewed}).`
    : "";
  const guide =
    "This date is a guide computed from the judgment date and the renewals recorded in Owed. Check the statute and the court's rules before relying on it.";
  const open = `Open the case: ${r.caseUrl}`;
  const stop = `To stop reminders for this case, switch them off on the case's page. To stop all of them or change when they come, see your profile: ${r.profileUrl}`;
  const paragraphs = [lead, how, ...deadlines.assumptions, guide, open, stop].filter(Boolean);
  return {
    to: r.to,
    subject: `Renewal deadline ${inDays(r.daysLeft)}: ${deadlines.caseName}`,
    text: `${paragraphs.join("\n\n")}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({ heading: `Renew by ${formatUsDate(r.deadline)}`, paragraphs }),
    tags: {
      kind: "deadline_reminder",
      case_id: deadlines.caseId,
      deadline: r.deadline,
      days_left: String(r.daysLeft),
    },
  };
}

export interface WritLevyReminder {
  to: string;
  deadlines: CaseDeadlinesDto;
  writ: CaseDeadlinesDto["writs"][number];
  daysLeft: number;
  caseUrl: string;
  profileUrl: string;
}

/** A writ's last day to levy is near: the date, the rule it comes from, and how to stop them. */
export function writLevyReminderEmail(r: WritLevyReminder): MailMessage {
  const { deadlines, writ } = r;
  const rule = deadlines.writRule;
  const when = `${formatUsDate(writ.lastDayToLevy)} (${inDays(r.daysLeft)})`;
  const lead = `The writ of execution issued on ${formatUsDate(writ.issuedOn)} in ${deadlines.caseName} can be levied until ${when}. After that the levying officer returns it, and a new writ must be applied for.`;
  const how = rule
    ? `${rule.state}: ${rule.text} Rule: ${rule.citation} (${rule.verification.status}, reviewed ${rule.reviewed}).`
    : "";
  const guide =
    "This date is a guide computed from the issue date recorded in Owed. Check the statute and the levying officer's instructions before relying on it.";
  const open = `Open the case: ${r.caseUrl}`;
  const stop = `To stop reminders for this case, switch them off on the case's page. To stop all of them or change when they come, see your profile: ${r.profileUrl}`;
  const paragraphs = [lead, how, guide, open, stop].filter(Boolean);
  return {
    to: r.to,
    subject: `Writ levy deadline ${inDays(r.daysLeft)}: ${deadlines.caseName}`,
    text: `${paragraphs.join("\n\n")}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({ heading: `Levy by ${formatUsDate(writ.lastDayToLevy)}`, paragraphs }),
    tags: {
      kind: "writ_levy_reminder",
      case_id: deadlines.caseId,
      deadline: writ.lastDayToLevy,
      days_left: String(r.daysLeft),
    },
  };
}
