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
