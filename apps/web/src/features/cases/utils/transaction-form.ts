import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CostCategory,
  dateAfterTodayError,
  type TransactionRequest,
  type TransactionType,
  transactionRequest,
} from "@owed/domain";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { userToday } from "../../../lib/user-today.ts";
import type { TransactionRef } from "./transaction-ref.ts";

/** The transaction sheet's inputs: text, and no type until the user picks one (""). */
export interface TransactionFormValues {
  case_id: string;
  transaction_type: TransactionType | "";
  amount: string;
  date: string;
  description: string;
  /** A cost's MC-012 category, or "" for none; shown and sent only for a cost. */
  costCategory: CostCategory | "";
  costNote: string;
  costAllowedOn: string;
}

const NO_COST_FACTS = { costCategory: "", costNote: "", costAllowedOn: "" } as const;

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
  // A category chosen before the type became a payment is not sent: only a cost has one.
  const sent = values.transaction_type === "COST" ? values : { ...values, ...NO_COST_FACTS };
  const result = await schemaResolver(sent, context, options);
  const today = userToday();
  const errors = { ...result.errors };
  const future = dateAfterTodayError(values.date, today);
  if (future && !errors.date) errors.date = { type: "validate", message: future };
  const allowedLater =
    sent.costAllowedOn && dateAfterTodayError(sent.costAllowedOn, today, "Allowed on");
  if (allowedLater && !errors.costAllowedOn) {
    errors.costAllowedOn = { type: "validate", message: allowedLater };
  }
  if (Object.keys(errors).length === Object.keys(result.errors).length) return result;
  return { values: {}, errors };
};

export function emptyTransactionValues(
  caseId: string,
  date: string,
  type: TransactionFormValues["transaction_type"] = "",
): TransactionFormValues {
  // No type preselected on a fresh sheet: a payment entered as a cost (or the reverse) moves the
  // balance the wrong way, so the user says which it is.
  return {
    case_id: caseId,
    transaction_type: type,
    amount: "",
    date,
    description: "",
    ...NO_COST_FACTS,
  };
}

export function transactionValuesOf(caseId: string, t: TransactionRef): TransactionFormValues {
  return {
    case_id: caseId,
    transaction_type: t.type,
    amount: t.amount,
    date: t.date,
    description: t.description,
    costCategory: t.costFacts?.category ?? "",
    costNote: t.costFacts?.note ?? "",
    costAllowedOn: t.costFacts?.allowedOn ?? "",
  };
}
