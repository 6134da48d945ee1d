import {
  calendarFeedFileParams,
  calendarFeedResponse,
  reminderSettingsRequest,
  reminderSettingsResponse,
} from "../contracts/deadlines.ts";
import {
  COMMON_ERRORS,
  defineEndpoint,
  errorAnswer,
  fileAnswer,
  SIGNED_IN_ERRORS,
} from "./endpoint.ts";

// The user's deadline reminder settings and private calendar feed (docs/judgment-deadlines.md).

export const DEADLINE_SETTING_ERRORS = {
  // The secret address is the feed's only credential: a wrong one says nothing more.
  feedNotFound: errorAnswer(
    404,
    "not_found",
    "No calendar feed at this address: it was revoked or regenerated.",
  ),
} as const;

const signedIn = SIGNED_IN_ERRORS;

export const deadlineSettingEndpoints = {
  reminderSettings: defineEndpoint({
    method: "GET",
    path: "/authentication/api/reminders/",
    summary: "Deadline reminder e-mails on or off, and how many days ahead",
    access: "user",
    answer: reminderSettingsResponse,
    errors: [...signedIn],
  }),
  saveReminderSettings: defineEndpoint({
    method: "PUT",
    path: "/authentication/api/reminders/",
    summary: "Saves the deadline reminder settings",
    access: "user",
    body: reminderSettingsRequest,
    answer: reminderSettingsResponse,
    errors: [...signedIn, COMMON_ERRORS.invalidInput],
  }),
  calendarFeed: defineEndpoint({
    method: "GET",
    path: "/authentication/api/calendar-feed/",
    summary: "Whether the user has a private calendar feed (its address is not kept)",
    access: "user",
    answer: calendarFeedResponse,
    errors: [...signedIn],
  }),
  createCalendarFeed: defineEndpoint({
    method: "POST",
    path: "/authentication/api/calendar-feed/",
    summary: "A new secret calendar feed address, shown once; the old one stops working",
    access: "user",
    status: 201,
    answer: calendarFeedResponse,
    errors: [...signedIn],
  }),
  revokeCalendarFeed: defineEndpoint({
    method: "DELETE",
    path: "/authentication/api/calendar-feed/",
    summary: "The calendar feed's address stops working at once",
    access: "user",
    answer: calendarFeedResponse,
    errors: [...signedIn],
  }),
  calendarFeedFile: defineEndpoint({
    method: "GET",
    path: "/calendar/feeds/:file",
    summary: "The private feed: the judgment deadlines of every workspace the user belongs to",
    access: "public",
    params: calendarFeedFileParams,
    answer: fileAnswer("text/calendar", "The user's judgment deadlines as iCalendar"),
    errors: [COMMON_ERRORS.invalidInput, DEADLINE_SETTING_ERRORS.feedNotFound],
  }),
} as const;
