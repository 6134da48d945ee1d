import { docketIdParams } from "../contracts/cases.ts";
import { courtFactsResponse, courtFactsSchema } from "../contracts/court-facts.ts";
import { WORKSPACE_MSG } from "../contracts/workspaces.ts";
import { DOCKET_ERRORS } from "./docket-errors.ts";
import { COMMON_ERRORS, defineEndpoint, errorAnswer, SIGNED_IN_ERRORS } from "./endpoint.ts";

// A case's court facts: the parties, the court and the kinds of case and judgment the court's
// forms ask for (docs/court-forms.md, "The facts a form needs"). Read and replaced whole; the
// docket's authorisation hook runs first, so its refusals are these endpoints' too.

const reading = [
  ...SIGNED_IN_ERRORS,
  errorAnswer(404, "not_found", WORKSPACE_MSG.notFound),
  errorAnswer(409, "workspace_changed", WORKSPACE_MSG.workspaceChanged),
  COMMON_ERRORS.invalidInput,
  DOCKET_ERRORS.caseNotFound,
] as const;

export const courtFactsEndpoints = {
  courtFacts: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/court-facts/",
    summary: "A case's parties, court and kinds of case and judgment (empty when none recorded)",
    access: "workspace",
    params: docketIdParams,
    answer: courtFactsResponse,
    errors: [...reading],
  }),
  saveCourtFacts: defineEndpoint({
    method: "PUT",
    path: "/docket/api/cases/:id/court-facts/",
    summary: "Replaces a case's court facts, as one change in its history",
    access: "workspace",
    params: docketIdParams,
    body: courtFactsSchema,
    answer: courtFactsResponse,
    errors: [
      ...reading,
      COMMON_ERRORS.badJson,
      errorAnswer(403, "read_only", WORKSPACE_MSG.readOnly),
    ],
  }),
} as const;
