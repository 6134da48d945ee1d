import type {
  CalendarDate,
  CourtFacts,
  CourtFormId,
  Ej130Figures,
  Letterhead,
  Mc012Figures,
  Money,
} from "@owed/domain";

// What filling one court form takes, and what it gives back (docs/court-forms.md). The route
// gathers it from the case, its ledger and the workspace; the filler only places it on the page.

/** The employer an earnings withholding order is asked for (WG-001). */
export interface Employer {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** EJ-100: a full satisfaction, or a partial one with the amount received. */
export type Satisfaction = { kind: "full" } | { kind: "partial"; amount: Money };

export interface CourtFormInput {
  form: CourtFormId;
  /** The date the figures are for, and the date printed beside the signature line. */
  asOf: CalendarDate;
  letterhead: Letterhead;
  facts: CourtFacts;
  caseNumber: string;
  judgmentDate: CalendarDate;
  /** Renewals of the judgment, oldest first. */
  renewedOn: CalendarDate[];
  /** MC-012's figures (also printed by nothing else). */
  mc012?: Mc012Figures;
  /** EJ-130's figures; WG-001 prints the amount the writ directs from these too. */
  ej130?: Ej130Figures;
  satisfaction?: Satisfaction;
  employer?: Employer;
}

export interface FilledCourtForm {
  /** The form with its fields filled and left editable. */
  editable: Uint8Array;
  /** The same page with the fields flattened into it. */
  flattened: Uint8Array;
  /** Plain-English warnings: each field the case lacks (left blank), each text shrunk or cut. */
  warnings: string[];
  /** Field name → value written, as read back from the filled form (for the history and tests). */
  fields: Record<string, string>;
}
