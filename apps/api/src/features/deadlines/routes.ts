import {
  addMonths,
  type CalendarDate,
  compareDates,
  deadlineEndpoints as endpoints,
  formatUsDate,
  InvalidDateError,
  isCalendarDate,
} from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { caseNotFound } from "../cases/docket-errors.ts";
import { todayFor } from "../cases/docket-requests.ts";
import { writsByCase, writsOfCase } from "../court-forms/court-filing-store.ts";
import { caseDeadlines, caseUrlOf, deadlineList } from "./case-deadlines.ts";
import { deadlinesCalendar } from "./icalendar.ts";

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/** A planned renewal's date: a real date, not before the judgment (as a recorded one must be). */
function renewalDate(judgmentDate: CalendarDate, raw: string): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw, "renewal", message);
  if (!isCalendarDate(raw)) throw refuse("The renewal date must be a date like 2030-03-01.");
  if (compareDates(raw, judgmentDate) < 0) {
    throw refuse(
      `The renewal date cannot be before the judgment date (${formatUsDate(judgmentDate)}).`,
    );
  }
  return raw;
}

/** The Deadlines view looks this far ahead unless asked otherwise. */
const DEFAULT_MONTHS = 12;

/**
 * Judgment deadlines (docs/judgment-deadlines.md), in the docket API (routes/docket.ts) behind its
 * one authentication and authorisation hooks: a case outside the current workspace answers 404 as
 * every docket route does.
 */
export function deadlineRoutes(app: DocketApp): void {
  caseDeadlineRoutes(app);
}

function caseDeadlineRoutes(app: DocketApp) {
  /** `planned`: a renewal not yet recorded, for the Renew dialog's preview. */
  async function deadlinesOf(request: FastifyRequest, caseId: string, planned?: string) {
    const row = await app.docket.findCase(request.workspace.id, caseId);
    if (!row) throw caseNotFound();
    const renewals = (await app.docket.listTransactions(row.id))
      .filter((tx) => tx.type === "RENEWAL")
      .map((tx) => tx.date);
    if (planned !== undefined) renewals.push(renewalDate(row.judgmentDate, planned));
    const writs = await writsOfCase(app.db, request.workspace.id, row.id);
    return caseDeadlines(row, renewals, todayFor(request), writs);
  }

  app.route({
    ...endpointRoute(app, endpoints.caseDeadlines),
    handler: async (request) => ({
      status_code: 200,
      message: request.query.renewal
        ? "Judgment deadlines after the renewal"
        : "Judgment deadlines",
      data: await deadlinesOf(request, request.params.id, request.query.renewal),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.setCaseReminders),
    handler: async (request) => {
      const { id } = request.params;
      if (!(await app.docket.setRemindersMuted(request.workspace.id, id, request.body.muted))) {
        throw caseNotFound();
      }
      return {
        status_code: 200,
        message: request.body.muted ? "Reminders off for this case" : "Reminders on for this case",
        data: await deadlinesOf(request, id),
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.caseCalendar),
    handler: async (request, reply) => {
      const deadlines = await deadlinesOf(request, request.params.id);
      const calendar = deadlinesCalendar(
        `Owed: ${deadlines.caseName}`,
        [deadlines],
        request.server.now(),
        (caseId) => caseUrlOf(app.config.appBaseUrl, caseId),
      );
      return sendFile(
        reply,
        "text/calendar; charset=utf-8",
        `Deadlines - ${fileSafe(deadlines.caseName, " ")}.ics`,
        calendar,
      );
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.deadlineList),
    handler: async (request) => {
      const today = todayFor(request);
      const to = addMonths(today, request.query.months ?? DEFAULT_MONTHS);
      const [rows, renewals, writs] = await Promise.all([
        app.docket.listCases(request.workspace.id),
        app.docket.listRenewals(request.workspace.id),
        writsByCase(app.db, request.workspace.id),
      ]);
      return {
        status_code: 200,
        message: "Deadlines",
        data: { from: today, to, ...deadlineList(rows, renewals, today, to, writs) },
      };
    },
  });
}
