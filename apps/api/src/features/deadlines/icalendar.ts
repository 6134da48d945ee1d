import { addDays, type CaseDeadlinesDto } from "@owed/domain";

// iCalendar (RFC 5545) for judgment deadlines: the private feed and each case's download.
// Deadlines are calendar days, not instants, so every event is an all-day DATE event: it falls on
// the same day in every time zone, as a court's date does.

const PRODUCT_ID = "-//Owed//Judgment deadlines//EN";

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets fold onto continuation lines starting with a space (3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const dateValue = (date: string) => date.replaceAll("-", "");

function stamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * A writ's last day to levy: its own rule beside it (CCP 699.530(b)), and a UID per writ, so a
 * second writ on the case is a second event.
 */
function writEvent(
  item: CaseDeadlinesDto,
  event: CaseDeadlinesDto["events"][number],
  now: Date,
  caseUrl: (caseId: string) => string,
): string[] {
  const writ = item.writs.find((w) => w.lastDayToLevy === event.date && w.label === event.label);
  const rule = item.writRule;
  const description = [
    `${event.label} for ${item.caseName}: a guide computed from the issue date recorded in Owed.`,
    rule
      ? `Rule: ${rule.state}, ${rule.citation} (${rule.verification.status}; reviewed ${rule.reviewed}). ${rule.text}`
      : "",
    "Check the statute and the levying officer's instructions before relying on this date.",
    caseUrl(item.caseId),
  ]
    .filter(Boolean)
    .join("\n");
  return [
    "BEGIN:VEVENT",
    `UID:${item.caseId}-writ-levy-${writ?.filingId ?? event.date}@owed`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(event.date, 1))}`,
    `SUMMARY:${escapeText(`Last day to levy under the writ: ${item.caseName}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${caseUrl(item.caseId)}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The events of the given cases' deadlines as one VCALENDAR document. */
export function deadlinesCalendar(
  name: string,
  cases: readonly CaseDeadlinesDto[],
  now: Date,
  caseUrl: (caseId: string) => string,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const item of cases) {
    const rule = item.rule;
    for (const event of item.events) {
      if (event.kind === "writ-levy") {
        lines.push(...writEvent(item, event, now, caseUrl));
        continue;
      }
      if (!rule) continue;
      const description = [
        `${event.label} for ${item.caseName}: a guide computed from the judgment date (${item.judgmentDate}) and the renewals recorded in Owed.`,
        `Rule: ${rule.state}, ${rule.citation} (${rule.verification.status}; reviewed ${rule.reviewed}).`,
        event.kind === "lien-expiry" ? `Lien: ${rule.lienText}` : `Renewal: ${rule.windowText}`,
        ...item.assumptions,
        "Check the statute and the court's rules before relying on this date.",
        caseUrl(item.caseId),
      ].join("\n");
      lines.push(
        "BEGIN:VEVENT",
        `UID:${item.caseId}-${event.kind}@owed`,
        `DTSTAMP:${stamp(now)}`,
        `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
        `DTEND;VALUE=DATE:${dateValue(addDays(event.date, 1))}`,
        `SUMMARY:${escapeText(`${event.label}: ${item.caseName}`)}`,
        `DESCRIPTION:${escapeText(description)}`,
        `URL:${caseUrl(item.caseId)}`,
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
