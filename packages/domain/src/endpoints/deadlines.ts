import { docketIdParams } from "../contracts/cases.ts";
import {
  caseDeadlinesQuery,
  caseDeadlinesResponse,
  caseRemindersRequest,
  deadlineListResponse,
  deadlinesQuery,
} from "../contracts/deadlines.ts";
import { DOCKET_ERRORS } from "./docket-errors.ts";
import { COMMON_ERRORS, defineEndpoint, fileAnswer, SIGNED_IN_ERRORS } from "./endpoint.ts";

// Judgment deadlines (docs/judgment-deadlines.md).

const signedIn = SIGNED_IN_ERRORS;

export const deadlineEndpoints = {
  caseDeadlines: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/deadlines/",
    summary: "A case's judgment deadlines; with ?renewal=, as they would be after that renewal",
    access: "workspace",
    params: docketIdParams,
    query: caseDeadlinesQuery,
    answer: caseDeadlinesResponse,
    errors: [...signedIn, COMMON_ERRORS.invalidInput, DOCKET_ERRORS.caseNotFound],
  }),
  setCaseReminders: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/reminders/",
    summary: "Switches a case's deadline reminder e-mails off or on",
    access: "workspace",
    params: docketIdParams,
    body: caseRemindersRequest,
    answer: caseDeadlinesResponse,
    errors: [...signedIn, COMMON_ERRORS.invalidInput, DOCKET_ERRORS.caseNotFound],
  }),
  caseCalendar: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/deadlines.ics",
    summary: "A case's deadlines as all-day iCalendar events",
    access: "workspace",
    params: docketIdParams,
    answer: fileAnswer("text/calendar", "The case's deadlines as iCalendar"),
    errors: [...signedIn, DOCKET_ERRORS.caseNotFound],
  }),
  deadlineList: defineEndpoint({
    method: "GET",
    path: "/docket/api/deadlines/",
    summary: "Every case's next judgment deadline within the period, soonest first",
    access: "workspace",
    query: deadlinesQuery,
    answer: deadlineListResponse,
    errors: [...signedIn, COMMON_ERRORS.invalidInput],
  }),
} as const;
