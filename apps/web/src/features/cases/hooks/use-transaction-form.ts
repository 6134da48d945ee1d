import { type CaseDto, toDecimalString } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { userToday } from "../../../lib/user-today.ts";
import { useCreateTransaction } from "../api/create-transaction.ts";
import { useUpdateTransaction } from "../api/update-transaction.ts";
import { endedSession } from "../utils/api-errors.ts";
import {
  emptyTransactionValues,
  type TransactionFormSchema,
  transactionResolver,
  transactionValuesOf,
} from "../utils/transaction-form.ts";
import type { TransactionRef } from "../utils/transaction-ref.ts";

const FIELDS = [
  "transaction_type",
  "amount",
  "date",
  "description",
  "costCategory",
  "costNote",
  "costAllowedOn",
] as const;

const SUBMIT_FAILED = "Failed to submit transaction. Please try again.";

/** The transaction sheet's form and its save: a new transaction, or a change to one. */
export function useTransactionForm(
  item: CaseDto,
  transaction: TransactionRef | null,
  onClose: () => void,
) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const [keepOpen, setKeepOpen] = useState(false);
  // The browser's today in the user's time zone: the sheet may stay open across midnight.
  const today = userToday();
  const form = useForm<z.input<TransactionFormSchema>, unknown, z.output<TransactionFormSchema>>({
    resolver: transactionResolver,
    defaultValues: transaction
      ? transactionValuesOf(item.id, transaction)
      : emptyTransactionValues(item.id, today),
  });
  const { handleSubmit, reset, setError } = form;

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

  // Parsed once by the resolver: the amount is Money, sent back in the contract's 2 decimals.
  const submit = handleSubmit((values) => {
    const body = {
      case_id: item.id,
      transaction_type: values.transaction_type,
      amount: toDecimalString(values.amount, 2),
      date: values.date,
      description: values.description,
      // A cost's court facts, all three, so a cleared one is cleared; other types send none.
      ...(values.transaction_type === "COST"
        ? {
            costCategory: values.costCategory ?? null,
            costNote: values.costNote ?? "",
            costAllowedOn: values.costAllowedOn ?? null,
          }
        : {}),
    };
    if (transaction) {
      const onSuccess = () => {
        toast.success("Transaction updated successfully.");
        onClose();
      };
      update.mutate({ transactionId: transaction.id, body }, { onSuccess, onError });
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.success("Transaction created successfully.");
        // "Keep open" is for a run of entries of one kind (a series of payments): the next
        // one starts with the same type and date.
        reset(
          emptyTransactionValues(item.id, values.date, keepOpen ? values.transaction_type : ""),
        );
        if (!keepOpen) onClose();
      },
      onError,
    });
  });

  const pending = create.isPending || update.isPending;
  return { form, submit, pending, today, keepOpen, setKeepOpen };
}
