import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useWorkspaceEvents, type WorkspaceEventDto } from "../api/get-workspace-events.ts";
import { failureText } from "../utils/failure.ts";
import { formatWhen } from "../utils/when.ts";
import { SettingsCard } from "./settings-card.tsx";

/** Who did what in the workspace and when, newest first: the members' record of each other. */
export function ActivityCard({ workspaceId }: { workspaceId: string }) {
  const events = useWorkspaceEvents(workspaceId);
  const list = [...(events.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SettingsCard
      titleId="activity-title"
      title="Activity"
      description="Changes to the workspace and its members. Each case keeps its own history."
    >
      {events.isError ? (
        <div className="px-5 py-4">
          <FormAlert>{failureText(events.error, "The activity could not be loaded.")}</FormAlert>
        </div>
      ) : events.isPending ? (
        <div className="space-y-3 px-5 py-4" aria-busy="true">
          <Skeleton className="h-10 rounded-lg" />
          <Skeleton className="h-10 rounded-lg" />
        </div>
      ) : list.length === 0 ? (
        <p className="px-5 py-6 text-sm text-ink-600">Nothing has happened here yet.</p>
      ) : (
        <ol aria-label="Activity" className="divide-y divide-slate-100 px-5">
          {list.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ol>
      )}
    </SettingsCard>
  );
}

/**
 * "Member invited: ann@firm.test as editor", then who did it and when. The server's detail is
 * already a phrase about the action (a name, "from X to Y", "Ann joined as viewer"), so it follows
 * the action rather than being woven into a sentence.
 */
function EventRow({ event }: { event: WorkspaceEventDto }) {
  const action = event.action.charAt(0).toUpperCase() + event.action.slice(1);
  return (
    <li className="py-2.5 text-sm">
      <p className="break-words text-ink-700">
        <span className="font-semibold text-ink-900">{action}</span>
        {event.detail ? `: ${event.detail}` : null}
      </p>
      <p className="text-xs text-ink-500">
        by {event.actor ?? "Owed"} · <time dateTime={event.at}>{formatWhen(event.at)}</time>
      </p>
    </li>
  );
}
