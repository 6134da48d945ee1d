import {
  type CalendarDate,
  compareDates,
  formatUsDate,
  InvalidDateError,
  isCalendarDate,
  todayInTimeZone,
} from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { CaseRow } from "../../db/schema/index.ts";
import type { DocketActor } from "./case-use-cases.ts";

// What every docket route reads off its request (the cases, the CSV import, the exports and the
// deadlines): the user's today, who acts, and the `?date=` a payoff or ledger is asked for.

export function todayFor(request: FastifyRequest): CalendarDate {
  return todayInTimeZone(request.user.timezone, request.server.now());
}

/** Who acts, in which workspace, on which day of theirs, at which instant. */
export function actorOf(request: FastifyRequest): DocketActor {
  return {
    userId: request.user.id,
    workspaceId: request.workspace.id,
    today: todayFor(request),
    at: request.server.now(),
  };
}

/** The `?date=` of a payoff request: required, a real date, not before the judgment. */
export function payoffDate(row: CaseRow, raw: string | undefined): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw ?? "", "date", message);
  if (!raw || raw.trim() === "") throw refuse("Choose a payoff date.");
  if (!isCalendarDate(raw)) throw refuse("The payoff date must be a date like 2024-03-01.");
  if (compareDates(raw, row.judgmentDate) < 0) {
    throw refuse(
      `The payoff date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`,
    );
  }
  return raw;
}

/** The date a ledger (or its export) is asked for: the `?date=` checked as a payoff's, or today. */
export function ledgerDate(
  request: FastifyRequest,
  row: CaseRow,
  asked: string | undefined,
): CalendarDate {
  return asked ? payoffDate(row, asked) : todayFor(request);
}
