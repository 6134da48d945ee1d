import { letterheadResponse, letterheadSchema } from "../contracts/court-facts.ts";
import { COMMON_ERRORS, defineEndpoint, SIGNED_IN_ERRORS } from "./endpoint.ts";
import { WORKSPACE_ERRORS as W } from "./workspace-errors.ts";

// The current workspace's letterhead (docs/court-forms.md, "Letterhead"): who signs its court forms,
// statements and letters. A docket route: the one authorisation hook decides, so another
// workspace's letterhead can be neither read nor written, and a viewer reads it only.

/** Every docket read: signed in, in a workspace of theirs (the screen may show another). */
const reading = [...SIGNED_IN_ERRORS, W.notFound, W.workspaceChanged] as const;

export const letterheadEndpoints = {
  letterhead: defineEndpoint({
    method: "GET",
    path: "/docket/api/workspace/letterhead/",
    summary: "The current workspace's letterhead (every field empty until one is saved)",
    access: "workspace",
    answer: letterheadResponse,
    errors: [...reading],
  }),
  saveLetterhead: defineEndpoint({
    method: "PUT",
    path: "/docket/api/workspace/letterhead/",
    summary: "Replaces the current workspace's letterhead (owners and editors); in its history",
    access: "workspace",
    body: letterheadSchema,
    answer: letterheadResponse,
    errors: [...reading, W.readOnly, COMMON_ERRORS.invalidInput, COMMON_ERRORS.badJson],
  }),
} as const;
