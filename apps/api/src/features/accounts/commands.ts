import {
  canonicalTimeZone,
  ACCOUNT_MSG as MSG,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@owed/domain";
import { z } from "zod";
import { type CliCommand, UsageError } from "../../cli-command.ts";
import { formatTable } from "../../cli-table.ts";
import { subscriptionPlanOf } from "../plans/plan.ts";
import { hashPassword } from "./passwords.ts";
import { personalWorkspacePlans } from "./personal-plans-store.ts";
import { createUsersRepository, DuplicateAccountError } from "./users-repository.ts";

/** Administrator commands for accounts (see cli.ts). */

const createArgs = z.object({
  email: z
    .string({ error: "--email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MSG.invalidEmail })),
  password: z
    .string({ error: "--password is required" })
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong),
  username: z.string().trim().min(1).max(150).optional(),
  "full-name": z.string().trim().max(150).optional(),
  timezone: z
    .string()
    .optional()
    .refine((v) => v === undefined || canonicalTimeZone(v) !== undefined, MSG.invalidTimezone),
  verified: z.boolean().optional(),
});

export const accountCommands: Record<string, CliCommand> = {
  "user:create": {
    summary: "Create an account (already verified with --verified).",
    usage:
      "--email <address> --password <password> [--username <name>] [--full-name <name>] [--timezone <IANA name>] [--verified]",
    options: {
      email: { type: "string" },
      password: { type: "string" },
      username: { type: "string" },
      "full-name": { type: "string" },
      timezone: { type: "string" },
      verified: { type: "boolean" },
    },
    async run(ctx, values) {
      const parsed = createArgs.safeParse(values);
      if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? "Invalid input");
      const args = parsed.data;
      const users = createUsersRepository(ctx.db);
      const now = ctx.now();
      const username = args.username ?? args.email.split("@")[0] ?? args.email;
      try {
        const user = await ctx.db.transaction(async (tx) => {
          const created = await users.create(
            {
              email: args.email,
              username,
              passwordHash: await hashPassword(args.password, ctx.config.passwordHashing),
              timezone: args.timezone ? canonicalTimeZone(args.timezone) : undefined,
              emailVerifiedAt: args.verified ? now : null,
            },
            now,
            tx,
          );
          return args["full-name"]
            ? users.updateProfile(created.id, { fullName: args["full-name"] }, now, tx)
            : created;
        });
        ctx.out(
          `Created user ${user.email} (username ${user.username}, id ${user.id}), ${
            user.emailVerifiedAt
              ? "verified"
              : "not verified: log in to get a code, or use --verified"
          }.`,
        );
      } catch (error) {
        if (error instanceof DuplicateAccountError) {
          throw new Error(
            error.field === "email"
              ? `an account with the email ${args.email} already exists`
              : `the username ${username} is taken; choose another with --username`,
          );
        }
        throw error;
      }
    },
  },

  "user:list": {
    summary: "List every account, oldest first (--json for one JSON object a line).",
    usage: "[--json]",
    options: { json: { type: "boolean" } },
    async run(ctx, values) {
      const now = ctx.now();
      // An account's own plan is its personal workspace's (same id; docs/workspaces.md).
      const plans = new Map((await personalWorkspacePlans(ctx.db)).map((w) => [w.id, w]));
      const rows = (await createUsersRepository(ctx.db).list()).map((u) => {
        const plan = plans.get(u.id) ?? { trialEndsAt: u.createdAt, paidUntil: null };
        return {
          id: u.id,
          email: u.email,
          username: u.username,
          verified: u.emailVerifiedAt !== null,
          plan: subscriptionPlanOf(plan, now),
          trial_ends_at: plan.trialEndsAt.toISOString(),
          paid_until: plan.paidUntil?.toISOString() ?? null,
          created_at: u.createdAt.toISOString(),
        };
      });
      if (values.json) {
        for (const row of rows) ctx.out(JSON.stringify(row));
        return;
      }
      if (rows.length === 0) {
        ctx.out("No users yet.");
        return;
      }
      const table = [
        ["EMAIL", "USERNAME", "VERIFIED", "PLAN", "CREATED", "ID"],
        ...rows.map((r) => [
          r.email,
          r.username,
          r.verified ? "yes" : "no",
          r.plan,
          r.created_at.slice(0, 10),
          r.id,
        ]),
      ];
      for (const line of formatTable(table)) ctx.out(line);
      ctx.out(`${rows.length} user${rows.length === 1 ? "" : "s"}.`);
    },
  },
};
