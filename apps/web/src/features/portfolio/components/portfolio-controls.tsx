import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { inputClasses } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import type { ClientChoice } from "../api/get-clients.ts";
import { NO_CLIENT, type PortfolioScope } from "../utils/portfolio-search.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whose cases and as of when: the whole workspace, one client or the cases with no client, on
 * the user's today unless another date is chosen. Both live in the address.
 */
export function PortfolioControls({
  scope,
  shownAsOf,
  clients,
  clientsFailed,
  currentClient,
  onChange,
}: {
  scope: PortfolioScope;
  /** The date the figures on screen are for (the user's today when none was chosen). */
  shownAsOf: string | undefined;
  clients: readonly ClientChoice[] | undefined;
  clientsFailed: boolean;
  /** The chosen client as the portfolio named it, for a client not (yet) in the list. */
  currentClient: { id: string; name: string } | null;
  onChange: (scope: PortfolioScope) => void;
}) {
  const clientId = useId();
  const dateId = useId();
  const listed = clients ?? [];
  const chosen = scope.client ?? "";
  const missing =
    chosen !== "" && chosen !== NO_CLIENT && !listed.some((c) => c.id === chosen)
      ? { id: chosen, name: currentClient?.id === chosen ? currentClient.name : "This client" }
      : null;
  return (
    <form
      aria-label="Portfolio of"
      className="flex flex-wrap items-start gap-x-4 gap-y-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="w-full min-w-0 sm:w-72">
        <label htmlFor={clientId} className="block text-sm font-medium text-ink-700">
          Client
        </label>
        <select
          id={clientId}
          value={chosen}
          onChange={(event) => onChange({ ...scope, client: event.target.value || undefined })}
          className={cn(inputClasses, "mt-1 h-10 px-2 py-0")}
        >
          <option value="">Whole workspace</option>
          <option value={NO_CLIENT}>Cases with no client</option>
          {missing ? <option value={missing.id}>{missing.name}</option> : null}
          {listed.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {clientsFailed ? (
          <p className="mt-1 text-xs text-red-700">The client list could not be loaded.</p>
        ) : null}
      </div>
      <div className="min-w-0">
        <label htmlFor={dateId} className="block text-sm font-medium text-ink-700">
          As of
        </label>
        <input
          id={dateId}
          type="date"
          // The date shown is the one the figures are for, so "today" reads as a date too.
          value={scope.asOf ?? shownAsOf ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            if (value === "") onChange({ ...scope, asOf: undefined });
            else if (ISO_DATE.test(value)) onChange({ ...scope, asOf: value });
          }}
          className={cn(inputClasses, "tabular mt-1 h-10 w-44")}
        />
      </div>
      {scope.asOf ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-6 h-10"
          onClick={() => onChange({ ...scope, asOf: undefined })}
        >
          Back to today
        </Button>
      ) : null}
    </form>
  );
}
