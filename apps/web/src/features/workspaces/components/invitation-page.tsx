import { WORKSPACE_ERRORS } from "@owed/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError, signOut } from "../../../lib/api-client.ts";
import { rememberReturnPath, returnStorage } from "../../../lib/return-path.ts";
import { useAcceptInvitation } from "../api/accept-invitation.ts";
import { type InvitationPreview, useInvitation } from "../api/get-invitation.ts";
import { failureText } from "../utils/failure.ts";
import { InvitationFacts } from "./invitation-facts.tsx";
import { BuildingIcon } from "./workspace-icons.tsx";

/**
 * /invitations/:token, the link of the invitation e-mail: what joining means (the workspace, who
 * invited, the role, the address it was sent to), then Accept.
 */
export function InvitationPage() {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  return (
    <div className="mx-auto w-full max-w-xl py-8 sm:py-12">
      <title>Invitation · Owed</title>
      {invitation.data ? (
        <InvitationOffer token={token} invitation={invitation.data} />
      ) : invitation.isError ? (
        <InvitationProblem error={invitation.error} />
      ) : (
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only" role="status">
            Loading the invitation
          </span>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      )}
    </div>
  );
}

function InvitationOffer({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    setError(null);
    try {
      const workspace = await accept.mutateAsync(token);
      toast.success(`You joined ${workspace.name}`);
      navigate("/home", { replace: true });
    } catch (failure) {
      setError(failureText(failure, "The invitation could not be accepted."));
    }
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
          Join {invitation.workspaceName}
        </h1>
        <p className="mt-2 text-ink-700">
          {invitation.invitedBy} invited you to share this firm's cases in Owed. Your own cases stay
          in your personal workspace.
        </p>
      </div>
      <InvitationFacts
        workspaceName={invitation.workspaceName}
        invitedBy={invitation.invitedBy}
        role={invitation.role}
        roleLabel="Your role"
        sentTo={invitation.email}
        expiresAt={invitation.expiresAt}
      />
      <div className="space-y-4 px-5 py-6 sm:px-8">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/home" className={buttonClasses({ variant: "outline" })}>
            Not now
          </Link>
          <Button onClick={join} disabled={accept.isPending}>
            {accept.isPending ? "Joining..." : "Accept Invitation"}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function problemTitle(code: string | undefined): string {
  if (code === WORKSPACE_ERRORS.invitationOtherEmail.code) {
    return "This invitation is for another address";
  }
  if (code === WORKSPACE_ERRORS.invitationExpired.code) return "This invitation has expired";
  if (code === WORKSPACE_ERRORS.invitationInvalid.code) return "This invitation cannot be used";
  return "The invitation could not be opened";
}

/** Invalid, expired or for someone else: the server's sentence, and a way on. */
function InvitationProblem({ error }: { error: Error }) {
  const code = error instanceof ApiError ? error.code : undefined;
  const message = failureText(error, "The invitation could not be loaded.");
  if (message === null) return null;
  return (
    <Card as="section" aria-labelledby="invitation-title" className="px-5 py-6 sm:px-8">
      <h1 id="invitation-title" className="font-serif text-2xl font-bold text-brand-900">
        {problemTitle(code)}
      </h1>
      <div className="mt-4">
        <FormAlert>{message}</FormAlert>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {code === WORKSPACE_ERRORS.invitationOtherEmail.code ? <SignInElsewhere /> : null}
        <Link to="/home" className={buttonClasses()}>
          Go to your cases
        </Link>
      </div>
    </Card>
  );
}

/** Logs out, remembering this page, so that signing in with the invited address lands back here. */
function SignInElsewhere() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const switchAccount = () => {
    void signOut();
    queryClient.clear();
    rememberReturnPath(returnStorage(), pathname);
    navigate("/login", { replace: true });
  };
  return (
    <Button variant="outline" onClick={switchAccount}>
      Sign in with another account
    </Button>
  );
}
