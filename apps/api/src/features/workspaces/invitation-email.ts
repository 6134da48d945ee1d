import { INVITATION_DAYS, type WorkspaceRole } from "@owed/domain";
import type { MailMessage } from "../../mail/index.ts";
import { htmlEmail, PRODUCT_NAME } from "../../mail/templates.ts";

const ROLE_TEXT: Record<WorkspaceRole, string> = {
  owner: "an owner (members, billing and every case)",
  editor: "an editor (cases and transactions)",
  viewer: "a viewer (cases, statements and exports, read only)",
};

/** The invitation: who, where, which role, the single-use link and when it stops working. */
export function invitationEmail(i: {
  to: string;
  inviter: string;
  workspace: string;
  role: WorkspaceRole;
  link: string;
}): MailMessage {
  const paragraphs = [
    `${i.inviter} invited you to the workspace "${i.workspace}" on ${PRODUCT_NAME} as ${ROLE_TEXT[i.role]}.`,
    `Accept the invitation: ${i.link}`,
    `The link works once and for ${INVITATION_DAYS} days. You accept it signed in with an account whose verified e-mail address is ${i.to}; if you have none, register with that address first.`,
    "If you did not expect this, ignore this e-mail: nothing happens unless the link is used.",
  ];
  return {
    to: i.to,
    subject: `${i.inviter} invited you to ${i.workspace} on ${PRODUCT_NAME}`,
    text: `${paragraphs.join("\n\n")}\n\n-- ${PRODUCT_NAME}\n`,
    html: htmlEmail({ heading: `Join ${i.workspace}`, paragraphs }),
    tags: { kind: "workspace_invitation", link: i.link },
  };
}
