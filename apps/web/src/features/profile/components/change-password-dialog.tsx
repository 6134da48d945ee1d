import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MSG, changePasswordForm } from "@owed/domain";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { PasswordFields } from "../../../components/password-fields.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useChangePassword } from "../api/change-password.ts";

type ChangePasswordValues = z.input<typeof changePasswordForm>;

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FALLBACK = "Failed to change password. Please try again.";

const SERVER_FIELDS: Record<string, FieldPath<ChangePasswordValues>> = {
  current_password: "currentPassword",
  new_password: "newPassword",
  confirm_password: "confirmPassword",
};

/** The server's detail, else its message, else the fallback (docs/product.md, "Answers and errors"). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown } | null;
    if (body && typeof body.detail === "string" && body.detail) return body.detail;
    return error.message || FALLBACK;
  }
  return FALLBACK;
}

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const ids = useId();

  const close = () => {
    form.reset(EMPTY);
    setFormError(null);
    setOpen(false);
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    change.mutate(
      { current_password: values.currentPassword, new_password: values.newPassword },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_MSG.passwordChanged, { duration: ACCOUNT_TOAST_DURATION_MS });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.sessionExpired) return;
          const message = failureMessage(error);
          const placed =
            error instanceof ApiError &&
            placeFieldErrors(error.fieldErrors, (field) => SERVER_FIELDS[field], form.setError);
          if (!placed) setFormError(message);
        },
      },
    );
  });

  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <Dialog
        bare
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        busy={change.isPending}
        title="Change Password"
        description="Other devices are signed out when your password changes; this one stays signed in."
      >
        <form noValidate onSubmit={submit}>
          <div className="space-y-4 px-5 py-5 sm:px-6">
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <PasswordFields
              fields={[
                {
                  name: "currentPassword",
                  id: `${ids}-currentPassword`,
                  label: "Current Password",
                  what: "current password",
                  autoComplete: "current-password",
                },
                {
                  name: "newPassword",
                  id: `${ids}-newPassword`,
                  label: "New Password",
                  what: "new password",
                  autoComplete: "new-password",
                },
                {
                  name: "confirmPassword",
                  id: `${ids}-confirmPassword`,
                  label: "Confirm New Password",
                  what: "password confirmation",
                  autoComplete: "new-password",
                },
              ]}
              register={form.register}
              errors={form.formState.errors}
            />
            <p className="text-xs text-ink-500">
              At least 8 characters. A short phrase works well.
            </p>
          </div>
          <DialogFooter
            action="Change Password"
            pendingAction="Changing..."
            pending={change.isPending}
            onCancel={close}
          />
        </form>
      </Dialog>
    </>
  );
}
