import { zodResolver } from "@hookform/resolvers/zod";
import { renameWorkspaceBody, WORKSPACE_NAME_MAX_LENGTH } from "@owed/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { useRenameWorkspace } from "../api/rename-workspace.ts";
import { nameFailure } from "../utils/failure.ts";
import { SettingsCard } from "./settings-card.tsx";

type Values = z.input<typeof renameWorkspaceBody>;

/** The owner renames the workspace; every member sees the new name in their switcher. */
export function RenameWorkspaceCard({ workspace }: { workspace: WorkspaceDto }) {
  const rename = useRenameWorkspace();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof renameWorkspaceBody>>({
    resolver: zodResolver(renameWorkspaceBody),
    defaultValues: { name: workspace.name },
  });
  const error = form.formState.errors.name?.message;
  const { isDirty } = form.formState;

  // A rename elsewhere (another owner, another tab) shows here unless the owner is typing.
  useEffect(() => {
    if (!isDirty) form.reset({ name: workspace.name });
  }, [workspace.name, isDirty, form]);

  const submit = form.handleSubmit(({ name }) => {
    setFormError(null);
    rename.mutate(
      { workspaceId: workspace.id, name },
      {
        onSuccess: ({ workspace: renamed }) => {
          toast.success(`Workspace renamed to ${renamed.name}`);
          form.reset({ name: renamed.name });
        },
        onError: (failure) =>
          setFormError(nameFailure(failure, form.setError, "The workspace could not be renamed.")),
      },
    );
  });

  return (
    <SettingsCard titleId="rename-title" title="Workspace name">
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <FormField id="rename-workspace" label="Name" error={error}>
          <Input
            {...fieldA11y("rename-workspace", error)}
            autoComplete="organization"
            maxLength={WORKSPACE_NAME_MAX_LENGTH}
            {...form.register("name")}
          />
        </FormField>
        <Button
          type="submit"
          variant="outline"
          className="w-full"
          disabled={!isDirty || rename.isPending}
        >
          {rename.isPending ? "Saving..." : "Save Name"}
        </Button>
      </form>
    </SettingsCard>
  );
}
