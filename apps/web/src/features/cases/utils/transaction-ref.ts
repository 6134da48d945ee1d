import type { TransactionDto } from "@owed/domain";

/** What editing or deleting a transaction needs; a TransactionDto is one. */
export type TransactionRef = Pick<
  TransactionDto,
  "id" | "type" | "amount" | "date" | "description" | "costFacts"
>;
