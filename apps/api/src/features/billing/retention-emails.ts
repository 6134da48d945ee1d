import { type CalendarDate, formatUsDate } from "@owed/domain";
import type { MailMessage } from "../../mail/index.ts";
import { htmlEmail, PRODUCT_NAME } from "../../mail/templates.ts";

/** The two warnings the retention job sends before it deletes a user's cases. */

export interface RetentionWarning {
  to: string;
  /** "first" goes out 7 days before, "final" 1 day before. */
  which: "first" | "final";
  deleteOn: CalendarDate;
  reason: "trial" | "paid";
  /** When the trial or the paid term ended. */
  endedAt: Date;
  caseCount: number;
  billingUrl: string;
  /** The Cases page, at its "Export everything" button (docs/exports.md). */
  exportUrl: string;
  /** A firm workspace's name, said so that owners of several know which one; null: personal. */
  firmName: string | null;
}

const longDate = (date: CalendarDate | Date) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date);

export function retentionWarningEmail(w: RetentionWarning): MailMessage {
  const when = longDate(w.deleteOn);
  const cases = w.caseCount === 1 ? "your case" : `your ${w.caseCount} cases`;
  const why =
    w.reason === "trial"
      ? `Your free trial ended on ${longDate(w.endedAt)} and your account has no paid plan. ${PRODUCT_NAME} keeps the cases of such accounts for 10 days after the trial ends.`
      : `Your Pro plan ended on ${longDate(w.endedAt)}. ${PRODUCT_NAME} keeps the cases of accounts without a paid plan for 30 days after the paid term ends.`;
  const what = `On or after ${when} (${formatUsDate(w.deleteOn)}, UTC), ${cases} and all their payments and costs will be deleted. Your account itself stays.`;
  const keep = `To keep them, buy a month or a year of Pro before then: ${w.billingUrl}.`;
  const where = w.firmName ? `, switch to the workspace "${w.firmName}"` : "";
  const copy = `To keep a copy, download everything now (the case list, every ledger, every payoff statement and the history, in one ZIP file): sign in${where} and choose "Export everything" on the Cases page: ${w.exportUrl}`;
  const subject =
    w.which === "first"
      ? `Your ${PRODUCT_NAME} cases will be deleted on ${when}`
      : `Tomorrow: your ${PRODUCT_NAME} cases will be deleted (${when})`;
  return {
    to: w.to,
    subject,
    text: `${why}\n\n${what}\n\n${keep}\n\n${copy}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({
      heading: w.which === "first" ? "Your cases will be deleted in 7 days" : "Last reminder",
      paragraphs: [why, what, keep, copy],
    }),
    tags: {
      kind: w.which === "first" ? "retention_warning" : "retention_final_warning",
      delete_on: w.deleteOn,
    },
  };
}
