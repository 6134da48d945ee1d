import { SESSION_MSG } from "../contracts/sessions.ts";
import { AVATAR_MSG } from "../images/avatar-image.ts";
import { errorAnswer } from "./endpoint.ts";

// The account, profile and session refusals, in the words users see (docs/product.md, "Accounts",
// "Profile"; docs/decisions/008-security.md): the API throws them and the web compares their codes,
// so each sentence is written here once.

/** Wrong tries one e-mailed code allows before it is worn out. */
export const CODE_MAX_ATTEMPTS = 5;

/** The sentences of the refusals that are not an endpoint's own answer (auth, sessions). */
export const AUTH_MSG = {
  authRequired: "Authentication credentials were not provided or are invalid.",
  passwordChanged:
    "Your password was changed on another device, so this session was signed out. Please sign in again with the new password.",
} as const;

export const ACCOUNT_ERRORS = {
  /** A missing, forged, expired or revoked access token. */
  authRequired: errorAnswer(401, "unauthorized", AUTH_MSG.authRequired),
  /** A token issued before the account's password was changed or reset. */
  passwordChanged: errorAnswer(401, "password_changed", AUTH_MSG.passwordChanged),
  /** A signed-in user whose account is gone by the time the route reads it. */
  accountGone: errorAnswer(401, "unauthorized", "Authentication required"),
  invalidCredentials: errorAnswer(401, "invalid_credentials", "Invalid email or password."),
  unverified: errorAnswer(
    403,
    "unverified",
    "Please verify your email before logging in. Enter the code we sent you, or request a new code.",
  ),
  sessionExpired: errorAnswer(
    401,
    "unauthorized",
    "Your session has expired. Please log in again.",
  ),
  usernameTaken: errorAnswer(409, "username_taken", "This username is already taken."),
  codeInvalid: errorAnswer(400, "invalid_code", "Invalid or expired code."),
  codeExpired: errorAnswer(
    400,
    "code_expired",
    "This code has expired. Please request a new code.",
  ),
  codeLocked: errorAnswer(
    400,
    "code_locked",
    `Too many wrong attempts (${CODE_MAX_ATTEMPTS}). Please request a new code.`,
  ),
  wrongPassword: errorAnswer(400, "wrong_password", "Current password is incorrect"),
  notAnImage: errorAnswer(400, "invalid_image", AVATAR_MSG.notAnImage),
  /** Its sentence gives the picture's own size. */
  imageTooLarge: errorAnswer(400, "image_too_large"),
  imageTooManyBytes: errorAnswer(413, "too_large", AVATAR_MSG.tooManyBytes),
  oneImageOnly: errorAnswer(400, "invalid_input", "Send at most one image."),
  avatarNotFound: errorAnswer(404, "not_found", "Not found."),
  sessionNotFound: errorAnswer(404, "not_found", SESSION_MSG.sessionNotFound),
  /** Password hashing is queued; a full queue says when to come back (Retry-After). */
  serverBusy: errorAnswer(
    429,
    "server_busy",
    "The server is busy. Please try again in a few seconds.",
  ),
} as const;
