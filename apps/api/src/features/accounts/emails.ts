import type { MailMessage } from "../../mail/index.ts";
import { htmlEmail, PRODUCT_NAME } from "../../mail/templates.ts";
import { CODE_TTL_MS } from "./codes-store.ts";

const minutes = CODE_TTL_MS / 60_000;

/** The e-mail carrying the code that verifies a new account. */
export function verificationEmail(to: string, code: string): MailMessage {
  const intro = `Your ${PRODUCT_NAME} verification code is ${code}.`;
  const expiry = `Enter it on the verification screen within ${minutes} minutes. After 5 wrong tries, request a new code.`;
  const ignore = `If you did not create an ${PRODUCT_NAME} account, you can ignore this e-mail.`;
  return {
    to,
    subject: `Your ${PRODUCT_NAME} verification code: ${code}`,
    text: `${intro}\n\n${expiry}\n\n${ignore}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({
      heading: "Verify your e-mail address",
      code,
      paragraphs: [`Your ${PRODUCT_NAME} verification code is above.`, expiry, ignore],
    }),
    tags: { kind: "verify_email", code },
  };
}

/** The e-mail carrying the code that lets the owner of the address set a new password. */
export function passwordResetEmail(to: string, code: string): MailMessage {
  const intro = `Your ${PRODUCT_NAME} password reset code is ${code}.`;
  const expiry = `Enter it within ${minutes} minutes to choose a new password. After 5 wrong tries, request a new code.`;
  const ignore =
    "If you did not ask to reset your password, ignore this e-mail: your password stays as it is.";
  return {
    to,
    subject: `Your ${PRODUCT_NAME} password reset code: ${code}`,
    text: `${intro}\n\n${expiry}\n\n${ignore}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({
      heading: "Reset your password",
      code,
      paragraphs: [`Your ${PRODUCT_NAME} password reset code is above.`, expiry, ignore],
    }),
    tags: { kind: "password_reset", code },
  };
}

/**
 * Sent instead of a code when someone registers an address that already has an account: the
 * registration answers as for a new address (no one learns the account exists), and only the
 * owner of the address hears about it.
 */
export function accountExistsEmail(to: string): MailMessage {
  const intro = `Someone, perhaps you, tried to create a new ${PRODUCT_NAME} account with this e-mail address. You already have an account with it, so no new account was created.`;
  const next =
    "To sign in, use your existing password. If you forgot it, choose 'Forgot Password?' on the login screen to set a new one. If your account was never verified, log in and request a new code.";
  const ignore = "If this was not you, you can ignore this e-mail: nothing has changed.";
  return {
    to,
    subject: `You already have an ${PRODUCT_NAME} account`,
    text: `${intro}\n\n${next}\n\n${ignore}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({ heading: "You already have an account", paragraphs: [intro, next, ignore] }),
    tags: { kind: "account_exists" },
  };
}
