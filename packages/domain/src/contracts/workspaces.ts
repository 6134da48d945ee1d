import { z } from "zod";
import { refuseControlCharacters } from "../schemas/text.ts";
import { EMAIL_MAX_LENGTH, normaliseEmail } from "./accounts.ts";
import { envelope } from "./envelope.ts";

// Firm workspaces (docs/workspaces.md): who may see and change a caseload. Every case belongs to a
// workspace; every account has a personal one; firm workspaces have members with a role.

export const WORKSPACE_ROLES = ["owner", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * What a request needs of the member's role: `read` (cases, statements, exports: every role),
 * `edit` (cases and transactions: owner and editor), `manage` (members, billing, the workspace
 * itself: owner only). The API's one authorisation function takes one of these.
 */
export type WorkspaceNeed = "read" | "edit" | "manage";

const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<WorkspaceNeed, number> = { read: 0, edit: 1, manage: 2 };

/** Whether `role` may do what `need` names. The one table of who may do what. */
export function roleAllows(role: WorkspaceRole, need: WorkspaceNeed): boolean {
  return RANK[role] >= NEEDED[need];
}

export const WORKSPACE_NAME_MAX_LENGTH = 80;
/** Invitation links carry 32 random bytes, base64url: 43 characters. */
export const INVITATION_TOKEN_LENGTH = 43;
/** An invitation can be accepted for this long after it is sent. */
export const INVITATION_DAYS = 7;
/** At most this many invitations may wait for an answer in one workspace at a time. */
export const PENDING_INVITATIONS_MAX = 50;

export const WORKSPACE_MSG = {
  nameRequired: "Workspace name is required",
  nameTooLong: `Workspace name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters`,
  chooseRole: "Choose a role: owner, editor or viewer",
  notFound: "Workspace not found.",
  memberNotFound: "Member not found.",
  invitationNotFound: "Invitation not found.",
  readOnly:
    "Your role in this workspace is viewer: you can read cases, statements and exports, but not change them.",
  ownersOnly: "Only an owner of this workspace can do this.",
  lastOwner:
    "A workspace needs at least one owner: make another member an owner before this one leaves or changes role.",
  personalMembers:
    "A personal workspace has no other members. Create a firm workspace to invite people.",
  personalLeave: "You cannot leave your personal workspace.",
  alreadyMember: "This person is already a member of the workspace.",
  alreadyInvited: "An invitation to this address is already waiting. Revoke it to send a new one.",
  tooManyInvitations: `A workspace can have at most ${PENDING_INVITATIONS_MAX} invitations waiting. Revoke some first.`,
  invitationInvalid:
    "This invitation link is not valid: it was already used, revoked, or never existed.",
  invitationExpired: "This invitation has expired. Ask the workspace's owner to send a new one.",
  invitationOtherEmail:
    "This invitation was sent to another e-mail address. Sign in with that address's account to accept it.",
  invitationUnverified: "Verify your e-mail address before accepting an invitation.",
  workspaceChanged:
    "This page was showing another workspace: you switched workspaces in another window, or were removed from this one. Nothing was saved; reload the page to see where you are.",
} as const;

/**
 * The header a client sends with a write to say which workspace its screen shows; the API refuses
 * the write (409 `workspace_changed`) when the current workspace is another. Optional: clients
 * that do not send it work on the current workspace as before.
 */
export const EXPECTED_WORKSPACE_HEADER = "x-owed-workspace";

const M = WORKSPACE_MSG;

export const workspaceName = z
  .string({ error: M.nameRequired })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, M.nameRequired)
      .max(WORKSPACE_NAME_MAX_LENGTH, M.nameTooLong)
      .superRefine(refuseControlCharacters("Workspace name")),
  );

export const workspaceRole = z.enum(WORKSPACE_ROLES, { error: M.chooseRole });

export const workspaceOut = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["personal", "firm"]),
  /** The signed-in user's role here. */
  role: workspaceRole,
  /** The workspace the docket routes work on for this user now. */
  current: z.boolean(),
  memberCount: z.number().int(),
});
export type WorkspaceDto = z.output<typeof workspaceOut>;

/** The account's own workspace, which has no other members (its id is the user's). */
export const isPersonalWorkspace = (workspace: { kind: WorkspaceDto["kind"] }): boolean =>
  workspace.kind === "personal";

export const workspaceListResponse = envelope(z.array(workspaceOut));
export const workspaceResponse = envelope(workspaceOut);

export const createWorkspaceBody = z.strictObject({ name: workspaceName });
export const renameWorkspaceBody = z.strictObject({ name: workspaceName });
export const switchWorkspaceBody = z.strictObject({
  workspaceId: z.string({ error: M.notFound }).max(36, M.notFound),
});

export const workspaceIdParams = z.strictObject({ workspaceId: z.string().max(36) });
export const memberParams = z.strictObject({
  workspaceId: z.string().max(36),
  userId: z.string().max(36),
});
export const invitationParams = z.strictObject({
  workspaceId: z.string().max(36),
  invitationId: z.string().max(36),
});

export const memberOut = z.strictObject({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRole,
  joinedAt: z.string(),
  /** The signed-in user. */
  you: z.boolean(),
});
export type MemberDto = z.output<typeof memberOut>;

export const invitationOut = z.strictObject({
  id: z.string(),
  email: z.string(),
  role: workspaceRole,
  invitedBy: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationDto = z.output<typeof invitationOut>;

/** Members, and for an owner the invitations still waiting (others see none). */
export const membersResponse = envelope(
  z.strictObject({ members: z.array(memberOut), invitations: z.array(invitationOut) }),
);

export const changeRoleBody = z.strictObject({ role: workspaceRole });
export const memberResponse = envelope(memberOut);

const invitationEmail = z
  .string({ error: "Email is required" })
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .transform(normaliseEmail)
  .pipe(z.email("Enter a valid email address"));

export const inviteBody = z.strictObject({ email: invitationEmail, role: workspaceRole });
export const invitationResponse = envelope(invitationOut);

const invitationToken = z
  .string({ error: M.invitationInvalid })
  .length(INVITATION_TOKEN_LENGTH, M.invitationInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, M.invitationInvalid);

export const invitationTokenParams = z.strictObject({ token: z.string().max(100) });
export const acceptInvitationBody = z.strictObject({ token: invitationToken });
export { invitationToken };

/** What the invitation page shows before the user accepts. */
export const invitationPreviewResponse = envelope(
  z.strictObject({
    workspaceName: z.string(),
    invitedBy: z.string(),
    role: workspaceRole,
    email: z.string(),
    expiresAt: z.string(),
  }),
);

/**
 * What an invitation link tells whoever opens it signed out (the link's holder, who may not be
 * the person invited): what the e-mail itself said (the workspace, who invited, the role, until
 * when) and the invited address masked ("m•••@hale.example"), enough to choose the account to
 * sign in with and no more.
 */
export const invitationPublicPreviewResponse = envelope(
  z.strictObject({
    workspaceName: z.string(),
    invitedBy: z.string(),
    role: workspaceRole,
    emailHint: z.string(),
    expiresAt: z.string(),
  }),
);

/** "mary@hale.example" as "m•••@hale.example": the address's first letter and its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export const WORKSPACE_EVENT_ACTIONS = [
  "workspace created",
  "workspace renamed",
  "member invited",
  "invitation revoked",
  "invitation accepted",
  "role changed",
  "member removed",
  "member left",
  "plan changed",
  "letterhead changed",
  "letter settings changed",
] as const;
export type WorkspaceEventAction = (typeof WORKSPACE_EVENT_ACTIONS)[number];

export const workspaceEventOut = z.strictObject({
  id: z.string(),
  at: z.string(),
  action: z.enum(WORKSPACE_EVENT_ACTIONS),
  /** Who did it, by name (or e-mail where they gave no name); null for the system. */
  actor: z.string().nullable(),
  /** What it was about: a member's name or e-mail, a role, a new name. */
  detail: z.string(),
});
export type WorkspaceEventDto = z.output<typeof workspaceEventOut>;
export const workspaceEventsResponse = envelope(z.array(workspaceEventOut));

/** Removing a member, leaving, revoking an invitation: nothing to send back but the message. */
export const workspaceDoneResponse = envelope(z.null());
