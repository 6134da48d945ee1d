import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormField, fieldA11y } from "./ui/form-field.tsx";
import { PasswordInput } from "./ui/password-input.tsx";

/** One password input of a login mode: what it is called, holds and hints. */
export interface PasswordFieldSpec<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
  /** For the show/hide toggle's name: "Show {what}". */
  what?: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
}

/**
 * The password inputs of every login mode that sets or checks a password (register, reset
 * password, change password), so they look, read out and autofill alike. Errors show under each
 * field, or, with `alertId`, in the form's one alert (the login screen shows one message at a
 * time); the inputs then point at that alert while it shows.
 */
export function PasswordFields<T extends FieldValues>({
  fields,
  register,
  errors,
  alert,
}: {
  fields: PasswordFieldSpec<T>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Given when errors show in the form's alert: its id, or undefined while it is hidden. */
  alert?: { id: string | undefined };
}) {
  const inAlert = alert !== undefined;
  const alertId = alert?.id;
  return fields.map((field) => {
    const error = errors[field.name]?.message;
    const message = typeof error === "string" ? error : undefined;
    const a11y = inAlert
      ? {
          id: field.id,
          "aria-invalid": message ? true : undefined,
          "aria-describedby":
            [alertId ?? "", field.hint ? `${field.id}-hint` : ""].filter(Boolean).join(" ") ||
            undefined,
        }
      : fieldA11y(field.id, message, Boolean(field.hint));
    return (
      <FormField
        key={field.id}
        id={field.id}
        label={field.label}
        hint={field.hint}
        error={inAlert ? undefined : message}
      >
        <PasswordInput
          {...a11y}
          what={field.what}
          autoComplete={field.autoComplete}
          {...register(field.name)}
        />
      </FormField>
    );
  });
}
