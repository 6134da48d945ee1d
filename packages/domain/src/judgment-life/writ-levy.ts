import { addDays, type CalendarDate, compareDates, formatUsDate } from "../dates/calendar-date.ts";

// A writ of execution's levy period in California (docs/court-forms.md, "The writ's deadline").
// Read from the text of Code of Civil Procedure section 699.530(b): "The levying officer may not
// levy upon any property under the writ after the expiration of 180 days from the date the writ
// was issued." Section 699.560(a)(4) says the same from the other side: if no levy takes place
// within 180 days after issuance, the writ is returned promptly after that period.
//
// Counting: CCP section 12 excludes the first day and includes the last, so the 180 days from a
// writ issued on day D end at the end of D + 180, the last day a levy may be made. A last day on
// a weekend or holiday is not moved: section 12a extends acts a party must do, and this bounds
// what the levying officer may do; the earlier reading is the safer one for a creditor.

/** How many days after issuance a levy may still be made under the writ. */
export const WRIT_LEVY_DAYS = 180;

/** The rule beside the date, as the Deadlines page, the calendar and the reminders show it. */
export const WRIT_LEVY_RULE = {
  code: "CA",
  state: "California",
  text: "The levying officer may not levy under a writ of execution after 180 days from the date it was issued; a writ with no levy by then is returned, and a new writ must be applied for.",
  citation: "Cal. Code Civ. Proc. § 699.530(b); see § 699.560(a)(4)",
  link: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CCP&sectionNum=699.530",
  reviewed: "2026-11-26",
  verification: {
    status: "confirmed",
    note: "The 180 days from issuance are in the text of § 699.530(b) and § 699.560(a)(4). The counting (first day excluded, last included, CCP § 12) and not moving a weekend or holiday are Owed's reading.",
  },
} as const;

/** The jurisdictions whose writs Owed can record (the ones with a writ form). */
export const WRIT_JURISDICTIONS: readonly string[] = ["CA"];

export interface WritLevyDeadline {
  /** The recorded filing's id. */
  filingId: string;
  issuedOn: CalendarDate;
  /** The last day a levy may be made under the writ. */
  lastDayToLevy: CalendarDate;
  /** Whether that day has passed (as of the day asked). */
  expired: boolean;
  label: string;
}

/** The last day to levy under a writ issued on `issuedOn`. */
export function lastDayToLevy(issuedOn: CalendarDate): CalendarDate {
  return addDays(issuedOn, WRIT_LEVY_DAYS);
}

/** Each recorded writ's levy deadline, soonest first. */
export function writLevyDeadlines(
  writs: readonly { id: string; issuedOn: CalendarDate }[],
  today: CalendarDate,
): WritLevyDeadline[] {
  return writs
    .map((writ) => {
      const last = lastDayToLevy(writ.issuedOn);
      return {
        filingId: writ.id,
        issuedOn: writ.issuedOn,
        lastDayToLevy: last,
        expired: compareDates(today, last) > 0,
        label: `Last day to levy under the writ issued ${formatUsDate(writ.issuedOn)}`,
      };
    })
    .sort((a, b) => compareDates(a.lastDayToLevy, b.lastDayToLevy));
}
