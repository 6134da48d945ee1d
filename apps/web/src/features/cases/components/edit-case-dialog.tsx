import { zodResolver } from "@hookform/resolvers/zod";
import { editCaseSchema, formatUsDate } from "@owed/domain";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { CaseDto } from "../api/types.ts";
import { useUpdateCase } from "../api/update-case.ts";
import { endedSession } from "../utils/api-errors.ts";
import { formatMoney } from "../utils/money.ts";
import { DialogShell } from "./dialog.tsx";
import { FormField, fieldA11y } from "./form-field.tsx";

interface EditCaseValues {
  caseName: string;
  courtName: string;
  courtCaseNumber: string;
}

const EDITABLE = ["caseName", "courtName", "courtCaseNumber"] as const;

/** Mounted only while open, so every opening starts from the case as it is now. */
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
  const form = useForm<EditCaseValues>({
    resolver: zodResolver(editCaseSchema) as never,
    defaultValues: pick(item),
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    update.mutate(
      {
        caseId: item.id,
        body: {
          caseName: values.caseName.trim(),
          courtName: values.courtName.trim(),
          courtCaseNumber: values.courtCaseNumber.trim(),
          judgmentAmount: item.judgmentAmount,
          judgmentDate: item.judgmentDate,
        },
      },
      {
        onSuccess: () => {
          toast.success("Case updated successfully");
          onClose();
        },
        onError: (error) => {
          if (endedSession(error)) return;
          toast.error("Failed to update case");
          if (error instanceof ApiError && error.status === 400) {
            let placed = false;
            for (const field of EDITABLE) {
              const message = error.fieldErrors[field]?.[0];
              if (message) {
                setError(field, { message });
                placed = true;
              }
            }
            if (!placed) setError("root.server", { message: error.message });
          }
        },
      },
    );
  });

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      busy={update.isPending}
      title={`Edit Case - ${item.caseName}`}
      description="Change the case's name, court or number. The judgment amount and date are fixed."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-case-form" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <form id="edit-case-form" noValidate onSubmit={submit} className="space-y-4">
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <FormField id="edit-caseName" label="Case Name" error={errors.caseName?.message}>
          <Input
            {...fieldA11y("edit-caseName", errors.caseName?.message)}
            {...register("caseName")}
          />
        </FormField>
        <FormField id="edit-courtName" label="Court Name" error={errors.courtName?.message}>
          <Input
            {...fieldA11y("edit-courtName", errors.courtName?.message)}
            {...register("courtName")}
          />
        </FormField>
        <FormField
          id="edit-courtCaseNumber"
          label="Case Number"
          error={errors.courtCaseNumber?.message}
        >
          <Input
            {...fieldA11y("edit-courtCaseNumber", errors.courtCaseNumber?.message)}
            {...register("courtCaseNumber")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="edit-judgmentAmount" label="Judgment Amount" hint="Cannot be changed.">
            <Input
              {...fieldA11y("edit-judgmentAmount", undefined, true)}
              readOnly
              value={formatMoney(item.judgmentAmount)}
              className="tabular bg-slate-50 text-ink-700"
            />
          </FormField>
          <FormField id="edit-judgmentDate" label="Judgment Date" hint="Cannot be changed.">
            <Input
              {...fieldA11y("edit-judgmentDate", undefined, true)}
              readOnly
              value={formatUsDate(item.judgmentDate)}
              className="tabular bg-slate-50 text-ink-700"
            />
          </FormField>
        </div>
      </form>
    </DialogShell>
  );
}

function pick(item: CaseDto): EditCaseValues {
  return {
    caseName: item.caseName,
    courtName: item.courtName,
    courtCaseNumber: item.courtCaseNumber,
  };
}
