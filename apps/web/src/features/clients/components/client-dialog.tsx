import { zodResolver } from "@hookform/resolvers/zod";
import {
  CLIENT_NAME_MAX,
  type ClientDto,
  type ClientRequest,
  type ClientRequestBody,
  clientRequest,
  PORTFOLIO_ERRORS,
} from "@owed/domain";
import { type ReactNode, useState } from "react";
import { type Path, type UseFormReturn, type UseFormSetError, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Affixed, MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { Dialog, DialogFooter } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useCreateClient } from "../api/create-client.ts";
import { useUpdateClient } from "../api/update-client.ts";
import {
  CLIENT_DEFAULTS,
  type ClientFormValues,
  clientFieldOf,
  clientFormValues,
} from "../utils/client-form.ts";

type ClientForm = UseFormReturn<ClientRequestBody, unknown, ClientRequest>;

/**
 * A refusal of the save: a taken name or a field's message goes under its field, anything else
 * once above the form (null: nothing more to say, or the session ended and the app said so).
 */
function placeFailure(
  error: unknown,
  setError: UseFormSetError<ClientRequestBody>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.sessionExpired) return null;
  if (error.code === PORTFOLIO_ERRORS.clientNameTaken.code) {
    setError("name", { message: error.message }, { shouldFocus: true });
    return null;
  }
  if (placeFieldErrors(error.fieldErrors, clientFieldOf, setError)) return null;
  return error.message || fallback;
}

/**
 * Add client (no `client`) or Edit client: every detail and fee term in one form, checked by the
 * domain's `clientRequest` as the API checks it. Mounted only while open, so each opening starts
 * from the client as it is now.
 */
export function ClientDialog({ client, onClose }: { client?: ClientDto; onClose: () => void }) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const pending = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const form: ClientForm = useForm<ClientRequestBody, unknown, ClientRequest>({
    resolver: zodResolver(clientRequest),
    defaultValues: client ? clientFormValues(client) : CLIENT_DEFAULTS,
    mode: "onTouched",
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = client
        ? await update.mutateAsync({ clientId: client.id, body })
        : await create.mutateAsync(body);
      toast.success(client ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (failure) {
      setFormError(
        placeFailure(
          failure,
          form.setError,
          client ? "The client could not be saved." : "The client could not be added.",
        ),
      );
    }
  });

  return (
    <Dialog
      bare
      open
      onOpenChange={(open) => (open ? null : onClose())}
      busy={pending}
      size="lg"
      title={client ? `Edit client - ${client.name}` : "Add client"}
      description="A creditor the firm collects for, and how the firm is paid for it."
    >
      <form noValidate onSubmit={submit} aria-label={client ? "Edit client" : "Add client"}>
        <div className="space-y-6 px-5 py-5 sm:px-6">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <DetailsFields form={form} />
          <FeeFields form={form} />
        </div>
        <DialogFooter
          action={client ? "Save client" : "Add client"}
          pendingAction="Saving..."
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** Who the client is and how to reach it. */
function DetailsFields({ form }: { form: ClientForm }) {
  return (
    <>
      <ClientSection title="Client">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="name" label="Client name" max={CLIENT_NAME_MAX} wide />
          <TextField
            form={form}
            name="reference"
            label="Client reference"
            max={80}
            optional
            hint="Your own number or code for this client."
          />
          <TextField form={form} name="contactName" label="Contact" max={120} optional />
        </div>
      </ClientSection>
      <ClientSection title="Contact details">
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField
            form={form}
            name="email"
            label="Email"
            type="email"
            max={254}
            optional
            span="sm:col-span-3"
          />
          <TextField
            form={form}
            name="phone"
            label="Phone"
            type="tel"
            max={40}
            optional
            span="sm:col-span-3"
          />
          <TextField
            form={form}
            name="street"
            label="Street address"
            max={200}
            optional
            span="sm:col-span-6"
          />
          <TextField form={form} name="city" label="City" max={100} optional span="sm:col-span-3" />
          <TextField
            form={form}
            name="state"
            label="State"
            max={40}
            optional
            span="sm:col-span-1"
          />
          <TextField
            form={form}
            name="zip"
            label="ZIP code"
            max={20}
            optional
            span="sm:col-span-2"
          />
        </div>
      </ClientSection>
    </>
  );
}

function ClientSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 font-serif text-base font-bold text-brand-800">{title}</legend>
      {children}
    </fieldset>
  );
}

const idOf = (name: Path<ClientFormValues>) => `client-${name}`;

function TextField({
  form,
  name,
  label,
  max,
  type = "text",
  optional = false,
  hint,
  wide = false,
  span,
}: {
  form: ClientForm;
  name: Path<ClientFormValues>;
  label: string;
  max: number;
  type?: "text" | "email" | "tel";
  optional?: boolean;
  hint?: string;
  wide?: boolean;
  span?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField
      id={idOf(name)}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={span ?? (wide ? "sm:col-span-2" : undefined)}
    >
      <Input
        type={type}
        autoComplete="off"
        maxLength={max}
        {...fieldA11y(idOf(name), error, hint !== undefined)}
        {...form.register(name)}
      />
    </FormField>
  );
}

/** The fee: a percent of collections, a flat fee per case, or both; and the costs rule. */
function FeeFields({ form }: { form: ClientForm }) {
  const errors = form.formState.errors;
  const percentHint = "Of every payment collected, e.g. 33.3333. Leave blank for none.";
  const flatHint = "Charged once per case, in the period of the case's first payment.";
  return (
    <ClientSection title="The firm's fee">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={idOf("feePercent")}
          label="Fee percent"
          optional
          hint={percentHint}
          error={errors.feePercent?.message}
        >
          <Affixed suffix="%">
            <Input
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              placeholder="0"
              className="tabular pr-8"
              {...fieldA11y(idOf("feePercent"), errors.feePercent?.message, true)}
              {...form.register("feePercent")}
            />
          </Affixed>
        </FormField>
        <FormField
          id={idOf("flatFee")}
          label="Flat fee per case"
          optional
          hint={flatHint}
          error={errors.flatFee?.message}
        >
          <MoneyInput
            maxLength={20}
            {...fieldA11y(idOf("flatFee"), errors.flatFee?.message, true)}
            {...form.register("flatFee")}
          />
        </FormField>
        <label
          htmlFor={idOf("costsRecoveredFirst")}
          className="flex cursor-pointer items-start gap-2.5 rounded-md border border-slate-200 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 sm:col-span-2"
        >
          <input
            id={idOf("costsRecoveredFirst")}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            {...form.register("costsRecoveredFirst")}
          />
          <span>
            <span className="block font-semibold text-ink-900">
              Recover costs advanced from collections first
            </span>
            <span className="block text-xs text-ink-500">
              Court and service costs the firm paid come back to it from each payment before the fee
              is taken and the rest is remitted.
            </span>
          </span>
        </label>
      </div>
    </ClientSection>
  );
}
