import type { FastifyInstance } from "fastify";

/** A court-facts party with every address field blank unless `change` sets it. */
export const testParty = (name: string, change: Record<string, string> = {}) => ({
  name,
  entityType: "",
  street: "",
  city: "",
  state: "",
  zip: "",
  ...change,
});

/** An add-docket payload as the dashboard sends it, with the balance fields the server ignores. */
export const newCase = (change: Record<string, unknown> = {}) => ({
  caseName: "Acme Supply v. Roe",
  courtName: "Superior Court of California, County of Alameda",
  courtCaseNumber: "RG24-001234",
  judgmentAmount: 10000,
  judgmentDate: "2024-01-15",
  interestRate: 10,
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "",
  ...change,
});

/** An answer as the docket tests read it: status and the parsed envelope. */
export interface DocketAnswer {
  status: number;
  body: {
    status_code: number;
    message: string;
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as each test asserts them
    data: any;
    code?: string;
    errors?: Record<string, string[]>;
  };
}

/** Calls a docket route (`url` after /docket/api) as `user`. */
export async function docketCall(
  app: FastifyInstance,
  user: { headers: Record<string, string> },
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
): Promise<DocketAnswer> {
  const res = await app.inject({
    method,
    url: `/docket/api${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
