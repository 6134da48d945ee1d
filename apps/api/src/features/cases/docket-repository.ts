import {
  buildDebtorInfo,
  type CaseTerms,
  computeLedger,
  dateAfterTodayError,
  type EditCaseValues,
  formatUsDate,
  formatUsd,
  InvalidDateError,
  type LedgerSnapshot,
  type Money,
  type NewCaseValues,
  newCaseOpening,
  PaymentExceedsPayoffError,
  parseCalendarDate,
  parseMoneyInput,
  parseRatePercent,
  prepareTerms,
  rateToDecimalString,
  snapshotFromLedger,
  type TransactionValues,
  todayInTimeZone,
} from "@owed/domain";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Db, retryOnConflict } from "../../db/client.ts";
import {
  type CaseRow,
  cases,
  docketVersions,
  type TransactionRow,
  transactions,
  type User,
  users,
} from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { subscriptionPlanOf } from "../accounts/index.ts";
import { FREE_ACTIVE_CASE_LIMIT } from "../billing/plan-catalog.ts";
import { ledgerTransactionsOf, termsOf } from "./case-figures.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const CASE_NOT_FOUND = "Case not found.";
export const TRANSACTION_NOT_FOUND = "Transaction not found.";
export const CASE_ENDED = "This case is already ended";
export const PLAN_LIMIT_MESSAGE =
  "Free plan users can only have up to 3 active cases. Please upgrade your plan to add more.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Another user's case answers exactly like a case that does not exist (decisions.md section 3).
const caseNotFound = () => new HttpError(404, CASE_NOT_FOUND, "not_found");
const transactionNotFound = () => new HttpError(404, TRANSACTION_NOT_FOUND, "not_found");

/**
 * The first step of every write to a docket, so that all of them take their locks in one order:
 * the owner's user row, then the owner's docket_versions row, and only then cases and
 * transactions. The version triggers (migration 0005) update that docket_versions row with
 * `INSERT ... ON CONFLICT`; when two writes of one user reached it from different cases, each
 * already holding other rows, PostgreSQL found them waiting on each other and aborted one
 * (docs/decisions/008-security.md). Holding the row from the start makes a user's writes queue
 * here instead, and the triggers then find it already theirs.
 *
 * The user row is taken `for key share` (enough to stop the account being deleted under us,
 * without blocking logins and other plain updates of the row) or `for update` where the caller counts the
 * user's cases. Undefined when the user no longer exists.
 */
async function lockDocket(
  tx: Tx,
  userId: string,
  userLock: "key share" | "update" = "key share",
): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for(userLock);
  if (!user) return undefined;
  const held = () =>
    tx
      .select({ userId: docketVersions.userId })
      .from(docketVersions)
      .where(eq(docketVersions.userId, userId))
      .for("update");
  if ((await held()).length === 0) {
    // A user's first write: make the row, so there is one to hold. Versions come from the
    // triggers' sequence, so this one is never a version some other docket had.
    await tx
      .insert(docketVersions)
      .values({ userId, version: sql`nextval('owed_docket_version_seq')` })
      .onConflictDoNothing();
    await held();
  }
  return user;
}

async function lockCase(tx: Tx, userId: string, caseId: string): Promise<CaseRow> {
  if (!UUID.test(caseId)) throw caseNotFound();
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.userId, userId)))
    .for("update");
  if (!row) throw caseNotFound();
  return row;
}

/** A new transaction's ledger figures until recompute, in the same database transaction, sets them. */
const NOT_YET_APPLIED = {
  calculatedInterest: 0n,
  appliedToInterest: 0n,
  appliedToPrincipal: 0n,
  newBalance: 0n,
  unpaidInterestAfter: 0n,
} as const;

/**
 * Replays the case's whole ledger and stores what it produced: every transaction's figures, the
 * snapshot, and whether the judgment is satisfied. Runs inside the caller's database transaction,
 * so a refused ledger (e.g. a payment above the payoff) leaves nothing changed.
 */
async function recompute(tx: Tx, row: CaseRow, now: Date): Promise<CaseRow> {
  const txRows = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.caseId, row.id))
    .orderBy(asc(transactions.date), asc(transactions.sequence));
  const ledger = computeLedger(termsOf(row), ledgerTransactionsOf(txRows));
  const byId = new Map(txRows.map((t) => [t.id, t]));
  const changed = ledger.rows.filter((r) => {
    const before = byId.get(String(r.id));
    return (
      !before ||
      before.calculatedInterest !== r.interestAccrued ||
      before.appliedToInterest !== r.appliedToInterest ||
      before.appliedToPrincipal !== r.appliedToPrincipal ||
      before.newBalance !== r.principalAfter ||
      before.unpaidInterestAfter !== r.unpaidInterestAfter
    );
  });
  if (changed.length > 0) {
    // One statement for every changed row, not one round trip each.
    const values = sql.join(
      changed.map(
        (r) =>
          sql`(${String(r.id)}::uuid, ${r.interestAccrued}::bigint, ${r.appliedToInterest}::bigint, ${r.appliedToPrincipal}::bigint, ${r.principalAfter}::bigint, ${r.unpaidInterestAfter}::bigint)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update transactions as t set
        calculated_interest = v.ci, applied_to_interest = v.ai, applied_to_principal = v.ap,
        new_balance = v.nb, unpaid_interest_after = v.ui
      from (values ${values}) as v(id, ci, ai, ap, nb, ui)
      where t.id = v.id`);
  }
  const snapshot: LedgerSnapshot = snapshotFromLedger(ledger);
  const [updated] = await tx
    .update(cases)
    .set({
      snapshot,
      isEnded: ledger.state.satisfiedOn !== null,
      endedOn: ledger.state.satisfiedOn,
      version: sql`${cases.version} + 1`,
      updatedAt: now,
    })
    .where(eq(cases.id, row.id))
    .returning();
  return updated as CaseRow;
}

/** Under the case lock: the transaction was not deleted by a request that got the lock first. */
async function stillThere(tx: Tx, caseId: string, transactionId: string): Promise<void> {
  const [found] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.caseId, caseId)));
  if (!found) throw transactionNotFound();
}

function parseAmount(value: string | number, subject: string, field: string): Money {
  return parseMoneyInput(value, { subject, field });
}

const DEBTOR_KEYS = [
  "debtorFirm",
  "debtorStreet",
  "debtorCity",
  "debtorState",
  "debtorZip",
  "debtorPhone",
  "debtorEmail",
] as const;

export interface TransactionChange {
  type: "PAYMENT" | "COST";
  amount: Money;
  date: string;
  description: string;
}

/** A transaction as entered, refused when it is dated after the user's today. */
export function transactionChangeOf(values: TransactionValues, today: string): TransactionChange {
  const future = dateAfterTodayError(values.date, today);
  if (future) throw new InvalidDateError(values.date, "date", future);
  return {
    type: values.transaction_type,
    amount: parseAmount(values.amount, "Amount", "amount"),
    date: values.date,
    description: values.description,
  };
}

/** The columns that store a case's rate: the schedule as typed, and the rate in force at judgment. */
function rateColumnsOf(terms: CaseTerms) {
  if (!Array.isArray(terms.rate)) {
    return { interestRate: terms.rate as bigint, rateSchedule: null };
  }
  const schedule = terms.rate as readonly { from: string; ratePercent: bigint }[];
  const atJudgment =
    schedule.filter((p) => p.from <= terms.judgmentDate).at(-1)?.ratePercent ??
    schedule[0]?.ratePercent ??
    0n;
  return {
    interestRate: atJudgment,
    rateSchedule: schedule.map((p) => ({
      from: p.from,
      ratePercent: rateToDecimalString(p.ratePercent),
    })),
  };
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * A case's terms after an edit: each field the body leaves out (or blank) keeps its stored value.
 * Throws the domain's typed errors (400) for a date after today or a malformed rate schedule.
 */
export function termsAfterEdit(row: CaseRow, body: EditCaseValues, today: string): CaseTerms {
  const current = termsOf(row);
  const judgmentDate = blank(body.judgmentDate)
    ? current.judgmentDate
    : parseCalendarDate(body.judgmentDate, "judgmentDate");
  const future = dateAfterTodayError(judgmentDate, today, "Judgment date");
  if (future && judgmentDate !== row.judgmentDate) {
    throw new InvalidDateError(judgmentDate, "judgmentDate", future);
  }
  let rate: CaseTerms["rate"] = current.rate;
  if (body.rateSchedule !== undefined) {
    rate = body.rateSchedule?.length
      ? body.rateSchedule.map((p) => ({
          from: parseCalendarDate(p.from, "rateSchedule"),
          ratePercent: parseRatePercent(p.ratePercent, { field: "rateSchedule" }),
        }))
      : blank(body.interestRate)
        ? row.interestRate
        : parseRatePercent(body.interestRate as string | number, { field: "interestRate" });
  } else if (!blank(body.interestRate)) {
    rate = parseRatePercent(body.interestRate as string | number, { field: "interestRate" });
  }
  const terms: CaseTerms = {
    judgmentAmount: blank(body.judgmentAmount)
      ? current.judgmentAmount
      : parseAmount(body.judgmentAmount as string | number, "Judgment amount", "judgmentAmount"),
    judgmentDate,
    rate,
    compounding: body.compounding ?? current.compounding ?? "none",
    dayCount: body.dayCount ?? current.dayCount ?? "365",
  };
  prepareTerms(terms); // refuses a schedule that starts after the judgment, and the like
  return terms;
}

/**
 * A later payment that the change would push above the payoff: say which one, when and what the
 * payoff was then, and that it is this change that makes it so (not the entry being edited).
 */
export function namingLaterPayment(error: unknown, editedId?: string): unknown {
  if (!(error instanceof PaymentExceedsPayoffError)) return error;
  if (editedId !== undefined && String(error.transactionId) === editedId) return error;
  return new HttpError(
    400,
    `This change would make the payment of ${formatUsd(error.payment)} on ${formatUsDate(error.date)} more than the payoff of ${formatUsd(error.payoff)} on that date.`,
    error.code,
  );
}

export function createDocketRepository(db: Db, now: () => Date) {
  // Every write runs whole again if PostgreSQL still aborts it as a deadlock or serialization
  // failure; the work inside is all database work, so a second run is safe.
  const inTransaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> =>
    retryOnConflict(() => db.transaction(work));
  return {
    async listCases(userId: string): Promise<CaseRow[]> {
      return db
        .select()
        .from(cases)
        .where(eq(cases.userId, userId))
        .orderBy(desc(cases.createdAt), desc(cases.id));
    },

    async findCase(userId: string, caseId: string): Promise<CaseRow> {
      if (!UUID.test(caseId)) throw caseNotFound();
      const [row] = await db
        .select()
        .from(cases)
        .where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
      if (!row) throw caseNotFound();
      return row;
    },

    async listTransactions(caseId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(eq(transactions.caseId, caseId))
        .orderBy(asc(transactions.date), asc(transactions.sequence));
    },

    async docketVersion(userId: string): Promise<number> {
      const [row] = await db
        .select({ version: docketVersions.version })
        .from(docketVersions)
        .where(eq(docketVersions.userId, userId));
      return row?.version ?? 0;
    },

    /**
     * Records a judgment with its opening payment and cost as ordinary transactions, in one
     * database transaction. The user's row is locked first, so simultaneous requests from one
     * free user are counted one after another and the limit holds.
     */
    async createCase(userId: string, values: NewCaseValues, timezone: string): Promise<CaseRow> {
      const opening = newCaseOpening({
        judgmentAmount: values.judgmentAmount,
        judgmentDate: values.judgmentDate,
        interestRate: values.interestRate,
        paymentAmount: values.paymentAmount ?? null,
        lastPaymentDate: values.lastPaymentDate ?? null,
        cost: values.cost ?? null,
        endDate: null,
        today: todayInTimeZone(timezone, now()),
        compounding: values.compounding,
        dayCount: values.dayCount,
        rateSchedule: values.rateSchedule ?? null,
      });
      const terms: CaseTerms = opening.terms;
      // Validate the whole opening ledger before touching the database.
      const openingLedger = computeLedger(terms, opening.transactions);
      const debtorFields = {
        debtorFirm: values.debtorFirm,
        debtorStreet: values.debtorStreet,
        debtorCity: values.debtorCity,
        debtorState: values.debtorState,
        debtorZip: values.debtorZip,
        debtorPhone: values.debtorPhone,
        debtorEmail: values.debtorEmail,
      };
      const at = now();
      return inTransaction(async (tx) => {
        const user = await lockDocket(tx, userId, "update");
        if (!user) throw new HttpError(401, "Authentication required", "unauthorized");
        if (subscriptionPlanOf(user, at) !== "pro") {
          const [active] = await tx
            .select({ n: count() })
            .from(cases)
            .where(and(eq(cases.userId, userId), eq(cases.isEnded, false)));
          if ((active?.n ?? 0) >= FREE_ACTIVE_CASE_LIMIT) {
            throw new HttpError(403, PLAN_LIMIT_MESSAGE, "plan_limit");
          }
        }
        const [inserted] = await tx
          .insert(cases)
          .values({
            userId,
            caseName: values.caseName,
            courtName: values.courtName,
            courtCaseNumber: values.courtCaseNumber,
            judgmentAmount: terms.judgmentAmount,
            judgmentDate: terms.judgmentDate,
            ...rateColumnsOf(terms),
            compounding: terms.compounding ?? "none",
            dayCount: terms.dayCount ?? "365",
            jurisdiction: values.jurisdiction?.toUpperCase() || null,
            ...debtorFields,
            debtorInfoText:
              values.debtorInfo && !buildDebtorInfo(debtorFields) ? values.debtorInfo : "",
            snapshot: snapshotFromLedger(openingLedger),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const row = inserted as CaseRow;
        for (const t of opening.transactions) {
          await tx.insert(transactions).values({
            caseId: row.id,
            type: t.type,
            amount: t.amount,
            date: t.date,
            description:
              t.type === "COST"
                ? "Costs awarded with the judgment"
                : "Payment before the case was added",
            ...NOT_YET_APPLIED,
            createdAt: at,
            updatedAt: at,
          });
        }
        return recompute(tx, row, at);
      });
    },

    /**
     * Corrects a case: names, debtor details and, beyond the spec, every term of the judgment. A
     * change of terms recomputes the whole ledger in the same database transaction, so a change
     * that a later payment cannot survive is refused and leaves everything as it was.
     */
    async editCase(
      userId: string,
      caseId: string,
      values: EditCaseValues,
      timezone: string,
    ): Promise<CaseRow> {
      const at = now();
      const today = todayInTimeZone(timezone, at);
      return inTransaction(async (tx) => {
        await lockDocket(tx, userId);
        const row = await lockCase(tx, userId, caseId);
        const terms = termsAfterEdit(row, values, today);
        const debtor: Record<string, string> = {};
        for (const key of DEBTOR_KEYS) {
          const value = values[key];
          if (typeof value === "string") debtor[key] = value;
        }
        const jurisdiction =
          values.jurisdiction === undefined
            ? row.jurisdiction
            : values.jurisdiction?.toUpperCase() || null;
        const [updated] = await tx
          .update(cases)
          .set({
            caseName: values.caseName,
            courtName: values.courtName,
            courtCaseNumber: values.courtCaseNumber,
            judgmentAmount: terms.judgmentAmount,
            judgmentDate: terms.judgmentDate,
            ...rateColumnsOf(terms),
            compounding: terms.compounding ?? "none",
            dayCount: terms.dayCount ?? "365",
            jurisdiction,
            ...debtor,
            version: sql`${cases.version} + 1`,
            updatedAt: at,
          })
          .where(eq(cases.id, row.id))
          .returning();
        try {
          return await recompute(tx, updated as CaseRow, at);
        } catch (error) {
          throw namingLaterPayment(error);
        }
      });
    },

    /** Deletes the case; its transactions go with it (foreign key cascade, same statement). */
    async deleteCase(userId: string, caseId: string): Promise<void> {
      await inTransaction(async (tx) => {
        await lockDocket(tx, userId);
        const row = await lockCase(tx, userId, caseId);
        await tx.delete(cases).where(eq(cases.id, row.id));
      });
    },

    async createTransaction(
      userId: string,
      caseId: string,
      change: TransactionChange,
    ): Promise<{ caseRow: CaseRow; transactionId: string }> {
      const at = now();
      return inTransaction(async (tx) => {
        await lockDocket(tx, userId);
        const row = await lockCase(tx, userId, caseId);
        if (row.isEnded) throw new HttpError(400, CASE_ENDED, "case_ended");
        const [inserted] = await tx
          .insert(transactions)
          .values({
            caseId: row.id,
            ...change,
            ...NOT_YET_APPLIED,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: transactions.id });
        const transactionId = (inserted as { id: string }).id;
        try {
          return { caseRow: await recompute(tx, row, at), transactionId };
        } catch (error) {
          throw namingLaterPayment(error, transactionId);
        }
      });
    },

    /** The transaction and its case, or 404 when either is not this user's. */
    async findTransaction(
      userId: string,
      transactionId: string,
    ): Promise<{ transaction: TransactionRow; caseRow: CaseRow }> {
      if (!UUID.test(transactionId)) throw transactionNotFound();
      const [found] = await db
        .select({ transaction: transactions, caseRow: cases })
        .from(transactions)
        .innerJoin(cases, eq(cases.id, transactions.caseId))
        .where(and(eq(transactions.id, transactionId), eq(cases.userId, userId)));
      if (!found) throw transactionNotFound();
      return found;
    },

    async updateTransaction(
      userId: string,
      transactionId: string,
      caseId: string,
      change: TransactionChange,
    ): Promise<CaseRow> {
      const at = now();
      // Read outside the write: PGlite has one connection, so a query on `db` inside a
      // transaction would wait for that transaction forever.
      const { caseRow } = await this.findTransaction(userId, transactionId);
      // A transaction stays with its case: moving it would silently rewrite two ledgers.
      if (caseId !== caseRow.id) {
        throw new HttpError(
          400,
          "A transaction cannot be moved to another case.",
          "case_mismatch",
          {
            case_id: ["A transaction cannot be moved to another case."],
          },
        );
      }
      return inTransaction(async (tx) => {
        await lockDocket(tx, userId);
        const row = await lockCase(tx, userId, caseRow.id);
        await stillThere(tx, row.id, transactionId);
        await tx
          .update(transactions)
          .set({ ...change, updatedAt: at })
          .where(eq(transactions.id, transactionId));
        try {
          return await recompute(tx, row, at);
        } catch (error) {
          throw namingLaterPayment(error, transactionId);
        }
      });
    },

    async deleteTransaction(userId: string, transactionId: string): Promise<CaseRow> {
      const at = now();
      const { caseRow } = await this.findTransaction(userId, transactionId);
      return inTransaction(async (tx) => {
        await lockDocket(tx, userId);
        const row = await lockCase(tx, userId, caseRow.id);
        await stillThere(tx, row.id, transactionId);
        await tx.delete(transactions).where(eq(transactions.id, transactionId));
        try {
          return await recompute(tx, row, at);
        } catch (error) {
          throw namingLaterPayment(error);
        }
      });
    },
  };
}

export type DocketRepository = ReturnType<typeof createDocketRepository>;

declare module "fastify" {
  interface FastifyInstance {
    docket: DocketRepository;
  }
}

export const docketRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("docket", createDocketRepository(app.db, app.now));
  },
  { name: "docket-repository" },
);
