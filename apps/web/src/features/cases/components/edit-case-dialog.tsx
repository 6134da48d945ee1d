import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { usePreviewCaseEdit } from "../api/preview-case-edit.ts";
import type { CaseDto, EditCaseBody, EditPreviewDto } from "../api/types.ts";
import { useUpdateCase } from "../api/update-case.ts";
import { endedSession } from "../utils/api-errors.ts";
import { editValuesFromCase, termsChanged, toEditCaseBody } from "../utils/edit-case-form.ts";
import { formatMoney } from "../utils/money.ts";
import { formFieldOf, type NewCaseFormValues, newCaseFormSchema } from "../utils/new-case-form.ts";
import { userToday } from "../utils/time-zone.ts";
import {
  AdvancedTermsFields,
  DEFAULT_SOURCES,
  DebtorFields,
  FormSection,
  JudgmentTermsFields,
  useFieldProps,
  useJurisdictionPicker,
  type ValueSources,
} from "./case-form-fields.tsx";
import { DIALOG_TOAST } from "./new-case-dialog.tsx";

/**
 * Mounted only while open, so every opening starts from the case as it is now. Everything the
 * case was created with can be corrected (beyond the spec's read-only amount and date: see
 * docs/decisions); a change that moves the figures shows today's payoff before and after and
 * asks before it is saved.
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
  const update = useUpdateCase();
  const preview = usePreviewCaseEdit();
  const form = useForm<NewCaseFormValues>({
    resolver: zodResolver(newCaseFormSchema(userToday)) as never,
    defaultValues: editValuesFromCase(item),
    mode: "onTouched",
  });
  const { handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const [sources, setSources] = useState<ValueSources>(DEFAULT_SOURCES);
  const pickJurisdiction = useJurisdictionPicker(form, setSources);
  const props = useFieldProps(form, "edit");
  const [confirming, setConfirming] = useState<{
    body: EditCaseBody;
    figures: EditPreviewDto;
  } | null>(null);
  const pending = update.isPending || preview.isPending;

  /** A refusal from the preview or the save: on its field, or once above the form. */
  const showRefusal = (error: unknown) => {
    if (endedSession(error)) return;
    setConfirming(null);
    if (error instanceof ApiError && error.status === 400) {
      if (!placeFieldErrors(error.fieldErrors, formFieldOf, setError)) {
        setError("root.server", { message: error.message });
      }
      return;
    }
    toast.error("Failed to update case", DIALOG_TOAST);
  };

  const save = (body: EditCaseBody) =>
    update.mutate(
      { caseId: item.id, body },
      {
        onSuccess: () => {
          toast.success("Case updated successfully");
          onClose();
        },
        onError: showRefusal,
      },
    );

  const submit = handleSubmit((values) => {
    const body = toEditCaseBody(values);
    if (!termsChanged(item, body)) {
      save(body);
      return;
    }
    preview.mutate(
      { caseId: item.id, body },
      {
        onSuccess: (figures) => {
          if (figures.figuresChange) setConfirming({ body, figures });
          else save(body);
        },
        onError: showRefusal,
      },
    );
  });

  const footer = confirming ? (
    <>
      <Button variant="outline" onClick={() => setConfirming(null)} disabled={pending}>
        Go back
      </Button>
      <Button onClick={() => save(confirming.body)} disabled={pending}>
        {update.isPending ? "Saving..." : "Save changes"}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form="edit-case-form" disabled={pending}>
        {update.isPending ? "Saving..." : preview.isPending ? "Checking..." : "Save Changes"}
      </Button>
    </>
  );

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
      footer={footer}
    >
      {confirming ? (
        <PayoffChange figures={confirming.figures} />
      ) : (
        <form id="edit-case-form" noValidate onSubmit={submit} className="space-y-6">
          {errors.root?.server?.message ? (
            <FormAlert>{errors.root.server.message}</FormAlert>
          ) : null}
          <FormSection title="Case">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="edit-caseName"
                label="Case Name"
                error={errors.caseName?.message}
                className="sm:col-span-2"
              >
                <Input {...props("caseName")} />
              </FormField>
              <FormField id="edit-courtName" label="Court Name" error={errors.courtName?.message}>
                <Input {...props("courtName")} />
              </FormField>
              <FormField
                id="edit-courtCaseNumber"
                label="Case Number"
                error={errors.courtCaseNumber?.message}
              >
                <Input className="tabular" {...props("courtCaseNumber")} />
              </FormField>
            </div>
          </FormSection>
          <FormSection title="Judgment">
            <JudgmentTermsFields
              form={form}
              prefix="edit"
              sources={sources}
              onPick={pickJurisdiction}
              onRateTyped={() => setSources((s) => ({ ...s, rate: { kind: "user" } }))}
              rateHint="Percent per year."
            />
          </FormSection>
          <FormSection title="Debtor Contact Info">
            <DebtorFields form={form} prefix="edit" />
          </FormSection>
          <AdvancedTermsFields
            form={form}
            sources={sources}
            onCompoundingPicked={() => setSources((s) => ({ ...s, compounding: { kind: "user" } }))}
          />
        </form>
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
