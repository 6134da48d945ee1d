import { isPersonalWorkspace } from "@owed/domain";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { CheckIcon, ChevronDownIcon } from "../../../components/ui/icons.tsx";
import { useWorkspaces, type WorkspaceDto } from "../../../lib/current-workspace.ts";
import { useSwitchWorkspace } from "../api/switch-workspace.ts";
import { useFollowServerWorkspace } from "../hooks/use-follow-server-workspace.ts";
import { toastFailure } from "../utils/failure.ts";
import { memberCount, ROLE_LABELS } from "../utils/roles.ts";
import { BuildingIcon, PlusIcon, SettingsIcon } from "./workspace-icons.tsx";

// The form (react-hook-form, zod) loads when first asked for, not with every signed-in screen.
const NewWorkspaceDialog = lazy(() =>
  import("./new-workspace-dialog.tsx").then((m) => ({ default: m.NewWorkspaceDialog })),
);

const itemClasses =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm text-ink-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** "Personal · only you", "Editor · 3 members": the role, and whether anyone else is there. */
function describe(workspace: WorkspaceDto): string {
  if (isPersonalWorkspace(workspace)) return "Personal · only you";
  return `${ROLE_LABELS[workspace.role]} · ${memberCount(workspace.memberCount)}`;
}

/**
 * The top bar's workspace menu: which caseload the screens show, the others the user belongs to,
 * a new firm workspace and the settings. Below 640 px only its icon shows, so the Cases and
 * Deadlines links keep their room; its accessible name always says which workspace is current.
 */
export function WorkspaceSwitcher() {
  const workspaces = useWorkspaces({ poll: true });
  const list = workspaces.data;
  const current = list?.find((w) => w.current) ?? null;
  const switcher = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  useFollowServerWorkspace(list);

  // No list (an older server, a failed read): the app works as it did, on the one docket.
  if (!current || !list) {
    return workspaces.isPending ? (
      <span aria-hidden="true" className="block h-9 w-12 sm:w-32" />
    ) : null;
  }

  const choose = (workspaceId: string) => {
    if (workspaceId === current.id || switcher.isPending) return;
    switcher.mutate(workspaceId, {
      onSuccess: (workspace) => toast.success(`Switched to ${workspace.name}`),
      onError: (error) => toastFailure(error, "The workspace could not be switched."),
    });
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Workspace: ${current.name}`}
          title={`Workspace: ${current.name}`}
          className="flex h-9 min-w-0 items-center gap-1.5 rounded-md border border-slate-200 px-2 text-sm font-medium text-ink-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:max-w-52 sm:px-2.5"
        >
          <BuildingIcon className="size-4 shrink-0 text-brand-700" />
          <span className="hidden truncate sm:inline">{current.name}</span>
          <ChevronDownIcon className="size-4 shrink-0 text-ink-500" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl"
          >
            <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              Workspaces
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={current.id} onValueChange={choose}>
              {list.map((workspace) => (
                <DropdownMenu.RadioItem
                  key={workspace.id}
                  value={workspace.id}
                  disabled={switcher.isPending}
                  className={itemClasses}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-ink-900">
                      {workspace.name}
                    </span>
                    <span className="block text-xs text-ink-500">{describe(workspace)}</span>
                  </span>
                  <span className="flex size-5 shrink-0 items-center justify-center text-brand-700">
                    <DropdownMenu.ItemIndicator>
                      <CheckIcon className="size-4" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClasses} onSelect={() => setCreating(true)}>
              <PlusIcon /> New firm workspace…
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/workspace">
                <SettingsIcon /> Workspace settings
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {creating ? (
        <Suspense fallback={null}>
          <NewWorkspaceDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
