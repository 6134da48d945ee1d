import { formatInstantUs } from "@owed/domain";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useCreateCalendarFeed } from "../api/create-calendar-feed.ts";
import { useCalendarFeed } from "../api/get-calendar-feed.ts";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed.ts";

function failed(error: Error) {
  if (error instanceof ApiError && error.sessionExpired) return;
  toast.error(error.message || "The calendar feed was not changed.", {
    duration: ACCOUNT_TOAST_DURATION_MS,
  });
}

/**
 * The private calendar feed: a secret address a calendar app subscribes to. Its address is shown
 * once, when made; regenerating replaces it and revoking ends it.
 */
export function CalendarFeedCard({ timeZone }: { timeZone: string }) {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shown, setShown] = useState<string | null>(null);
  // Linked from the Deadlines page as /profile#calendar-feed: the card appears after the profile
  // has loaded, too late for the router's own scroll to the fragment, so it brings itself in.
  const { hash } = useLocation();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === "#calendar-feed") card.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setShown(made.url);
        toast.success("Calendar feed created", { duration: ACCOUNT_TOAST_DURATION_MS });
      },
      onError: failed,
    });
  const end = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        toast.success("Calendar feed revoked", { duration: ACCOUNT_TOAST_DURATION_MS });
      },
      onError: failed,
    });

  return (
    <Card
      ref={card}
      id="calendar-feed"
      className="scroll-mt-20"
      titleId="calendar-feed-title"
      title="Calendar feed"
      description="Every case's judgment deadlines in your calendar app, as all-day events. Anyone with the address can read them: keep it private."
    >
      <div className="space-y-3 px-5 py-4 text-sm">
        {feed.isError ? (
          <FormAlert>The calendar feed could not be loaded.</FormAlert>
        ) : !feed.data ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            {shown ? (
              <div className="space-y-1">
                <label htmlFor="calendar-feed-url" className="font-semibold text-ink-900">
                  Your feed address (shown once: copy it now)
                </label>
                <Input
                  id="calendar-feed-url"
                  readOnly
                  value={shown}
                  onFocus={(e) => e.target.select()}
                />
              </div>
            ) : feed.data.active && feed.data.createdAt ? (
              <p className="text-ink-700">
                A feed is active since {formatInstantUs(feed.data.createdAt, timeZone)}. Its address
                is not shown again: make a new one if you lost it.
              </p>
            ) : (
              <p className="text-ink-700">No feed yet.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button onClick={make} disabled={create.isPending}>
                {feed.data.active ? "Make a New Address" : "Create Feed"}
              </Button>
              {feed.data.active ? (
                <Button variant="outline" onClick={end} disabled={revoke.isPending}>
                  Revoke Feed
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
