import { zodResolver } from "@hookform/resolvers/zod";
import { createWorkspaceBody, WORKSPACE_NAME_MAX_LENGTH } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Dialog, DialogFooter } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useCreateWorkspace } from "../api/create-workspace.ts";
import { nameFailure } from "../utils/failure.ts";

type Values = z.input<typeof createWorkspaceBody>;

/**
 * "New firm workspace": a name, then the user is its owner and in it, on its settings page,
 * where the next step (inviting colleagues) is.
 */
export function NewWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateWorkspace();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof createWorkspaceBody>>({
    resolver: zodResolver(createWorkspaceBody),
    defaultValues: { name: "" },
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    // Awaited rather than mutate's callbacks: opened from the personal workspace's page, this
    // dialog is gone as soon as the new workspace is current, and those callbacks would not run.
    try {
      const workspace = await create.mutateAsync(name);
      toast.success(`Created ${workspace.name}. You are in it now.`);
      onClose();
      navigate("/workspace");
    } catch (failure) {
      setFormError(nameFailure(failure, form.setError, "The workspace could not be created."));
    }
  });

  return (
    <Dialog
      bare
      open
      onOpenChange={(open) => (open ? null : onClose())}
      busy={create.isPending}
      size="sm"
      title="New firm workspace"
      description="A caseload shared with colleagues. You will be its owner and can invite them; your personal cases stay where they are."
    >
      <form noValidate onSubmit={submit}>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <FormField id="workspace-name" label="Workspace name" error={error}>
            <Input
              {...fieldA11y("workspace-name", error)}
              autoComplete="organization"
              maxLength={WORKSPACE_NAME_MAX_LENGTH}
              placeholder="e.g. Smith & Partners LLP"
              {...form.register("name")}
            />
          </FormField>
        </div>
        <DialogFooter
          action="Create Workspace"
          pendingAction="Creating..."
          pending={create.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
