import { docketIdParams } from "../contracts/cases.ts";
import {
  batchLetterCheckRequest,
  batchLetterCheckResponse,
  batchLetterRequest,
  letterSettingsResponse,
  letterSettingsSchema,
  payoffLetterPreviewRequest,
  payoffLetterRequest,
  payoffLetterResponse,
} from "../contracts/payoff-letters.ts";
import { DOCKET_ERRORS as E } from "./docket-errors.ts";
import { COMMON_ERRORS, defineEndpoint, fileAnswer, SIGNED_IN_ERRORS } from "./endpoint.ts";
import { LETTER_PLAN_ERRORS as L } from "./letter-plan-errors.ts";
import { WORKSPACE_ERRORS as W } from "./workspace-errors.ts";

// Payoff letters (docs/letters-and-plans.md, "Payoff letters"): the workspace's letter texts, a
// letter's preview and download for one case, and a batch for a selection as one ZIP. Docket
// routes: the one authentication hook and the one workspace authorisation hook decide.

const reading = [...SIGNED_IN_ERRORS, W.notFound, W.workspaceChanged] as const;
const writing = [...reading, W.readOnly] as const;
const body = [COMMON_ERRORS.invalidInput, COMMON_ERRORS.badJson] as const;
/** What the engine may refuse when it computes a date's figures. */
const figures = [E.invalidDate, E.invalidAmount, E.tooLarge] as const;

export const payoffLetterEndpoints = {
  letterSettings: defineEndpoint({
    method: "GET",
    path: "/docket/api/workspace/letter-settings/",
    summary:
      "The current workspace's payment instructions, closing text and plan notice recipients",
    access: "workspace",
    answer: letterSettingsResponse,
    errors: [...reading],
  }),
  saveLetterSettings: defineEndpoint({
    method: "PUT",
    path: "/docket/api/workspace/letter-settings/",
    summary: "Replaces the current workspace's letter settings (owners and editors)",
    access: "workspace",
    body: letterSettingsSchema,
    answer: letterSettingsResponse,
    errors: [...writing, ...body],
  }),
  previewPayoffLetter: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/payoff-letter/preview/",
    summary: "What a payoff letter for a date would say (writes nothing)",
    access: "workspace",
    params: docketIdParams,
    body: payoffLetterPreviewRequest,
    answer: payoffLetterResponse,
    errors: [...reading, ...body, E.caseNotFound, L.letterUnavailable, ...figures],
  }),
  payoffLetter: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/payoff-letter/",
    summary: "A payoff letter for a date, as PDF or Word; a history entry with its figures",
    access: "workspace",
    params: docketIdParams,
    body: payoffLetterRequest,
    answer: fileAnswer("application/octet-stream", "The payoff letter (PDF or .docx)"),
    errors: [...writing, ...body, E.caseNotFound, L.letterUnavailable, ...figures],
  }),
  checkPayoffLetters: defineEndpoint({
    method: "POST",
    path: "/docket/api/payoff-letters/check/",
    summary: "For a selection of cases, which can have a payoff letter and why not",
    access: "workspace",
    body: batchLetterCheckRequest,
    answer: batchLetterCheckResponse,
    errors: [...reading, ...body, E.caseNotFound, ...figures],
  }),
  payoffLetters: defineEndpoint({
    method: "POST",
    path: "/docket/api/payoff-letters/",
    summary: "Payoff letters for a selection of cases, as one ZIP; each a history entry",
    access: "workspace",
    body: batchLetterRequest,
    answer: fileAnswer("application/zip", "The letters (ZIP)"),
    errors: [...writing, ...body, E.caseNotFound, L.lettersUnavailable, ...figures],
  }),
} as const;
