import { type CalendarDate, formatUsDate, formatUsd, type Money } from "@owed/domain";
import type { MailMessage } from "../../mail/index.ts";
import { htmlEmail, PRODUCT_NAME } from "../../mail/templates.ts";

// The missed-installment e-mail (docs/letters-and-plans.md, "Missed installments"), in plain
// English: which case, which installment, when it was due, what it asked and what was paid on it.

export interface MissedInstallmentNotice {
  to: string;
  caseId: string;
  caseName: string;
  installment: {
    number: number;
    due: CalendarDate;
    graceEnds: CalendarDate;
    amount: Money;
    paid: Money;
  };
  /** Missed installments on the plan in all, this one counted. */
  missedCount: number;
  missedToDefault: number;
  defaulted: boolean;
  caseUrl: string;
}

const installments = (n: number) => `${n} missed ${n === 1 ? "installment" : "installments"}`;

export function missedInstallmentEmail(n: MissedInstallmentNotice): MailMessage {
  const i = n.installment;
  const paid =
    i.paid > 0n
      ? `Only ${formatUsd(i.paid)} of it was paid by the end of its grace period (${formatUsDate(i.graceEnds)}).`
      : `Nothing was paid on it by the end of its grace period (${formatUsDate(i.graceEnds)}).`;
  const lead = `Installment ${i.number} of the payment plan in ${n.caseName}, ${formatUsd(i.amount)} due on ${formatUsDate(i.due)}, was missed. ${paid}`;
  const standing = n.defaulted
    ? `The plan now has ${installments(n.missedCount)}, so it has ended as defaulted.`
    : `The plan has ${installments(n.missedCount)}; at ${n.missedToDefault} it ends as defaulted.`;
  const open = `Open the case: ${n.caseUrl}`;
  const why =
    "You receive this because your workspace's letter settings name you for payment plan notices. Its owners and editors can change who receives them there.";
  const paragraphs = [lead, standing, open, why];
  return {
    to: n.to,
    subject: `Missed installment: ${n.caseName}`,
    text: `${paragraphs.join("\n\n")}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({ heading: `Installment ${i.number} missed`, paragraphs }),
    tags: {
      kind: "plan_missed_installment",
      case_id: n.caseId,
      installment: String(i.number),
      due: i.due,
    },
  };
}
