import { docketIdParams } from "../contracts/cases.ts";
import {
  courtFilingListResponse,
  courtFilingRequest,
  courtFilingResponse,
  courtFormListResponse,
  courtFormParams,
  courtFormRequest,
} from "../contracts/court-forms.ts";
import { WORKSPACE_MSG } from "../contracts/workspaces.ts";
import { COURT_FORM_ERRORS as F } from "./court-form-errors.ts";
import { DOCKET_ERRORS as E } from "./docket-errors.ts";
import {
  COMMON_ERRORS,
  defineEndpoint,
  errorAnswer,
  fileAnswer,
  SIGNED_IN_ERRORS,
} from "./endpoint.ts";

// The court's own forms for a case, and the filings recorded from them (docs/court-forms.md,
// "Routes"). Docket routes: the one authentication hook and the one workspace authorisation hook;
// another workspace's case answers 404 like one that does not exist.

const workspaceChanged = errorAnswer(409, "workspace_changed", WORKSPACE_MSG.workspaceChanged);
const workspaceNotFound = errorAnswer(404, "not_found", WORKSPACE_MSG.notFound);
const readOnly = errorAnswer(403, "read_only", WORKSPACE_MSG.readOnly);

const reading = [...SIGNED_IN_ERRORS, workspaceNotFound, workspaceChanged] as const;
const writing = [...reading, readOnly] as const;

/** What the interest engine may refuse when it computes the figures for a date. */
const figures = [E.invalidDate, E.invalidAmount, E.tooLarge] as const;

export const courtFormEndpoints = {
  courtForms: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/court-forms/",
    summary: "The court forms of the case's jurisdiction, each with the facts it still lacks",
    access: "workspace",
    params: docketIdParams,
    answer: courtFormListResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
  // A POST although a preview writes nothing: the body (date, satisfaction, employer) is a form's
  // input, and a download writes a history entry.
  fillCourtForm: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/court-forms/:form/",
    summary:
      "One court form filled from the ledger for a date, as PDF (warnings in a header); a download is a history entry",
    access: "workspace",
    params: courtFormParams,
    body: courtFormRequest,
    answer: fileAnswer("application/pdf", "The filled court form (PDF)"),
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.caseNotFound,
      F.formNotFound,
      F.formUnavailable,
      F.amountsDifferByDebtor,
      F.notSatisfied,
      F.satisfactionTooLarge,
      ...figures,
    ],
  }),
  courtFilings: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/court-filings/",
    summary:
      "The filings recorded on a case (memoranda of costs filed, writs issued), newest first",
    access: "workspace",
    params: docketIdParams,
    answer: courtFilingListResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
  recordCourtFiling: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/court-filings/",
    summary:
      "Records a memorandum of costs filed (its costs become allowed) or a writ issued (its levy deadline joins the deadlines)",
    access: "workspace",
    params: docketIdParams,
    body: courtFilingRequest,
    status: 201,
    answer: courtFilingResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.caseNotFound,
      F.formNotFound,
      F.formUnavailable,
      F.amountsDifferByDebtor,
      F.filingExists,
      ...figures,
    ],
  }),
} as const;
