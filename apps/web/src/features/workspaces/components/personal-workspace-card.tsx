import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useWorkspaces } from "../../../lib/current-workspace.ts";
import { NewWorkspaceDialog } from "./new-workspace-dialog.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { BuildingIcon, PlusIcon } from "./workspace-icons.tsx";

/** A personal workspace has no members to manage: say so, and offer the way to share cases. */
export function PersonalWorkspaceCard() {
  const [creating, setCreating] = useState(false);
  const firms = (useWorkspaces().data ?? []).filter((w) => w.kind === "firm");
  return (
    <SettingsCard
      titleId="personal-members-title"
      title="Members"
      description="A personal workspace has no other members."
    >
      <div className="space-y-4 px-5 py-5 text-sm text-ink-700">
        <p>
          To work on cases with colleagues, create a firm workspace: you will be its owner, you can
          invite people by e-mail and choose what each may do (owner, editor or viewer). The cases
          here stay in your personal workspace, visible to you only.
        </p>
        {firms.length > 0 ? (
          <p className="flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-brand-900">
            <BuildingIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              You also belong to {firms.map((w) => w.name).join(", ")}. Switch to{" "}
              {firms.length === 1 ? "it" : "one of them"} from the workspace menu at the top to see
              its settings.
            </span>
          </p>
        ) : null}
        <Button onClick={() => setCreating(true)}>
          <PlusIcon />
          Create a firm workspace
        </Button>
      </div>
      {creating ? <NewWorkspaceDialog onClose={() => setCreating(false)} /> : null}
    </SettingsCard>
  );
}
