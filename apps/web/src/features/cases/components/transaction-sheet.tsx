import { zodResolver } from "@hookform/resolvers/zod";
import { dateAfterTodayError, formatUsDate, transactionSchema } from "@owed/domain";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useCreateTransaction } from "../api/create-transaction.ts";
import type { CaseDto, TransactionRef, TransactionType } from "../api/types.ts";
import { useUpdateTransaction } from "../api/update-transaction.ts";
import { endedSession } from "../utils/api-errors.ts";
import { formatMoney, toTwoDecimals } from "../utils/money.ts";
import { userToday } from "../utils/time-zone.ts";
import { MoneyInput } from "./affixed-input.tsx";

interface TransactionFormValues {
  case_id: string;
  transaction_type: TransactionType | "";
  amount: string;
  date: string;
  description: string;
}

const FIELDS = ["transaction_type", "amount", "date", "description"] as const;

const SUBMIT_FAILED = "Failed to submit transaction. Please try again.";

function emptyValues(
  caseId: string,
  date: string,
  type: TransactionFormValues["transaction_type"] = "",
): TransactionFormValues {
  // No type preselected on a fresh sheet: a payment entered as a cost (or the reverse) moves the
  // balance the wrong way, so the user says which it is.
  return { case_id: caseId, transaction_type: type, amount: "", date, description: "" };
}

function valuesOf(caseId: string, t: TransactionRef): TransactionFormValues {
  return {
    case_id: caseId,
    transaction_type: t.type,
    amount: t.amount,
    date: t.date,
    description: t.description,
  };
}

const schemaResolver = zodResolver(transactionSchema) as unknown as Resolver<TransactionFormValues>;

/** The schema's checks, then a date after the user's today (which the schema cannot know). */
const transactionResolver: Resolver<TransactionFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const future = dateAfterTodayError(values.date, userToday());
  if (!future || result.errors.date) return result;
  return {
    values: {},
    errors: { ...result.errors, date: { type: "validate", message: future } },
  };
};

/**
 * The side sheet that adds a cost or payment, or edits one. Mounted only while open, so an edit
 * always starts from the transaction as it is.
 */
export function TransactionSheet({
  item,
  transaction,
  onClose,
}: {
  item: CaseDto;
  transaction: TransactionRef | null;
  onClose: () => void;
}) {
  const editing = transaction !== null;
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const pending = create.isPending || update.isPending;
  const [keepOpen, setKeepOpen] = useState(false);
  // The browser's today in the user's time zone: the sheet may stay open across midnight.
  const today = userToday();
  const form = useForm<TransactionFormValues>({
    resolver: transactionResolver,
    defaultValues: transaction ? valuesOf(item.id, transaction) : emptyValues(item.id, today),
  });
  const { register, handleSubmit, reset, setError, formState, watch } = form;
  const errors = formState.errors;
  const type = watch("transaction_type");

  // One message per failure, on the form where the user is looking (e.g. "Payment of $X is more
  // than the payoff of $Y on ..."): no toast repeats it, and a field shows the server's word only
  // when it says something the form-level message does not.
  const onError = (error: unknown) => {
    if (endedSession(error)) return;
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    const message = refused ? error.message || "Transaction failed" : SUBMIT_FAILED;
    setError("root.server", { message });
    if (error instanceof ApiError) {
      placeFieldErrors(
        error.fieldErrors,
        (field) => FIELDS.find((name) => name === field),
        setError,
        {
          focus: false,
          shown: message,
        },
      );
    }
  };

  const submit = handleSubmit((values) => {
    const body = {
      case_id: item.id,
      transaction_type: values.transaction_type as TransactionType,
      amount: toTwoDecimals(values.amount),
      date: values.date,
      description: values.description.trim(),
    };
    if (transaction) {
      update.mutate(
        { transactionId: transaction.id, body },
        {
          onSuccess: () => {
            toast.success("Transaction updated successfully.");
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success("Transaction created successfully.");
          // "Keep open" is for a run of entries of one kind (a series of payments): the next
          // one starts with the same type and date.
          reset(emptyValues(item.id, values.date, keepOpen ? values.transaction_type : ""));
          if (!keepOpen) onClose();
        },
        onError,
      });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      variant="sheet"
      busy={pending}
      title={editing ? "Edit Transaction" : "Add New Transaction"}
      description={`${item.caseName} · Case No. ${item.courtCaseNumber}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="transaction-form" disabled={pending}>
            {pending ? "Saving..." : editing ? "Save Changes" : "Add Transaction"}
          </Button>
        </>
      }
    >
      <form id="transaction-form" noValidate onSubmit={submit} className="space-y-5">
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <input type="hidden" {...register("case_id")} />
        <fieldset
          aria-describedby={errors.transaction_type ? "transaction-type-error" : undefined}
          className="space-y-1.5"
        >
          <legend className="mb-1.5 text-sm font-medium text-ink-700">Transaction Type</legend>
          <div className="grid grid-cols-2 gap-2">
            {(["PAYMENT", "COST"] as const).map((value) => (
              <Label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40",
                  type === value
                    ? value === "PAYMENT"
                      ? "border-emerald-600 bg-emerald-50 text-emerald-900"
                      : "border-red-600 bg-red-50 text-red-900"
                    : "border-slate-300 hover:border-slate-400",
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-brand-700"
                  {...register("transaction_type")}
                />
                <span>
                  <span className="block font-semibold">
                    {value === "PAYMENT" ? "Payment" : "Cost"}
                  </span>
                  <span className="block text-xs font-normal text-ink-600">
                    {value === "PAYMENT" ? "Pays interest first" : "Added to principal"}
                  </span>
                </span>
              </Label>
            ))}
          </div>
          {errors.transaction_type?.message ? (
            <p id="transaction-type-error" className="text-sm text-red-700">
              {errors.transaction_type.message}
            </p>
          ) : null}
        </fieldset>

        <FormField
          id="transaction-amount"
          label="Amount"
          error={errors.amount?.message}
          hint={
            !editing && type === "PAYMENT" && !item.isEnded
              ? `Today's payoff is ${formatMoney(item.todayPayoff)}.`
              : undefined
          }
        >
          <MoneyInput
            {...fieldA11y(
              "transaction-amount",
              errors.amount?.message,
              !editing && type === "PAYMENT" && !item.isEnded,
            )}
            {...register("amount")}
          />
        </FormField>

        <FormField
          id="transaction-date"
          label="Date"
          error={errors.date?.message}
          hint={`From the judgment date, ${formatUsDate(item.judgmentDate)}, to today, ${formatUsDate(today)}.`}
        >
          <Input
            {...fieldA11y("transaction-date", errors.date?.message, true)}
            type="date"
            min={item.judgmentDate}
            max={today}
            className="tabular"
            {...register("date")}
          />
        </FormField>

        <FormField
          id="transaction-description"
          label="Description"
          optional
          error={errors.description?.message}
        >
          <textarea
            {...fieldA11y("transaction-description", errors.description?.message)}
            rows={3}
            maxLength={500}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 sm:text-sm"
            placeholder="e.g. Garnishment, check no. 1042"
            {...register("description")}
          />
        </FormField>

        {!editing ? (
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <input
              type="checkbox"
              checked={keepOpen}
              onChange={(event) => setKeepOpen(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            Keep this sheet open to add another
          </label>
        ) : null}
      </form>
    </Dialog>
  );
}
