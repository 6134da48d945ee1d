import type { CaseDto, EditPreviewDto } from "@owed/domain";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useEditCaseForm } from "../hooks/use-edit-case-form.ts";
import { formatMoney } from "../utils/money.ts";
import { CaseForm } from "./case-form.tsx";

/**
 * Mounted only while open, so every opening starts from the case as it is now. Everything the
 * case was created with can be corrected (the first specification kept amount and date
 * read-only: docs/decisions/006-beyond-the-spec.md); a change that moves the figures shows
 * today's payoff before and after and asks before it is saved.
 */
export function EditCaseDialog({
  item,
  open,
  onClose,
}: {
  item: CaseDto;
  open: boolean;
  onClose: () => void;
}) {
  const edit = useEditCaseForm(item, onClose);
  const { form, submit, confirming } = edit;
  const pending = edit.saving || edit.checking;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      busy={pending}
      size="lg"
      title={`Edit Case - ${item.caseName}`}
      description={
        confirming
          ? "This change moves the case's figures. Check them before saving."
          : "Correct any detail of the case. A change to the judgment, rate or compounding recomputes every transaction."
      }
      footer={<EditCaseFooter edit={edit} onClose={onClose} />}
    >
      {confirming ? (
        <PayoffChange figures={confirming.figures} />
      ) : (
        <CaseForm mode="edit" form={form} onSubmit={submit} clientName={item.clientName} />
      )}
    </Dialog>
  );
}

function PayoffChange({ figures }: { figures: EditPreviewDto }) {
  const { before, after } = figures;
  const rows = [
    ["Principal", before.principalBalance, after.principalBalance],
    ["Interest", before.accruedInterest, after.accruedInterest],
    ["Daily interest", before.perDiem, after.perDiem],
  ] as const;
  return (
    <div className="space-y-4">
      <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-base">
        <span className="font-semibold text-brand-800">Payoff today: </span>
        <span className="tabular font-semibold">
          {formatMoney(before.payoffAmount)} → {formatMoney(after.payoffAmount)}
        </span>
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Figures as of today, before and after the change</caption>
        <thead>
          <tr className="text-left text-xs text-ink-600">
            <th scope="col" className="py-1 font-medium">
              As of today
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Now
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              After the change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, was, will]) => (
            <tr key={label}>
              <th scope="row" className="py-1.5 text-left font-normal text-ink-700">
                {label}
              </th>
              <td className="tabular py-1.5 text-right">
                {formatMoney(was, label === "Daily interest" ? 4 : 2)}
              </td>
              <td className="tabular py-1.5 text-right font-semibold">
                {formatMoney(will, label === "Daily interest" ? 4 : 2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-ink-600">
        Saving recomputes every payment and cost of the case with the corrected terms.
      </p>
    </div>
  );
}

function EditCaseFooter({
  edit,
  onClose,
}: {
  edit: ReturnType<typeof useEditCaseForm>;
  onClose: () => void;
}) {
  const pending = edit.saving || edit.checking;
  return edit.confirming ? (
    <>
      <Button variant="outline" onClick={edit.cancelConfirm} disabled={pending}>
        Go back
      </Button>
      <Button onClick={edit.confirm} disabled={pending}>
        {edit.saving ? "Saving..." : "Save changes"}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form="edit-case-form" disabled={pending}>
        {edit.saving ? "Saving..." : edit.checking ? "Checking..." : "Save Changes"}
      </Button>
    </>
  );
}
