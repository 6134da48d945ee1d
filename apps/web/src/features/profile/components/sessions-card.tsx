import { SESSION_MSG } from "@owed/domain";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ListRow } from "../../../components/ui/list-row.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useEndOtherSessions } from "../api/end-other-sessions.ts";
import { useEndSession } from "../api/end-session.ts";
import { type AccountSession, useSessions } from "../api/get-sessions.ts";
import { describeLastUse } from "../utils/session-times.ts";

function failed(error: Error) {
  if (error instanceof ApiError && error.sessionExpired) return;
  toast.error(error.message || "The session could not be signed out.", {
    duration: ACCOUNT_TOAST_DURATION_MS,
  });
}

/** The devices signed in to the account, each with "Sign out", and "Sign out everywhere else". */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  // This device first, then the others by last use (the server's order).
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;

  const signOut = (session: AccountSession) =>
    endOne.mutate(session.id, {
      onSuccess: (message) =>
        toast.success(message || SESSION_MSG.sessionEnded, {
          duration: ACCOUNT_TOAST_DURATION_MS,
        }),
      onError: failed,
    });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (message) =>
        toast.success(message || SESSION_MSG.othersEnded, {
          duration: ACCOUNT_TOAST_DURATION_MS,
        }),
      onError: failed,
    });

  return (
    <Card
      titleId="sessions-title"
      title="Where you're signed in"
      description="Sign out any device you don't recognise. Addresses are shortened to protect privacy."
      footer={
        others > 0 ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={signOutOthers}
            disabled={endOthers.isPending}
          >
            {endOthers.isPending ? "Signing out..." : "Sign out everywhere else"}
          </Button>
        ) : null
      }
    >
      {sessions.isError ? (
        <div className="px-5 py-4">
          <FormAlert>
            Your devices could not be loaded.{" "}
            <button
              type="button"
              onClick={() => sessions.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </FormAlert>
        </div>
      ) : sessions.isPending ? (
        <div className="space-y-3 px-5 py-4" aria-busy="true">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ) : (
        <ul aria-label="Signed-in devices" className="divide-y divide-slate-100 px-5">
          {list.map((session) => (
            <ListRow
              key={session.id}
              label={session.device}
              action={
                session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => signOut(session)}
                    disabled={endOne.isPending && endOne.variables === session.id}
                    aria-label={`Sign out ${session.device}, last used ${describeLastUse(session.last_used_at)}`}
                  >
                    Sign out
                  </Button>
                )
              }
            >
              <p className="font-medium text-ink-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-ink-600">
                {session.ip_address ? `From ${session.ip_address} · ` : ""}
                {describeLastUse(session.last_used_at)}
              </p>
            </ListRow>
          ))}
        </ul>
      )}
    </Card>
  );
}
