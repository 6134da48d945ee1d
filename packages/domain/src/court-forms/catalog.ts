import type { CourtFormId } from "./figures.ts";

// The court forms Owed fills, as the Judicial Council names and numbers them, with the revision
// shipped in apps/api/assets/court-forms/ (docs/court-forms.md, "Which forms"): the one source of
// a form's number, title, revision and use; a test reads each blank's foot to hold them equal
// (apps/api/src/features/court-forms/fill/catalog-assets.test.ts). One state so far:
// a jurisdiction with no entry here has no court form yet, and its cases are offered the payoff
// statement instead.

export interface CourtFormInfo {
  id: CourtFormId;
  /** The Council's number, as printed at the foot of the form: "EJ-130". */
  number: string;
  /** The form's title, shortened as clerks say it: "Writ of Execution". */
  title: string;
  /** The revision of the blank form shipped, as printed at its foot. */
  revision: string;
  /** Whether the Council adopted it for mandatory use. */
  mandatory: boolean;
}

export const COURT_FORMS: Record<CourtFormId, CourtFormInfo> = {
  "mc-012": {
    id: "mc-012",
    number: "MC-012",
    title: "Memorandum of Costs After Judgment",
    revision: "Rev. January 1, 2026",
    mandatory: true,
  },
  "ej-130": {
    id: "ej-130",
    number: "EJ-130",
    title: "Writ of Execution",
    revision: "Rev. January 1, 2026",
    mandatory: false,
  },
  "ej-100": {
    id: "ej-100",
    number: "EJ-100",
    title: "Acknowledgment of Satisfaction of Judgment",
    revision: "Rev. July 1, 2014",
    mandatory: false,
  },
  "wg-001": {
    id: "wg-001",
    number: "WG-001",
    title: "Application for Earnings Withholding Order",
    revision: "Rev. January 1, 2012",
    // "Form Adopted for Mandatory Use", printed at its foot.
    mandatory: true,
  },
};

/** The forms offered per jurisdiction (USPS code), in the order a collection uses them. */
export const COURT_FORMS_BY_JURISDICTION: Readonly<Record<string, readonly CourtFormId[]>> = {
  CA: ["mc-012", "ej-130", "ej-100", "wg-001"],
};

/** The forms a case in `jurisdiction` can have filled; empty where Owed has none yet. */
export function courtFormsFor(jurisdiction: string | null): readonly CourtFormId[] {
  return jurisdiction ? (COURT_FORMS_BY_JURISDICTION[jurisdiction] ?? []) : [];
}

/** "EJ-130 Writ of Execution". */
export function courtFormName(id: CourtFormId): string {
  const form = COURT_FORMS[id];
  return `${form.number} ${form.title}`;
}
