import { errorAnswer } from "./endpoint.ts";

// The refusals of clients, the portfolio and remittance reports, in the words users see
// (docs/portfolio.md). A refusal whose sentence names the user's own dates has no fixed `message`.

export const PORTFOLIO_ERRORS = {
  /** Another workspace's client is not found either, as a case is. */
  clientNotFound: errorAnswer(404, "client_not_found", "Client not found."),
  clientNameTaken: errorAnswer(
    409,
    "client_name_taken",
    "A client with this name is already in this workspace.",
  ),
  clientHasReports: errorAnswer(
    409,
    "client_has_reports",
    "This client has closed remittance reports, so it is kept: they are the record of what was sent. Reopen them first to delete it.",
  ),
  /** An undo that would give a case back a client deleted since: the case keeps no client. */
  clientDeleted: errorAnswer(
    409,
    "client_deleted",
    "The client this change moved the case from has been deleted, so there is nothing to put back.",
  ),
  /** "This period overlaps the one closed for 10/01/2026 to 10/31/2026." */
  periodOverlaps: errorAnswer(409, "period_overlaps"),
  periodNotEnded: errorAnswer(
    409,
    "period_not_ended",
    "A period can be closed once its last day has passed.",
  ),
  periodNotFound: errorAnswer(404, "period_not_found", "Closed period not found."),
} as const;
