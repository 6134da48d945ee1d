import { zodResolver } from "@hookform/resolvers/zod";
import {
  dateAfterTodayError,
  type TransactionRequest,
  type TransactionType,
  transactionRequest,
} from "@owed/domain";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { userToday } from "./time-zone.ts";
import type { TransactionRef } from "./transaction-ref.ts";

/** The transaction sheet's inputs: text, and no type until the user picks one (""). */
export interface TransactionFormValues {
  case_id: string;
  transaction_type: TransactionType | "";
  amount: string;
  date: string;
  description: string;
}

/**
 * The request schema (parsed once: the amount comes out as Money). The inputs hold text, and no
 * type until the user picks one, which the schema refuses with its own message; so the form's
 * input type is this narrower one.
 */
export type TransactionFormSchema = z.ZodType<TransactionRequest, TransactionFormValues>;
const schemaResolver = zodResolver(transactionRequest as TransactionFormSchema);

/** The schema's checks, then a date after the user's today (which the schema cannot know). */
export const transactionResolver: Resolver<
  z.input<TransactionFormSchema>,
  unknown,
  z.output<TransactionFormSchema>
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const future = dateAfterTodayError(values.date, userToday());
  if (!future || result.errors.date) return result;
  return {
    values: {},
    errors: { ...result.errors, date: { type: "validate", message: future } },
  };
};

export function emptyTransactionValues(
  caseId: string,
  date: string,
  type: TransactionFormValues["transaction_type"] = "",
): TransactionFormValues {
  // No type preselected on a fresh sheet: a payment entered as a cost (or the reverse) moves the
  // balance the wrong way, so the user says which it is.
  return { case_id: caseId, transaction_type: type, amount: "", date, description: "" };
}

export function transactionValuesOf(caseId: string, t: TransactionRef): TransactionFormValues {
  return {
    case_id: caseId,
    transaction_type: t.type,
    amount: t.amount,
    date: t.date,
    description: t.description,
  };
}
