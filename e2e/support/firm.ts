import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { type ApiUser, apiCall } from "./api-user.ts";

// A firm workspace with a member in it, made through the API, for stories that start after the
// firm exists (workspaces.spec.ts tells how a firm is opened and joined in the browser).

interface OutboxLine {
  to: string | string[];
  tags?: Record<string, string>;
}

/** The link of the newest invitation e-mail to `email`, as its reader would click it. */
async function latestInvitationLink(email: string): Promise<string | null> {
  const dir = process.env.OWED_E2E_DATA_DIR;
  if (!dir) throw new Error("OWED_E2E_DATA_DIR is not set (e2e/playwright.config.ts sets it)");
  const text = await readFile(join(dir, "mail-outbox.jsonl"), "utf8").catch(() => "");
  return (
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine)
      .filter((m) => (Array.isArray(m.to) ? m.to.includes(email) : m.to === email))
      .filter((m) => m.tags?.kind === "workspace_invitation")
      .map((m) => m.tags?.link)
      .filter((link): link is string => typeof link === "string")
      .at(-1) ?? null
  );
}

export async function invitationLinkFor(email: string): Promise<string> {
  await expect
    .poll(() => latestInvitationLink(email), { message: `an invitation e-mail to ${email}` })
    .not.toBeNull();
  return (await latestInvitationLink(email)) ?? "";
}

/**
 * A firm with `member` in it with `role`, made through the API (for stories that start after the
 * firm exists): the owner creates it (it becomes their current workspace) and invites, the member
 * accepts the e-mailed link (the firm becomes theirs too).
 */
export async function firmWith(
  baseURL: string,
  owner: ApiUser,
  name: string,
  member: ApiUser,
  role: "editor" | "viewer",
): Promise<void> {
  const firm = await apiCall<{ id: string }>(
    baseURL,
    owner,
    "POST",
    "/workspaces/api/workspaces/",
    { name },
  );
  await apiCall(baseURL, owner, "POST", `/workspaces/api/workspaces/${firm.id}/invitations/`, {
    email: member.email,
    role,
  });
  const link = await invitationLinkFor(member.email);
  const token = link.split("/invitations/")[1];
  await apiCall(baseURL, member, "POST", "/workspaces/api/invitations/accept/", { token });
}
