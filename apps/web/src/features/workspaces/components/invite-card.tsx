import { zodResolver } from "@hookform/resolvers/zod";
import { inviteBody, WORKSPACE_ROLES } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input, inputClasses } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useInviteMember } from "../api/invite-member.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../utils/roles.ts";
import { PendingInvitations } from "./pending-invitations.tsx";
import { SettingsCard } from "./settings-card.tsx";

type Values = z.input<typeof inviteBody>;

const SERVER_FIELDS: Record<string, keyof Values> = { email: "email", role: "role" };

/** The owner invites a colleague by e-mail with a role; the invitations still waiting follow. */
export function InviteCard({ workspaceId }: { workspaceId: string }) {
  const invite = useInviteMember();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof inviteBody>>({
    resolver: zodResolver(inviteBody),
    defaultValues: { email: "", role: "editor" },
  });
  const { errors } = form.formState;
  const role = form.watch("role");

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    invite.mutate(
      { workspaceId, ...values },
      {
        onSuccess: ({ invitation }) => {
          toast.success(`Invitation sent to ${invitation.email}`);
          form.reset({ email: "", role: values.role });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.sessionExpired) return;
          // Field messages under their field; a refusal (already a member, already invited,
          // owners only) above the form, in the server's words.
          const placed =
            error instanceof ApiError &&
            placeFieldErrors(error.fieldErrors, (field) => SERVER_FIELDS[field], form.setError);
          if (!placed) setFormError(error.message);
        },
      },
    );
  });

  return (
    <SettingsCard
      titleId="invite-title"
      title="Invite a colleague"
      description="They get an e-mail with a link to join, valid for 7 days."
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <FormField id="invite-email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldA11y("invite-email", errors.email?.message)}
            type="email"
            autoComplete="off"
            {...form.register("email")}
          />
        </FormField>
        <FormField
          id="invite-role"
          label="Role"
          error={errors.role?.message}
          hint={ROLE_DESCRIPTIONS[role]}
        >
          <select
            {...fieldA11y("invite-role", errors.role?.message, true)}
            className={inputClasses}
            {...form.register("role")}
          >
            {WORKSPACE_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" className="w-full" disabled={invite.isPending}>
          {invite.isPending ? "Sending..." : "Send Invitation"}
        </Button>
      </form>
      <PendingInvitations workspaceId={workspaceId} />
    </SettingsCard>
  );
}
