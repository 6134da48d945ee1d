import { type CaseTerms, describeMethodSources } from "@owed/domain";
import type { CaseRow } from "../../../db/schema/index.ts";
import { userRatesAfter } from "../table-rates.ts";

// The statement's "Rule and rate source" section: which jurisdiction's rule the method came from,
// each element of the method in a sentence with its source, and the publication the rate appeared
// in. The sentences are the domain's, the same the case page shows (docs/interest-method.md,
// "Statements in plain words"); where Owed read a table's figures is on the rate-table page only.

/** Paragraphs naming the rule applied and the rate's source, in reading order. */
export function methodCitations(caseRow: CaseRow, terms: CaseTerms): string[] {
  return describeMethodSources({
    jurisdiction: caseRow.jurisdiction,
    methodOverrides: Array.isArray(caseRow.methodOverrides) ? caseRow.methodOverrides : [],
    rateTable: caseRow.rateTable,
    userRatesAfter: userRatesAfter(caseRow),
    terms,
  });
}
