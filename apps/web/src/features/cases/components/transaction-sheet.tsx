import {
  type CaseDto,
  COST_CATEGORIES,
  COST_CATEGORY_LABELS,
  type CostFacts,
  formatUsDate,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type TransactionRequest,
  type TransactionType,
} from "@owed/domain";
import type { UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input, inputClasses } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { cn } from "../../../lib/cn.ts";
import { useTransactionForm } from "../hooks/use-transaction-form.ts";
import { formatMoney } from "../utils/money.ts";
import type { TransactionFormValues } from "../utils/transaction-form.ts";
import type { TransactionRef } from "../utils/transaction-ref.ts";

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
  const { form, submit, pending, today, keepOpen, setKeepOpen } = useTransactionForm(
    item,
    transaction,
    onClose,
  );
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const type = watch("transaction_type");

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
        <TransactionTypeChoice
          type={type}
          error={errors.transaction_type?.message}
          register={register("transaction_type")}
        />

        <FormField
          id="transaction-amount"
          label={type === "RENEWAL" ? "Renewal costs" : "Amount"}
          error={errors.amount?.message}
          hint={
            type === "RENEWAL"
              ? "The unpaid interest joins principal on this date; add the renewal's costs, or leave 0."
              : !editing && type === "PAYMENT" && !item.isEnded
                ? `Today's payoff is ${formatMoney(item.todayPayoff)}.`
                : undefined
          }
        >
          <MoneyInput
            {...fieldA11y(
              "transaction-amount",
              errors.amount?.message,
              type === "RENEWAL" || (!editing && type === "PAYMENT" && !item.isEnded),
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

        {type === "COST" ? (
          <CostFactsFields
            form={form}
            judgmentDate={item.judgmentDate}
            today={today}
            memorandum={transaction?.costFacts ?? null}
          />
        ) : null}

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

/** Payment or cost, as two large choices: a payment entered as a cost moves the balance the wrong way. */
const TYPE_HINTS = {
  PAYMENT: "Pays interest first",
  COST: "Added to principal",
  RENEWAL: "Interest joins principal",
} as const;

function TransactionTypeChoice({
  type,
  error,
  register,
}: {
  type: TransactionType | "";
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset
      aria-describedby={error ? "transaction-type-error" : undefined}
      className="space-y-1.5"
    >
      <legend className="mb-1.5 text-sm font-medium text-ink-700">Transaction Type</legend>
      <div className="grid grid-cols-3 gap-2">
        {TRANSACTION_TYPES.map((value) => (
          <Label
            key={value}
            className={cn(
              "flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40",
              type === value
                ? value === "PAYMENT"
                  ? "border-emerald-600 bg-emerald-50 text-emerald-900"
                  : value === "RENEWAL"
                    ? "border-brand-600 bg-brand-50 text-brand-900"
                    : "border-red-600 bg-red-50 text-red-900"
                : "border-slate-300 hover:border-slate-400",
            )}
          >
            <input type="radio" value={value} className="size-4 accent-brand-700" {...register} />
            <span>
              <span className="block font-semibold">{TRANSACTION_TYPE_LABELS[value]}</span>
              <span className="block text-xs font-normal text-ink-600">{TYPE_HINTS[value]}</span>
            </span>
          </Label>
        ))}
      </div>
      {error ? (
        <p id="transaction-type-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The note each category's MC-012 line asks for; the others have none. */
const NOTE_LABELS: Partial<
  Record<CostFacts["category"] & string, { label: string; hint: string }>
> = {
  "writ-issuance": { label: "County", hint: "The county the writ was issued in." },
  other: {
    label: "Statute authorizing the cost",
    hint: "e.g. Code of Civil Procedure section 685.070(a)(6)",
  },
};

/**
 * A cost's facts for California's memorandum of costs (MC-012): its category in the form's words,
 * the county or statute its line names, and the day a court already allowed it. Shown in every
 * jurisdiction, since a firm may file in California for any case; optional everywhere.
 */
function CostFactsFields({
  form,
  judgmentDate,
  today,
  memorandum,
}: {
  form: UseFormReturn<TransactionFormValues, unknown, TransactionRequest>;
  judgmentDate: string;
  today: string;
  memorandum: CostFacts | null;
}) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const category = watch("costCategory");
  const allowedOn = watch("costAllowedOn");
  const note = category ? NOTE_LABELS[category] : undefined;
  const byMemorandum =
    memorandum?.memorandumId && memorandum.allowedOn && memorandum.allowedOn === allowedOn;
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink-700">
        California memorandum of costs
      </legend>
      <p className="text-xs text-ink-600">
        What the memorandum of costs (MC-012) lists for this cost. Optional; for a case outside
        California, leave these blank.
      </p>
      <FormField
        id="cost-category"
        label="Category (California memorandum of costs)"
        optional
        error={errors.costCategory?.message}
      >
        <select
          {...fieldA11y("cost-category", errors.costCategory?.message)}
          className={cn(inputClasses, "pr-8")}
          {...register("costCategory")}
        >
          <option value="">No category</option>
          {COST_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {COST_CATEGORY_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      {note ? (
        <FormField
          id="cost-note"
          label={note.label}
          error={errors.costNote?.message}
          hint={note.hint}
        >
          <Input
            {...fieldA11y("cost-note", errors.costNote?.message, true)}
            maxLength={120}
            {...register("costNote")}
          />
        </FormField>
      ) : null}
      <FormField
        id="cost-allowed-on"
        label="Already allowed on"
        optional
        error={errors.costAllowedOn?.message}
        hint={
          byMemorandum
            ? `Allowed by the memorandum of costs filed ${formatUsDate(memorandum.allowedOn)}.`
            : "The day a court allowed this cost, if it already has; leave blank if it is still to be claimed."
        }
      >
        <Input
          {...fieldA11y("cost-allowed-on", errors.costAllowedOn?.message, true)}
          type="date"
          min={judgmentDate}
          max={today}
          className="tabular"
          {...register("costAllowedOn")}
        />
      </FormField>
    </fieldset>
  );
}
