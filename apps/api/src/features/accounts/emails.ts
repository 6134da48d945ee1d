import type { MailMessage } from "../../mail/index.ts";
import { htmlEmail, PRODUCT_NAME } from "../../mail/templates.ts";
import { CODE_TTL_MS } from "./codes.ts";

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
