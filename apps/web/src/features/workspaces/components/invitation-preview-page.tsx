import { WORKSPACE_ERRORS } from "@owed/domain";
import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { rememberReturnPath, returnStorage } from "../../../lib/return-path.ts";
import {
  type InvitationPublicPreview,
  useInvitationPreview,
} from "../api/get-invitation-preview.ts";
import { ROLE_LABELS } from "../utils/roles.ts";
import { InvitationFacts } from "./invitation-facts.tsx";
import { BuildingIcon } from "./workspace-icons.tsx";

/** The token of /invitations/:token (this page stands in for the signed-in one, outside its route). */
function tokenOf(pathname: string): string {
  const match = /^\/invitations\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : "";
}

/**
 * /invitations/:token opened signed out: what the invitation is (the workspace, who invited, the
 * role, the masked address it was sent to) before asking the visitor to sign in or register. After
 * either, they come back here and accept it signed in (docs/workspaces.md, "Invitations").
 */
export function InvitationPreviewPage() {
  const { pathname } = useLocation();
  const token = tokenOf(pathname);
  const preview = useInvitationPreview(token);
  return (
    <div className="min-h-dvh bg-slate-50 px-4">
      <title>Invitation · Owed</title>
      <header className="mx-auto flex w-full max-w-xl py-5">
        <Link to="/" aria-label="Owed home">
          <Logo />
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-xl pb-12">
        {preview.data ? (
          <Offer invitation={preview.data} path={pathname} />
        ) : preview.isError ? (
          <Problem error={preview.error} />
        ) : (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading the invitation
            </span>
            <Skeleton className="h-72 rounded-xl" />
          </div>
        )}
      </main>
    </div>
  );
}

function Offer({ invitation, path }: { invitation: InvitationPublicPreview; path: string }) {
  const navigate = useNavigate();
  // Signing in or registering first, then back here to accept.
  const go = (mode: "login" | "register") => {
    rememberReturnPath(returnStorage(), path);
    navigate(mode === "login" ? "/login" : "/login?mode=register");
  };
  return (
    <Card as="section" aria-labelledby="invitation-title">
      <div className="px-5 pt-6 pb-4 sm:px-8">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BuildingIcon className="size-5" />
        </span>
        <h1
          id="invitation-title"
          className="mt-4 font-serif text-2xl font-bold break-words text-brand-900 sm:text-3xl"
        >
          Invitation to join {invitation.workspaceName}
        </h1>
        <p className="mt-2 text-ink-700">
          {invitation.invitedBy} invited you to share this firm's cases in Owed as{" "}
          {invitation.role === "viewer" ? "a" : "an"} {ROLE_LABELS[invitation.role].toLowerCase()}.
          Sign in with the invited address's account to accept it, or register with that address if
          you have no account yet.
        </p>
      </div>
      <InvitationFacts
        workspaceName={invitation.workspaceName}
        invitedBy={invitation.invitedBy}
        role={invitation.role}
        roleLabel="Role"
        sentTo={invitation.emailHint}
        expiresAt={invitation.expiresAt}
      />
      <div className="flex flex-col-reverse gap-2 px-5 py-6 sm:flex-row sm:justify-end sm:px-8">
        <Button variant="outline" onClick={() => go("register")}>
          Register
        </Button>
        <Button onClick={() => go("login")}>Sign in to accept</Button>
      </div>
    </Card>
  );
}

/** Used, revoked, unknown or expired: the server's sentence, and the way home. */
function Problem({ error }: { error: Error }) {
  const expired =
    error instanceof ApiError && error.code === WORKSPACE_ERRORS.invitationExpired.code;
  return (
    <Card as="section" aria-labelledby="invitation-title" className="px-5 py-6 sm:px-8">
      <h1 id="invitation-title" className="font-serif text-2xl font-bold text-brand-900">
        {expired ? "This invitation has expired" : "This invitation cannot be used"}
      </h1>
      <div className="mt-4">
        <FormAlert>{error.message || "The invitation could not be loaded."}</FormAlert>
      </div>
      <div className="mt-6 flex justify-end">
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          Go to Owed's home page
        </Link>
      </div>
    </Card>
  );
}
