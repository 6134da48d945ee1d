import { WORKSPACE_MSG as M } from "../contracts/workspaces.ts";
import { errorAnswer } from "./endpoint.ts";

// The workspaces' refusals (docs/workspaces.md), in the words users see: the API answers with them
// and the web compares their codes, so each sentence and code is written here once.

/** Firm workspaces one account may make: far above any firm's need, a bound on what one can store. */
export const FIRM_WORKSPACES_MAX = 20;

export const WORKSPACE_ERRORS = {
  // Another's workspace answers exactly like one that does not exist.
  notFound: errorAnswer(404, "not_found", M.notFound),
  memberNotFound: errorAnswer(404, "not_found", M.memberNotFound),
  invitationNotFound: errorAnswer(404, "not_found", M.invitationNotFound),
  readOnly: errorAnswer(403, "read_only", M.readOnly),
  ownersOnly: errorAnswer(403, "owners_only", M.ownersOnly),
  lastOwner: errorAnswer(409, "last_owner", M.lastOwner),
  personalMembers: errorAnswer(400, "personal", M.personalMembers),
  personalLeave: errorAnswer(400, "personal", M.personalLeave),
  alreadyMember: errorAnswer(409, "already_member", M.alreadyMember),
  alreadyInvited: errorAnswer(409, "already_invited", M.alreadyInvited),
  tooManyInvitations: errorAnswer(403, "too_many", M.tooManyInvitations),
  tooManyWorkspaces: errorAnswer(
    403,
    "too_many_workspaces",
    `An account can create at most ${FIRM_WORKSPACES_MAX} firm workspaces.`,
  ),
  invitationInvalid: errorAnswer(404, "invitation_invalid", M.invitationInvalid),
  invitationExpired: errorAnswer(410, "invitation_expired", M.invitationExpired),
  invitationOtherEmail: errorAnswer(403, "other_email", M.invitationOtherEmail),
  workspaceChanged: errorAnswer(409, "workspace_changed", M.workspaceChanged),
  invitationsRateLimited: errorAnswer(
    429,
    "rate_limited",
    "Too many invitations sent. Please try again later.",
  ),
  previewsRateLimited: errorAnswer(
    429,
    "rate_limited",
    "Too many invitation links opened. Please try again later.",
  ),
  // Nothing is made when the mail server refuses: the invitation and its history roll back.
  mailFailed: errorAnswer(
    502,
    "mail_failed",
    "The invitation e-mail could not be sent, so no invitation was made. Please try again in a moment.",
  ),
} as const;
