import type { CaseDto } from "@owed/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { useNewCaseForm } from "../hooks/use-new-case-form.ts";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";
import { CaseForm } from "./case-form.tsx";

interface NewCaseDialogProps {
  onClose: () => void;
  /** `openingPayment`: the case was created with "payments so far", all dated one day. */
  onCreated: (created: CaseDto, options: { openingPayment: boolean }) => void;
  /** A case the plan limit refused earlier, as the user typed it. */
  draft?: NewCaseFormValues | undefined;
}

const DRAFT_DESCRIPTION =
  "Enter judgment information. This is the case you typed before, as you left it.";

/** Mounted only while open: each opening is a blank form with the default rate, or the draft. */
export function NewCaseDialog({ onClose, onCreated, draft }: NewCaseDialogProps) {
  const add = useNewCaseForm(draft, onCreated);
  const { form, live, pending } = add;
  // Escape, the close button, a click outside or Cancel on a form with something typed ask
  // first: a slip of the key must not lose a whole judgment. An untouched form closes at once.
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const typed = form.formState.isDirty;
  const requestClose = () => (typed ? setAskingToDiscard(true) : onClose());

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : requestClose())}
      size="xl"
      busy={pending}
      title="New Case"
      description={draft ? DRAFT_DESCRIPTION : "Enter judgment information"}
      footer={
        <NewCaseFooter
          onClose={requestClose}
          pending={pending}
          busy={add.busy}
          grandTotal={live.status === "ready" ? live.results.display.grandTotal : "—"}
        />
      }
    >
      <CaseForm
        mode="new"
        form={form}
        onSubmit={add.submit}
        extras={{
          live,
          endDateSet: add.endDateSet,
          refusalShownOnField: add.refusalShownOnField,
          paymentTyped: add.paymentTyped,
        }}
      />
      {askingToDiscard ? (
        <DiscardCaseDialog onKeep={() => setAskingToDiscard(false)} onDiscard={onClose} />
      ) : null}
    </Dialog>
  );
}

/** Asked before a typed New Case is closed: Cancel keeps typing, Discard closes the form. */
function DiscardCaseDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onKeep())}
      role="alertdialog"
      size="sm"
      title="Discard this case?"
      description="What you typed in New Case has not been added and will be lost."
      footer={
        <DeleteFooter label="Discard" pending={false} onCancel={onKeep} onConfirm={onDiscard} />
      }
    >
      <p className="text-sm text-ink-700">Choose Cancel to keep typing.</p>
    </Dialog>
  );
}

function NewCaseFooter({
  onClose,
  pending,
  busy,
  grandTotal,
}: {
  onClose: () => void;
  pending: boolean;
  busy: boolean;
  grandTotal: string;
}) {
  return (
    <>
      <Button variant="outline" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form="new-case-form" disabled={busy}>
        {pending ? "Adding Case..." : "Add Case"}
      </Button>
      {/* Below lg the Results panel scrolls with the form: keep its bottom line in view. The
          panel itself carries the figure for assistive technology. */}
      <p
        aria-hidden="true"
        className="order-first flex basis-full items-baseline justify-between gap-3 pb-1 text-sm text-ink-600 sm:mr-auto sm:basis-auto sm:pb-0 lg:hidden"
      >
        Grand Total
        <span className="tabular font-serif text-lg font-bold text-brand-800">{grandTotal}</span>
      </p>
    </>
  );
}
