import {
  type CaseKind,
  type CourtFacts,
  courtFactsSchema,
  EMPTY_COURT_FACTS,
  hasCourtFacts,
  type JudgmentKind,
  MAX_PARTIES,
  type Party,
} from "@owed/domain";

// A case's court facts as columns of the case list (docs/csv.md, "Court details"): one column per
// fact, and for each creditor and debtor its own six ("Debtor 2 city"), so a paralegal edits them
// cell by cell in a spreadsheet. The import reads them by their headers, as the export writes
// them; a file without them imports with no facts recorded.

type Role = "Creditor" | "Debtor";

const PARTY_PARTS = [
  ["name", "name"],
  ["entityType", "entity type"],
  ["street", "street"],
  ["city", "city"],
  ["state", "state"],
  ["zip", "ZIP"],
] as const satisfies readonly (readonly [keyof Party, string])[];

const partyHeader = (role: Role, n: number, part: string) => `${role} ${n} ${part}`;

const ASSIGNEE = "Creditor is assignee of record";
const AMOUNTS_DIFFER = "Amounts differ by debtor";
const COURT_COLUMNS = [
  ["courtCounty", "Court county"],
  ["courtBranch", "Court branch"],
  ["courtStreet", "Court street address"],
  ["courtMailingAddress", "Court mailing address"],
  ["courtCityZip", "Court city and ZIP"],
] as const satisfies readonly (readonly [keyof CourtFacts, string])[];
const CASE_KIND = "Limited or unlimited";
const JUDGMENT_KIND = "Judgment type";
const JUDGMENT_KIND_OTHER = "Judgment type (other)";

/** The words a cell holds for each kind: short, so a person can type them. */
const CASE_KIND_CELLS: Record<CaseKind, string> = { limited: "Limited", unlimited: "Unlimited" };
const JUDGMENT_KIND_CELLS: Record<JudgmentKind, string> = {
  wages: "Wages owed",
  support: "Child or spousal support",
  "personal-debt": "Personal debt",
  other: "Other",
};

/** The headers for `creditors` and `debtors` party columns each (at least one of each). */
export function courtFactsHeaders(creditors: number, debtors: number): string[] {
  const parties = (role: Role, count: number) =>
    Array.from({ length: Math.max(1, count) }, (_, i) =>
      PARTY_PARTS.map(([, part]) => partyHeader(role, i + 1, part)),
    ).flat();
  return [
    ...parties("Creditor", creditors),
    ASSIGNEE,
    ...parties("Debtor", debtors),
    AMOUNTS_DIFFER,
    ...COURT_COLUMNS.map(([, header]) => header),
    CASE_KIND,
    JUDGMENT_KIND,
    JUDGMENT_KIND_OTHER,
  ];
}

/** The party columns a whole file needs: as many as its case with the most. */
export function partyColumnCounts(all: readonly (CourtFacts | null)[]) {
  return {
    creditors: Math.max(1, ...all.map((f) => f?.creditors.length ?? 0)),
    debtors: Math.max(1, ...all.map((f) => f?.debtors.length ?? 0)),
  };
}

/** A case's cells under `courtFactsHeaders`: blank where nothing is recorded. */
export function courtFactsCells(facts: CourtFacts | null): Record<string, string> {
  const cells: Record<string, string> = {};
  if (!facts || !hasCourtFacts(facts)) return cells;
  const parties = (role: Role, list: readonly Party[]) => {
    list.forEach((party, i) => {
      for (const [key, part] of PARTY_PARTS) cells[partyHeader(role, i + 1, part)] = party[key];
    });
  };
  parties("Creditor", facts.creditors);
  parties("Debtor", facts.debtors);
  cells[ASSIGNEE] = facts.creditorIsAssignee ? "Yes" : "No";
  cells[AMOUNTS_DIFFER] = facts.amountsDifferByDebtor ? "Yes" : "No";
  for (const [key, header] of COURT_COLUMNS) cells[header] = facts[key] as string;
  cells[CASE_KIND] = facts.caseKind ? CASE_KIND_CELLS[facts.caseKind] : "";
  cells[JUDGMENT_KIND] = facts.judgmentKind ? JUDGMENT_KIND_CELLS[facts.judgmentKind] : "";
  cells[JUDGMENT_KIND_OTHER] = facts.judgmentKindOther ?? "";
  return cells;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

const YES = new Set(["yes", "y", "true", "x", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);

const CASE_KIND_WORDS: Record<string, CaseKind> = {
  limited: "limited",
  limitedcivilcase: "limited",
  limitedcivilcaseincludingsmallclaims: "limited",
  unlimited: "unlimited",
  unlimitedcivilcase: "unlimited",
  unlimitedcivilcaseincludingfamilyandprobate: "unlimited",
};

const JUDGMENT_KIND_WORDS: Record<string, JudgmentKind> = {
  wages: "wages",
  wagesowed: "wages",
  support: "support",
  childsupport: "support",
  spousalsupport: "support",
  childorspousalsupport: "support",
  childsupportorspousalsupport: "support",
  personaldebt: "personal-debt",
  personaldebtcodeofcivilproceduresection683110d: "personal-debt",
  other: "other",
};

/** Where each court-facts column is in a file's header; none found: the file has none. */
export interface CourtFactsLayout {
  columns: ReadonlyMap<string, number>;
}

export function courtFactsLayout(header: readonly string[]): CourtFactsLayout {
  const wanted = new Map(
    courtFactsHeaders(MAX_PARTIES, MAX_PARTIES).map((name) => [squash(name), name]),
  );
  const columns = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = wanted.get(squash(cell));
    if (name && !columns.has(name)) columns.set(name, index);
  });
  return { columns };
}

/** The court-facts cells of a row, by header: what a later row of the case must repeat or leave blank. */
export function courtFactsRaw(layout: CourtFactsLayout, cells: readonly string[]) {
  const raw = new Map<string, string>();
  for (const [name, index] of layout.columns) raw.set(name, (cells[index] ?? "").trim());
  return raw;
}

export type CourtFactsRead =
  | { facts: CourtFacts | null }
  | { problems: { field: string; message: string }[] };

/**
 * A row's court facts, checked with the API's own schema: a party is the six cells under its
 * number (all blank: no party), parties keep their order, a problem names the column it is in.
 */
export function readCourtFacts(raw: ReadonlyMap<string, string>): CourtFactsRead {
  if (raw.size === 0) return { facts: null };
  const cell = (name: string) => raw.get(name) ?? "";
  const problems: { field: string; message: string }[] = [];
  const partyColumns: Record<Role, string[]> = { Creditor: [], Debtor: [] };
  const parties = (role: Role) => {
    const list: Record<string, string>[] = [];
    for (let n = 1; n <= MAX_PARTIES; n++) {
      const party = Object.fromEntries(
        PARTY_PARTS.map(([key, part]) => [key, cell(partyHeader(role, n, part))]),
      );
      // A spreadsheet that took "02108" for a number wrote 2108: the ZIP had its zero.
      if (/^\d{4}$/.test(party.zip ?? "")) party.zip = `0${party.zip}`;
      if (Object.values(party).every((value) => value === "")) continue;
      list.push(party);
      partyColumns[role].push(partyHeader(role, n, "name").replace(/ name$/, ""));
    }
    return list;
  };
  const yesNo = (header: string) => {
    const word = squash(cell(header));
    if (YES.has(word)) return true;
    if (NO.has(word)) return false;
    problems.push({ field: header, message: `${header} must be Yes or No.` });
    return false;
  };
  const kind = <T extends string>(
    header: string,
    words: Record<string, T>,
    message: string,
  ): T | null => {
    const text = cell(header);
    if (text === "") return null;
    const found = words[squash(text)];
    if (!found) problems.push({ field: header, message });
    return found ?? null;
  };
  const candidate = {
    ...EMPTY_COURT_FACTS,
    creditors: parties("Creditor"),
    debtors: parties("Debtor"),
    creditorIsAssignee: yesNo(ASSIGNEE),
    amountsDifferByDebtor: yesNo(AMOUNTS_DIFFER),
    ...Object.fromEntries(COURT_COLUMNS.map(([key, header]) => [key, cell(header)])),
    caseKind: kind(CASE_KIND, CASE_KIND_WORDS, `${CASE_KIND} must be Limited or Unlimited.`),
    judgmentKind: kind(
      JUDGMENT_KIND,
      JUDGMENT_KIND_WORDS,
      `${JUDGMENT_KIND} must be ${Object.values(JUDGMENT_KIND_CELLS)
        .join(", ")
        .replace(/, (?=[^,]*$)/, " or ")}.`,
    ),
    judgmentKindOther: cell(JUDGMENT_KIND_OTHER),
  };
  // As on the screen, only an "other" judgment keeps its description.
  if (candidate.judgmentKind !== "other") candidate.judgmentKindOther = "";
  if (problems.length > 0) return { problems };
  // A file written before the description had a column cannot give it: its "Other" cases import
  // undescribed, and the court forms list names what is missing, rather than the row failing.
  const undescribed = !raw.has(JUDGMENT_KIND_OTHER) && candidate.judgmentKind === "other";
  const checked = courtFactsSchema.safeParse(
    undescribed ? { ...candidate, judgmentKind: null } : candidate,
  );
  if (!checked.success) {
    return {
      problems: checked.error.issues.map((issue) => {
        const [list, index, key] = issue.path;
        const role = list === "creditors" ? "Creditor" : list === "debtors" ? "Debtor" : null;
        const part = PARTY_PARTS.find(([k]) => k === key)?.[1];
        const column =
          role && typeof index === "number" && part
            ? `${partyColumns[role][index]} ${part}`
            : list === "judgmentKindOther"
              ? JUDGMENT_KIND_OTHER
              : (COURT_COLUMNS.find(([k]) => k === list)?.[1] ?? String(list ?? ""));
        return { field: column, message: `${column}: ${issue.message}` };
      }),
    };
  }
  const facts: CourtFacts = undescribed ? { ...checked.data, judgmentKind: "other" } : checked.data;
  return { facts: hasCourtFacts(facts) ? facts : null };
}
