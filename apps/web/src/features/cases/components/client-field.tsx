import { useWatch } from "react-hook-form";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { inputClasses } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import { useClientOptions } from "../api/get-clients.ts";
import type { NewCaseForm } from "../utils/new-case-form.ts";

/**
 * The creditor client the case is held for (docs/portfolio.md, "Clients"), or none. Controlled,
 * so a case's client shows as soon as the list arrives; until then (or if the client has gone
 * from the list) its name as the case carries it stands in.
 */
export function ClientField({
  form,
  prefix,
  knownName,
  className,
}: {
  form: NewCaseForm;
  prefix: string;
  /** The case's client's name as the case answered it (Edit Case). */
  knownName?: string | null | undefined;
  className?: string;
}) {
  const id = `${prefix}-clientId`;
  const clients = useClientOptions();
  const value = useWatch({ control: form.control, name: "clientId" }) ?? "";
  const error = form.getFieldState("clientId", form.formState).error?.message;
  const list = clients.data ?? [];
  const missing = value !== "" && !list.some((client) => client.id === value);
  const hint =
    clients.data && list.length === 0
      ? "No clients yet: add them on the Clients page."
      : "The creditor the firm collects this judgment for.";
  return (
    <FormField id={id} label="Client" optional hint={hint} error={error} className={className}>
      <select
        {...fieldA11y(id, error, true)}
        name="clientId"
        value={value}
        onChange={(event) => form.setValue("clientId", event.target.value, { shouldDirty: true })}
        className={cn(inputClasses, "pr-8")}
      >
        <option value="">No client</option>
        {missing ? (
          <option value={value}>
            {knownName ?? (clients.isPending ? "Loading clients..." : "Client not listed")}
          </option>
        ) : null}
        {list.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
