import type { ClientDto } from "@owed/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useWorkspaceAccess } from "../../../lib/workspace-access.ts";
import { useClients } from "../api/get-clients.ts";
import { caseCountText, costsInWords, feeInWords } from "../utils/fee-terms.ts";
import { ClientDialog } from "./client-dialog.tsx";
import { DeleteClientDialog } from "./delete-client-dialog.tsx";

type Open =
  | { kind: "add" }
  | { kind: "edit"; client: ClientDto }
  | { kind: "delete"; client: ClientDto };

/**
 * The firm's creditor clients (docs/portfolio.md, "Clients"): who it collects for and how it is
 * paid. Owners and editors add, edit and delete them; a viewer reads the same list.
 */
export function ClientsPage() {
  const clients = useClients();
  const access = useWorkspaceAccess();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const list = clients.data;
  return (
    <div className="mx-auto w-full max-w-5xl py-6 lg:py-8">
      <title>Clients · Owed</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">Clients</h1>
          <p className="mt-1 max-w-2xl text-sm text-ink-600">
            The creditors the firm collects for, and the fee each one pays. A case belongs to at
            most one client: choose it in New Case or Edit Case.
          </p>
        </div>
        {access.canEdit ? (
          <Button onClick={() => setOpen({ kind: "add" })}>Add client</Button>
        ) : null}
      </header>
      {access.canEdit ? null : (
        <div className="mt-6">
          <FormAlert tone="info">
            You can view this workspace's clients; your role (viewer) cannot change them. To make
            changes, ask an owner for the editor role.
          </FormAlert>
        </div>
      )}

      {clients.isError && !list ? (
        <div className="mt-6 space-y-3">
          <FormAlert>The clients could not be loaded. Please try again.</FormAlert>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void clients.refetch()}
            disabled={clients.isFetching}
          >
            {clients.isFetching ? "Retrying..." : "Retry"}
          </Button>
        </div>
      ) : !list ? (
        <div role="status" className="mt-6 space-y-3">
          <span className="sr-only">Loading clients...</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.length === 0 ? (
        <Card className="mt-6 px-5 py-10 text-center">
          <p className="font-semibold text-ink-900">No clients yet.</p>
          <p className="mt-1 text-sm text-ink-600">
            {access.canEdit
              ? "Add the creditors you collect for, with their fee terms, then choose each case's client."
              : "An owner or editor of this workspace can add them."}
          </p>
          {access.canEdit ? (
            <Button className="mt-4" onClick={() => setOpen({ kind: "add" })}>
              Add client
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Clients">
          {list.map((client) => (
            <ClientRow
              key={client.id}
              client={client}
              onEdit={access.canEdit ? () => setOpen({ kind: "edit", client }) : undefined}
              onDelete={access.canEdit ? () => setOpen({ kind: "delete", client }) : undefined}
            />
          ))}
        </ul>
      )}

      {open?.kind === "add" ? <ClientDialog onClose={close} /> : null}
      {open?.kind === "edit" ? <ClientDialog client={open.client} onClose={close} /> : null}
      {open?.kind === "delete" ? <DeleteClientDialog client={open.client} onClose={close} /> : null}
    </div>
  );
}

/** "Jane Doe · jane@bank.test · 555-0100" and "1 Main St, Springfield, IL 62701", blanks dropped. */
function contactLines(client: ClientDto): string[] {
  const stateZip = [client.state, client.zip].filter(Boolean).join(" ");
  const place = [client.city, stateZip].filter(Boolean).join(", ");
  return [
    [client.contactName, client.email, client.phone].filter(Boolean).join(" · "),
    [client.street, place].filter(Boolean).join(", "),
  ].filter((line) => line !== "");
}

function ClientRow({
  client,
  onEdit,
  onDelete,
}: {
  client: ClientDto;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const headingId = `client-${client.id}-name`;
  return (
    <Card
      as="li"
      aria-labelledby={headingId}
      className="grid gap-x-6 gap-y-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold break-words text-ink-900">
          {client.name}
        </h2>
        {client.reference ? (
          <p className="text-sm text-ink-600">{`Reference ${client.reference}`}</p>
        ) : null}
        {contactLines(client).map((line) => (
          <p key={line} className="text-sm break-words text-ink-500">
            {line}
          </p>
        ))}
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">Fee</p>
        <p className="font-semibold text-ink-900">{feeInWords(client)}</p>
        <p className="text-ink-600">{costsInWords(client)}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 md:flex-col md:items-end md:justify-start">
        {client.caseCount > 0 ? (
          <Link
            to={`/home?client=${encodeURIComponent(client.id)}`}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            aria-label={`${caseCountText(client.caseCount)} of ${client.name}`}
          >
            {caseCountText(client.caseCount)}
          </Link>
        ) : (
          <span className="text-sm text-ink-500">{caseCountText(0)}</span>
        )}
        {onEdit && onDelete ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${client.name}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={onDelete}
              aria-label={`Delete ${client.name}`}
            >
              Delete
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
