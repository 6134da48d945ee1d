import { z } from "zod";
import { refuseControlCharacters } from "../schemas/text.ts";
import { envelope, isoDateText } from "./envelope.ts";

// The facts a court form asks for that a judgment's figures do not hold (docs/court-forms.md):
// who signs (the workspace's letterhead), who the parties are, which court, what kind of case and
// judgment, and for each California cost its category and whether a court has allowed it. Kept
// once, edited like any other field, recorded in the history, exported and imported.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(refuseControlCharacters(label));

const requiredText = (label: string, max: number) =>
  text(label, max).refine((value) => value !== "", `${label} is required.`);

/** Two-letter state code, or empty. */
const stateCode = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || /^[A-Z]{2}$/.test(value), `Enter ${label} as two letters.`);

const zipCode = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(
      (value) => value === "" || /^\d{5}(-\d{4})?$/.test(value),
      `Enter a valid ${label} (5 digits, or 5+4).`,
    );

/** The workspace's letterhead: the attorney or party who signs the forms and letters. */
export const letterheadSchema = z.strictObject({
  attorneyName: text("Attorney name", 120),
  barNumber: text("State Bar number", 20),
  firm: text("Firm name", 120),
  street: text("Street address", 120),
  city: text("City", 60),
  state: stateCode("State"),
  zip: zipCode("ZIP code"),
  phone: text("Telephone", 30),
  fax: text("Fax", 30),
  email: z
    .string({ error: "E-mail must be text" })
    .trim()
    .max(254, "E-mail must be at most 254 characters")
    .refine(
      (value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      "Enter a valid e-mail address.",
    ),
  /** "Attorney for": the party the attorney represents, e.g. "Plaintiff Acme Supply, Inc.". */
  attorneyFor: text("Attorney for", 120),
});
export type Letterhead = z.output<typeof letterheadSchema>;

export const EMPTY_LETTERHEAD: Letterhead = {
  attorneyName: "",
  barNumber: "",
  firm: "",
  street: "",
  city: "",
  state: "",
  zip: "",
  phone: "",
  fax: "",
  email: "",
  attorneyFor: "",
};

/** A judgment creditor or debtor as a court form names them. */
export const partySchema = z.strictObject({
  name: requiredText("Name", 120),
  /** Empty for a natural person; else "corporation", "limited liability company"... */
  entityType: text("Type of entity", 60),
  street: text("Street address", 120),
  city: text("City", 60),
  state: stateCode("State"),
  zip: zipCode("ZIP code"),
});
export type Party = z.output<typeof partySchema>;

export const CASE_KINDS = ["limited", "unlimited"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/**
 * The judgment's type as writs and earnings withholding orders ask it: wages owed, support, a
 * personal debt as CCP 683.110(d) defines it, or another kind.
 */
export const JUDGMENT_KINDS = ["wages", "support", "personal-debt", "other"] as const;
export type JudgmentKind = (typeof JUDGMENT_KINDS)[number];

export const MAX_PARTIES = 6;

export const JUDGMENT_KIND_OTHER_REQUIRED = "Describe what the judgment is for.";

/** The facts as kept: what a read answers (stored "other" facts may not be described yet). */
export const storedCourtFactsSchema = z.strictObject({
  creditors: z.array(partySchema).max(MAX_PARTIES, `At most ${MAX_PARTIES} creditors.`),
  debtors: z.array(partySchema).max(MAX_PARTIES, `At most ${MAX_PARTIES} debtors.`),
  /** The creditor is an assignee of record, not the original creditor. */
  creditorIsAssignee: z.boolean(),
  /** The amounts owed differ by debtor (EJ-130 item 20): a single set of figures would be wrong. */
  amountsDifferByDebtor: z.boolean(),
  courtCounty: text("County", 60),
  courtBranch: text("Branch name", 120),
  courtStreet: text("Court street address", 120),
  courtMailingAddress: text("Court mailing address", 120),
  courtCityZip: text("Court city and ZIP code", 120),
  caseKind: z.enum(CASE_KINDS, { error: "Choose limited or unlimited civil case." }).nullable(),
  judgmentKind: z.enum(JUDGMENT_KINDS, { error: "Choose the judgment's type." }).nullable(),
  /**
   * What an "other" judgment is for (EJ-130 item 22d). Facts stored before it existed lack it
   * (read as ""); for any other type it is cleared on save, since no form prints it then.
   */
  judgmentKindOther: text("What the judgment is for", 120).default(""),
});

/** The facts as a save sends them: an "other" judgment must say what it is for. */
export const courtFactsSchema = storedCourtFactsSchema.superRefine((facts, ctx) => {
  if (facts.judgmentKind === "other" && facts.judgmentKindOther === "") {
    ctx.addIssue({
      code: "custom",
      path: ["judgmentKindOther"],
      message: JUDGMENT_KIND_OTHER_REQUIRED,
    });
  }
});
export type CourtFacts = z.output<typeof courtFactsSchema>;

export const EMPTY_COURT_FACTS: CourtFacts = {
  creditors: [],
  debtors: [],
  creditorIsAssignee: false,
  amountsDifferByDebtor: false,
  courtCounty: "",
  courtBranch: "",
  courtStreet: "",
  courtMailingAddress: "",
  courtCityZip: "",
  caseKind: null,
  judgmentKind: null,
  judgmentKindOther: "",
};

/**
 * A California cost's category, as MC-012 item 1a lists them. `writ-issuance` names its county
 * and `other` its statute in the cost's note.
 */
export const COST_CATEGORIES = [
  "abstract",
  "recording",
  "personal-property-lien",
  "writ-issuance",
  "levying-officer",
  "debtor-examination",
  "attorney-fees",
  "other",
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/** The words MC-012 uses for each category (the form and the screens say the same). */
export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  abstract: "Preparing and issuing abstract of judgment",
  recording: "Recording and indexing abstract of judgment or certified copy of judgment",
  "personal-property-lien": "Filing notice of judgment lien on personal property",
  "writ-issuance": "Issuing writ of execution",
  "levying-officer": "Levying officer's fees",
  "debtor-examination": "Approved fee on application for order for appearance of judgment debtor",
  "attorney-fees": "Attorney fees, if allowed by Code of Civil Procedure section 685.040",
  other: "Other",
};

/** A cost's court facts, beside its amount, date and description. */
export const costFactsSchema = z.strictObject({
  category: z.enum(COST_CATEGORIES, { error: "Choose the cost's category." }).nullable(),
  /** The county for a writ's issuance, the statute for "other". */
  note: text("Cost note", 120),
  /** The day a memorandum claiming the cost was filed (the cost is then allowed), or null. */
  allowedOn: isoDateText.nullable(),
  /** The filing recorded in Owed that claimed it, or null when entered by hand. */
  memorandumId: z.string().max(64).nullable(),
});
export type CostFacts = z.output<typeof costFactsSchema>;

export const letterheadResponse = envelope(letterheadSchema);
export const courtFactsResponse = envelope(storedCourtFactsSchema);
