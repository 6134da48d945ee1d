import { type PublishedExample, publishedExamples } from "./published-examples.ts";
import type { CreditingOrder, DayCount } from "./terms.ts";

/**
 * Published worked examples that the engine's method options (docs/interest-method.md) must
 * reproduce TO THE CENT under the source's own convention: per-diem rounding, year basis, interest
 * start date and renewal. Where published-examples.ts shows how OUR default method differs from a
 * source, this file sets the options the source uses and expects the source's own figures.
 *
 * Conventions:
 * - `inputs` are the case terms and transactions that express the source's convention with the
 *   engine's options; `covers` names the options the example needs (without any one of them at
 *   least one figure comes out different, which the test checks).
 * - `published` holds the source's figures as printed (currency signs and thousands separators
 *   dropped); `quote` is verbatim (whitespace collapsed, [...] marks omitted text, || joins two
 *   passages of the same source); `note` says what is ours (dates, amounts the source leaves out)
 *   and checks the arithmetic by hand.
 * - The engine keeps Money to $0.0001. A source that rounds its per diem to cents prints figures
 *   that are exact cents, and ours must equal them exactly; a source that multiplies without
 *   rounding prints its result rounded to cents, and ours, rounded half-up to cents, must equal it.
 *   The test says which, figure by figure.
 * Options for which no published worked example was found are listed in `uncoveredMethodOptions`
 * with what was searched; none is invented.
 */

/** A publication already recorded in published-examples.ts, quoted once. */
function sourceOf(id: string): PublishedExample["source"] {
  const found = publishedExamples.find((example) => example.id === id);
  if (!found) throw new Error(`no published example ${id}`);
  return found.source;
}

/** One engine option, as the examples name it. */
export type MethodOption =
  | "perDiemRounding:half-up-cents"
  | "perDiemRounding:exact"
  | "dayCount:360"
  | "dayCount:actual"
  | "dayCount:30-360"
  | "dayCount:months"
  | "dayCount:bank-year"
  | "creditingOrder:costs-interest-principal"
  | "creditingOrder:merchants-rule"
  | "costTreatment:separate-bearing"
  | "costTreatment:separate-non-bearing"
  | "interestFrom"
  | "nonInterestBearing"
  | "renewal";

export const METHOD_OPTIONS: readonly MethodOption[] = [
  "perDiemRounding:half-up-cents",
  "perDiemRounding:exact",
  "dayCount:360",
  "dayCount:actual",
  "dayCount:30-360",
  "dayCount:months",
  "dayCount:bank-year",
  "creditingOrder:costs-interest-principal",
  "creditingOrder:merchants-rule",
  "costTreatment:separate-bearing",
  "costTreatment:separate-non-bearing",
  "interestFrom",
  "nonInterestBearing",
  "renewal",
];

export interface PublishedMethodExample {
  id: string;
  source: { publisher: string; title: string; url: string; quote: string };
  covers: readonly MethodOption[];
  inputs: {
    judgmentAmount: string;
    judgmentDate: string;
    ratePercent: string;
    dayCount: DayCount;
    compounding: "none" | "annual";
    perDiemRounding: "floor-4" | "half-up-cents" | "exact";
    costTreatment?: "principal" | "separate-bearing" | "separate-non-bearing";
    creditingOrder?: CreditingOrder;
    /** Interest start before the judgment date; absent = the judgment date. */
    interestFrom?: string;
    /** Part of the judgment amount bearing no interest (whole cents). */
    nonInterestBearing?: string;
    transactions: { type: "PAYMENT" | "COST" | "RENEWAL"; date: string; amount: string }[];
    asOf: string;
  };
  published: Record<string, string>;
  note: string;
}

export const publishedMethodExamples: readonly PublishedMethodExample[] = [
  {
    id: "ca-courts-renewal-accrued-interest-to-principal",
    source: {
      publisher: "Judicial Council of California, California Courts Online Self-Help Center",
      title: "Renew the Judgment",
      url: "http://courts.ca.gov/8213.htm",
      quote:
        "When the judgment is renewed, the interest that has accrued will be added to the principal amount owing. From that point on you are entitled to interest on the accrued interest. For example, let’s say you have a judgment for $20,000 and after nearly 10 years the debtor has not paid you anything. The judgment accrues daily interest of $5.48 ($20,000 x 10% = $2,000; $2,000 ÷ 365 days gives you the daily interest). You seek to renew the judgment after about 9 years and 10 months, or exactly 3,605 days. The accrued interest is $19,755.40 (3,605 days x $5.48). Once that interest is added to the original judgment, a renewed judgment of $39,755.40 can be entered. The new daily interest will accrue at a rate of $10.89/day ($39,755.40 x 10% = $3,975.54 ÷ 365 days).",
    },
    covers: ["renewal", "perDiemRounding:half-up-cents"],
    inputs: {
      judgmentAmount: "20000.00",
      judgmentDate: "2014-01-02",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      perDiemRounding: "half-up-cents",
      transactions: [{ type: "RENEWAL", date: "2023-11-16", amount: "0.00" }],
      asOf: "2023-11-16",
    },
    published: {
      perDiem: "5.48",
      days: "3605",
      interest: "19755.40",
      renewedJudgment: "39755.40",
      annualInterestAfter: "3975.54",
      perDiemAfter: "10.89",
    },
    note: "California renewal (Code Civ. Proc. § 683.150) as the court's self-help page computes it: per diem rounded half up to cents (20,000 × 10% / 365 = 5.479452 → 5.48), × 3,605 days = 19,755.40, added to principal on renewal: 39,755.40; new per diem 39,755.40 × 10% / 365 = 10.891890 → 10.89. The page gives only a day count: the dates (judgment 2014-01-02, renewal 2023-11-16, 3,605 days later, 'about 9 years and 10 months') are ours. Its renewal adds no fee (the RENEWAL amount is 0); a real application (form EJ-190) may add the filing fee as a cost. With our default floor-4 per diem (5.4794) the interest would be 19,753.2370, $2.16 less.",
  },
  {
    id: "ca-courts-small-claims-us-rule-half-up",
    // The same publication as published-examples.ts (ca-courts-small-claims-us-rule), under its own convention.
    source: sourceOf("ca-courts-small-claims-us-rule"),
    covers: ["perDiemRounding:half-up-cents"],
    inputs: {
      judgmentAmount: "5000.00",
      judgmentDate: "2022-01-03",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      perDiemRounding: "half-up-cents",
      transactions: [
        { type: "PAYMENT", date: "2022-05-28", amount: "400.00" },
        { type: "PAYMENT", date: "2022-12-29", amount: "1700.00" },
      ],
      asOf: "2022-12-29",
    },
    published: {
      perDiem1: "1.37",
      interest1: "198.65",
      toPrincipal1: "201.35",
      principal1: "4798.65",
      perDiem2: "1.31",
      interest2: "281.65",
      toPrincipal2: "1418.35",
      principal2: "3380.30",
      perDiem3: "0.93",
    },
    note: "Same example as published-examples.ts (ca-courts-small-claims-us-rule), now under the source's convention. Hand check: 5,000 × 10% / 365 = 1.369863 → 1.37; × 145 = 198.65; 400 − 198.65 = 201.35 to principal → 4,798.65. 4,798.65 × 10% / 365 = 1.314699 → 1.31; × 215 = 281.65; 1,700 − 281.65 = 1,418.35 → 3,380.30. 3,380.30 × 10% / 365 = 0.926110 → 0.93. Every figure reproduces. Dates are ours (the source gives day counts): judgment 2022-01-03, day 145 = 2022-05-28, 215 days later = 2022-12-29.",
  },
  {
    id: "contra-costa-courthelp-per-diem-half-up",
    // The same publication as published-examples.ts (contra-costa-courthelp-per-diem), under its own convention.
    source: sourceOf("contra-costa-courthelp-per-diem"),
    covers: ["perDiemRounding:half-up-cents"],
    inputs: {
      judgmentAmount: "5000.00",
      judgmentDate: "2023-03-01",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      perDiemRounding: "half-up-cents",
      transactions: [],
      asOf: "2023-05-12",
    },
    published: { perDiem: "1.37", days: "72", interest: "98.64", payoff: "5098.64" },
    note: "Hand check: 500 / 365 = 1.369863 → 1.37; 1.37 × 72 = 98.64; payoff 5,000 + 98.64 = 5,098.64 (the page says the debtor owes 98.64 in interest on the principal of 5,000.00; the sum is ours). Dates 2023-03-01 → 2023-05-12 (72 days) are ours.",
  },
  {
    id: "iowa-courts-interest-from-filing-exact",
    source: {
      publisher: "Iowa Judicial Branch",
      title: "Interest Calculation (FAQ): How is the amount of interest calculated on a judgment?",
      url: "https://www.iowacourts.gov/faq/interest-calculation/",
      quote:
        "Example: Judgment of $2000; interest rate of 6% per year; 280 days since the date the small claims petition was filed. 1. $2000 x .06 = $120 annual interest 2. $120/365 = $.329 per day 3. $.329 x 280 days = $92.05 interest owed",
    },
    covers: ["perDiemRounding:exact", "interestFrom"],
    inputs: {
      judgmentAmount: "2000.00",
      judgmentDate: "2023-04-03",
      ratePercent: "6",
      dayCount: "365",
      compounding: "none",
      perDiemRounding: "exact",
      interestFrom: "2023-01-10",
      transactions: [],
      asOf: "2023-10-17",
    },
    published: { annualInterest: "120", perDiem: ".329", days: "280", interest: "92.05" },
    note: "Interest runs from the filing of the petition, not the judgment (the page counts 'days since the date the small claims petition was filed'; Iowa Code § 668.13(1): 'Interest, except interest awarded for future damages, shall accrue from the date of the commencement of the action', text via http://www.laws9.com/statutes/iowa/title-15/subtitle-5/chapter-668/668-13; § 535.3(1)(a) applies § 668.13 to all judgments, and Oskaloosa Food Products Corp. v. Aetna, 337 N.W.2d 521 (Iowa 1983) held § 535.3 interest runs from the filing of the petition). Its 92.05 is the unrounded 120 / 365 × 280 = 92.054795 rounded to cents (.329 × 280 would be 92.12), i.e. no per-diem rounding: exact gives 92.0547 → 92.05; floor-4 (0.3287 × 280 = 92.0360) would print 92.04. The printed per diem .329 is 0.328767 shown to 3 decimals and is not compared. Dates are ours: petition filed 2023-01-10, as of 2023-10-17 (280 days), judgment 2023-04-03 in between.",
  },
  {
    id: "netcalculator-517-days-exact",
    source: {
      publisher: "NetCalculator.net",
      title: "Post-Judgment Interest Calculator",
      url: "https://www.netcalculator.net/2023/06/post-judgment-interest-calculator.html",
      quote:
        "Example Calculation Judgment Amount: $10,000 Annual Interest Rate: 7% (state-mandated) Judgment Date: January 1, 2023 Payment Date: June 1, 2024 Days Outstanding: 517 [...] Total Owed = $10,000 + $991.51 = $10,991.51",
    },
    covers: ["perDiemRounding:exact"],
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2023-01-01",
      ratePercent: "7",
      dayCount: "365",
      compounding: "none",
      perDiemRounding: "exact",
      transactions: [],
      asOf: "2024-06-01",
    },
    published: { days: "517", interest: "991.51", total: "10991.51" },
    note: "All dates are the source's. Hand check: 10,000 × 7% × 517 / 365 = 991.506849 → 991.51; total 10,991.51. With the floor-4 per diem (1.9178 × 517 = 991.5026) the interest prints 991.50, a cent short. Not a court page; kept because it prints a full date-to-date case.",
  },
  {
    id: "madill-law-ny-judgment-lien-exact",
    source: {
      publisher: "madilllaw.com (Syracuse, New York bankruptcy attorney)",
      title: "Judgment interest",
      url: "http://www.madilllaw.com/Judgment_interest.html",
      quote:
        "Suppose you have a judgment lien against you for $2,000 and another one for $20,000 that were both entered on September 28, 2008. [...] $2,000 x 9% = $180.00 interest due per year $20,000 x 9% = $1,800 interest due per year [...] a $2,000 judgment collects daily interest in the amount of $0.493151 cents per day a $20,000 judgment collects daily interest in the amount of $4.931507 per day [...] If you filed bankruptcy on September 23, 2011 the value of the judgment lien on that date would be Judgment filed on 9/28/2008 Bankruptcy filed on 9/23/2011 original judgment amount new judgment amount $2,000.00 $2,537.53 $20,000.00 $25,375.34",
    },
    covers: ["perDiemRounding:exact"],
    inputs: {
      judgmentAmount: "2000.00",
      judgmentDate: "2008-09-28",
      ratePercent: "9",
      dayCount: "365",
      compounding: "none",
      perDiemRounding: "exact",
      transactions: [],
      asOf: "2011-09-23",
    },
    published: { annualInterest: "180.00", perDiem: "0.493151", newJudgmentAmount: "2537.53" },
    note: "All dates and amounts are the source's (New York's 9% simple rate, CPLR 5004 as then in force). Hand check: 2008-09-28 → 2011-09-23 is 1,090 days; 2,000 × 9% × 1,090 / 365 = 537.534247 → 2,537.53. The per diem is carried unrounded (0.493151 is shown to 6 decimals and is not compared): with the floor-4 per diem 0.4931 × 1,090 = 537.4790 the payoff would print 2,537.48. The page's $20,000 judgment, 20,000 × 9% × 1,090 / 365 = 5,375.342466 → 25,375.34, is the same arithmetic (there floor-4 happens to give the same cents: 4.9315 × 1,090 = 5,375.3350) and is not a separate entry.",
  },
  {
    id: "amoco-cadiz-pil-360-day-year",
    source: {
      publisher:
        "U.S. District Court, N.D. Illinois, In re Oil Spill by the Amoco Cadiz, 789 F. Supp. 268 (N.D. Ill. Apr. 14, 1992), text via findacase.com",
      title: 'In re Oil Spill by the "Amoco Cadiz" Off the Coast of France on March 16, 1978',
      url: "http://il.findacase.com/research/wfrmDocViewer.aspx/xq/fac.19920414_0000104.NIL.htm/qx",
      quote:
        'As part of that final judgment, the court held that the parties should calculate interest on the basis of a 360 day "bank year." [...] "P.I.L. is entitled to simple prejudgment interest at the rate of 12.31% per annum from March 16, 1978." [...] The parties agreed that the 360 day year applied and that the amount of principal at issue is $ 21,748,577. *fn2" P.I.L. calculated interest as follows: "the sum of $ 21,748,577.44 . . . with interest thereon at the rate of 12.31% . . . per annum simple interest from March 16, 1990 as provided by law in the amount of U.S. $ 33,569,738.13 . . . ."',
    },
    covers: ["dayCount:360", "perDiemRounding:exact", "interestFrom"],
    inputs: {
      judgmentAmount: "21748577.00",
      judgmentDate: "1990-07-24",
      ratePercent: "12.31",
      dayCount: "360",
      compounding: "none",
      perDiemRounding: "exact",
      interestFrom: "1978-03-15",
      transactions: [],
      asOf: "1990-07-24",
    },
    published: { principal: "21748577", ratePercent: "12.31", interest: "33569738.13" },
    note: "P.I.L.'s figure is actual days over a 360-day year (the Seventh Circuit's later order, 4 F.3d 997 (7th Cir. 1993), http://t.openjurist.org/4/f3d/997/htm, describes it: 'PIL maintains that the correct factor is 365/360 (366/360 in a leap year)'), with no per-diem rounding: 21,748,577 × 12.31% / 360 = 7,436.805080 a day × 4,514 days = 33,569,738.129866 → 33,569,738.13 exactly. Assumptions: (1) the principal is the agreed 21,748,577 (with the quoted .44 cents the product is 33,569,738.81); (2) the quoted 'March 16, 1990' is read as 1978, the date the court of appeals set; (3) 4,514 days = March 16, 1978 through the judgment of July 24, 1990 counting both ends, so interestFrom is 1978-03-15 (the engine accrues from the day after interestFrom) and the as-of date is the judgment date. With floor-4 (7,436.8050 × 4,514 = 33,569,737.77) it is 36 cents short; with a 365-day year it is 33,109,878.70. The court rejected this figure and awarded $33,093,782.62 on a '360/360' count (each year 360 days): that figure is reproduced by the bank-year day count (amoco-cadiz-bank-year below).",
  },
  {
    id: "florida-cfo-2016-leap-year-actual",
    source: {
      publisher:
        "Florida Department of Financial Services, Division of Accounting and Auditing (memorandum of Dec. 1, 2015, reproduced by Marcadis Law)",
      title: "Judgment Interest Rate for the Quarter Beginning January 1, 2016",
      url: "https://marcadislaw.com/florida-judgment-interest-rates/",
      quote:
        "The interest rate established for the quarter beginning January 1, 2016 has been set at 4.75 percent per annum or .0129781 percent per day (.000129781 expressed as a decimal), pursuant to section 55.03(1), F.S. The daily rate considers that 2016 is a leap year, and is calculated by dividing the annual rate by 366 days.",
    },
    covers: ["dayCount:actual"],
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2016-01-04",
      ratePercent: "4.75",
      dayCount: "actual",
      compounding: "none",
      perDiemRounding: "exact",
      transactions: [],
      asOf: "2016-04-13",
    },
    published: {
      ratePercent: "4.75",
      dailyRatePercent: ".0129781",
      dailyRateDecimal: ".000129781",
    },
    note: "The source publishes a daily rate, not an amount: the $10,000.00 judgment and the 100 days 2016-01-04 → 2016-04-13 are ours, and the figure compared is the source's daily decimal applied to them, 10,000 × .000129781 × 100 = 129.781 → 129.78. Ours: 10,000 × 4.75% × 100 / 366 = 129.781421 → 129.78 (the source's 9-decimal rate is 4.75 / 366 / 100 = .000129781421 cut short). On a 365-day basis it would be 130.14. The CFO's rate applies on every day of 2016 (actual 366-day year); exact per diem as the State computes with a daily decimal (floor-4 gives the same cents here).",
  },
  {
    id: "arithmetic-1894-merchants-rule-30-360",
    source: {
      publisher:
        'School arithmetic of the 1890s, chapter "Partial Payments", p. 202 (Harvard College Library copy, scanned by Google Books, id 7-HvY1LUCcoC; the page read does not show the title)',
      title: "Partial Payments: The Merchants' Rule",
      url: "https://books.google.com/books?id=7-HvY1LUCcoC&pg=PA202",
      quote:
        "The Merchants' Rule. When partial payments are made on an interest-bearing note, and settlement is made in a year or less, business men usually employ what is known as THE MERCHANTS' RULE. Find the amount of the face of the note from its date to the day of settlement; also, the amount of each payment from its date to the day of settlement. Subtract the sum of the amounts of the payments from the amount of the face of the note. [...] 1. What amount is due Nov. 27, 1894, on a note for $800, dated Jan. 15, 1894, with interest at 6%, on which are the following indorsements: May 3, 1894, $300; July 9, 1894, $400? [...] The amount of $800 from Jan. 15th to Nov. 27th, or 10 mo. 12 da., is $841.60. The amount of $300 from May 3d to Nov. 27th, or 6 mo. 24 da., is $310.20. The amount of $400 from July 9th to Nov. 27th, or 4 mo. 18 da., is $409.20. The sum of the amounts of the payments is $719.40, which subtracted from the amount of the face of the note leaves $122.20.",
    },
    covers: ["creditingOrder:merchants-rule", "dayCount:30-360", "perDiemRounding:exact"],
    inputs: {
      judgmentAmount: "800.00",
      judgmentDate: "1894-01-15",
      ratePercent: "6",
      dayCount: "30-360",
      compounding: "none",
      perDiemRounding: "exact",
      creditingOrder: "merchants-rule",
      transactions: [
        { type: "PAYMENT", date: "1894-05-03", amount: "300.00" },
        { type: "PAYMENT", date: "1894-07-09", amount: "400.00" },
      ],
      asOf: "1894-11-27",
    },
    published: {
      amountOfFace: "841.60",
      amountOfPayment1: "310.20",
      amountOfPayment2: "409.20",
      due: "122.20",
    },
    note: "A note, not a judgment: the note's date stands for the judgment date. Time by compound subtraction is 30-day months: Jan. 15 → Nov. 27 is 10 mo. 12 da. = 312 days of a 360-day year. Hand check: 800 × 6% × 312/360 = 41.60 → 841.60; 300 × 6% × 204/360 = 10.20 → 310.20; 400 × 6% × 138/360 = 9.20 → 409.20; 841.60 − 719.40 = 122.20. Owed credits each payment to principal first, which with simple interest is the same arithmetic: 800 × 6% × 108/360 = 14.40 to May 3, 500 × 6% × 66/360 = 5.50 to July 9, 100 × 6% × 138/360 = 2.30 to Nov. 27; 100 + 22.20 = 122.20. The amounts of the face and of each payment are checked as cases of their own (no payments) run to the settlement date. Under the United States Rule (interest first) the balance would be 122.82; with calendar days over 365, 122.03.",
  },
  {
    id: "arithmetic-1889-us-rule-30-360",
    source: {
      publisher:
        'Commercial arithmetic of the 1890s, chapter XIII "Partial Payments", § 1008 (Harvard College Library copy, scanned by Google Books, id 4KcXAAAAIAAJ; the page read does not show the title)',
      title: "Partial Payments: U.S. Rule",
      url: "https://books.google.com/books?id=4KcXAAAAIAAJ&pg=PA458",
      quote:
        "1008. U.S. Rule. [...] DULUTH, MINN., Jan. 5, 1889. On demand, I promise to pay to the order of Owen McGee Three Hundred Dollars, value received, with interest at 7 per cent. [...] Endorsements: May 20, 1889, $100; Oct. 30, 1889, $100; March 6, 1890, $50. How much was due Jan. 5, 1891? Find amount of $300 Jan. 5, 1889, to first payment May 20, 1889, 4 mo. 15 da. (by compound subtraction). Deduct first payment, Balance May 20, 1889, $307.88 100.00 $207.88 [...] Balance Oct. 30, 1889, Interest on $114.35 Oct. 30 to March 6, 4 mo. 6 da., Less third payment, Balance March 6, 1890, Interest on $67.15 March 6 to Jan. 5, 9 mo. 29 da., Due Jan. 5, 1891, $114.35 2.80 $117.15 50.00 $67.15 3.90 $71.05",
    },
    covers: ["dayCount:30-360", "perDiemRounding:exact"],
    inputs: {
      judgmentAmount: "300.00",
      judgmentDate: "1889-01-05",
      ratePercent: "7",
      dayCount: "30-360",
      compounding: "none",
      perDiemRounding: "exact",
      transactions: [
        { type: "PAYMENT", date: "1889-05-20", amount: "100.00" },
        { type: "PAYMENT", date: "1889-10-30", amount: "100.00" },
        { type: "PAYMENT", date: "1890-03-06", amount: "50.00" },
      ],
      asOf: "1891-01-05",
    },
    published: { amount1: "307.88", balance1: "207.88", due: "71.05" },
    note: "A note, not a judgment: the note's date stands for the judgment date. Time by compound subtraction, 30-day months: 4 mo. 15 da. = 135 days, then 5 mo. 10 da. = 160, 4 mo. 6 da. = 126, 9 mo. 29 da. = 299. The book rounds each stretch's interest to the cent and carries the rounded balance: 300 × 7% × 135/360 = 7.875 → 7.88; 207.88 × 7% × 160/360 = 6.47 → 114.35; 114.35 × 7% × 126/360 = 2.80 → 67.15; 67.15 × 7% × 299/360 = 3.90 → 71.05. Owed carries the exact interest (207.875, 114.3422, 67.1436, then 3.9036) and prints 207.88 and 71.05, as the book does; the balance after the second payment prints 114.34 where the book carries 114.35 (the half cent of the first stretch), so that figure is not compared. With a daily per diem floored to $0.0001, or over 365 calendar days, the figures differ.",
  },
  {
    id: "rhol-whole-months",
    // The same publication as published-examples.ts (rhol-monthly-method), under its own convention.
    source: sourceOf("rhol-monthly-method"),
    covers: ["dayCount:months"],
    inputs: {
      judgmentAmount: "2500.00",
      judgmentDate: "1998-02-15",
      ratePercent: "9",
      dayCount: "months",
      compounding: "none",
      perDiemRounding: "floor-4",
      transactions: [],
      asOf: "2000-07-15",
    },
    published: { monthlyInterest: "18.75", interest: "543.75" },
    note: "2,500 × 9% = 225.00 a year, ÷ 12 = 18.75 a month, × 29 whole months (2/15/98 → 7/15/00) = 543.75. The source's return date is 7/18/00 and it drops the 3 days after the 29th month; Owed counts them over a 365-day year (2,500 × 9% × 3/365 = 1.8493, so 545.5993 on 7/18/00). The figure compared is therefore as of 7/15/00, the end of the 29th whole month; the monthly figure is the interest one month after the judgment (3/15/98). With calendar days (our default) 7/15/00 would be 881 days × 0.6164 = 543.0484.",
  },
  {
    id: "amoco-cadiz-bank-year",
    source: {
      publisher:
        "U.S. District Court, N.D. Illinois, In re Oil Spill by the Amoco Cadiz, 794 F. Supp. 261 (N.D. Ill. June 15, 1992), as summarised by the Environmental Law Reporter (23 ELR 20209); the method as described by the Seventh Circuit, 4 F.3d 997 (7th Cir. 1993)",
      title: 'In re Oil Spill by the "Amoco Cadiz" Off the Coast of France on March 16, 1978',
      url: "https://elr.info/sites/default/files/litigation/23.20209.htm",
      quote:
        "The court holds that the 360-day bank year applies in calculating an award to an insurance company of $ 33,093,782.62 in prejudgment interest [...] The court finds that the 12.31 percent real rate of return set by the circuit court can be accomplished only by using a 360-day year and assuming that no days existed after December 26. || PIL maintains that the correct factor is 365/360 (366/360 in a leap year), the actual number of days in the year divided by the number of days in a bank year. Amoco agrees that the denominator should be 360, but argues that the proper factor for calculating annual interest is 360/360. (4 F.3d 997, http://t.openjurist.org/4/f3d/997/htm)",
    },
    covers: ["dayCount:bank-year", "perDiemRounding:half-up-cents", "interestFrom"],
    inputs: {
      judgmentAmount: "21748577.00",
      judgmentDate: "1990-07-24",
      ratePercent: "12.31",
      dayCount: "bank-year",
      compounding: "none",
      perDiemRounding: "half-up-cents",
      interestFrom: "1978-03-16",
      transactions: [],
      asOf: "1990-07-24",
    },
    published: { interest: "33093782.62" },
    note: "Principal 21,748,577 and 12.31% simple from March 16, 1978 (the spill) to the judgment of July 24, 1990, as in the order of April 14, 1992 (amoco-cadiz-pil-360-day-year). A full year's interest is 21,748,577 × 12.31% = 2,677,249.8287 → 2,677,249.83; 12 whole years (to March 16, 1990) = 32,126,997.96; the 130 odd days (March 16 → July 24, 1990) over a 360-day year, 2,677,249.8287 × 130/360 = 966,784.6604 → 966,784.66; total 33,093,782.62, the court's figure. The order's own arithmetic is not in the text read (only the summary and the appeal's description); that the year's interest was rounded to the cent is our reading: without it (exact) the total is 33,093,782.60, two cents short. Every full year counts 360 days, which is the appeal's '360/360' and the order's 'no days existed after December 26'. Interest start March 16 (the engine accrues from the day after it) gives exactly 12 years and 130 days.",
  },
];

/**
 * Options with no published worked example found (searched: court self-help pages, federal clerk
 * manuals, statutes and opinions in the pages corpus, 2026-11-24). The engine's property tests
 * against the independent reference still cover them.
 */
export const uncoveredMethodOptions: readonly { option: MethodOption; searched: string }[] = [
  {
    option: "creditingOrder:costs-interest-principal",
    searched:
      "Statutes state the order without a worked example: N.D. Cent. Code § 28-20-36 ('A partial payment made on a judgment must be applied first to postjudgment costs. If the payment exceeds the costs, the excess amount must be applied toward satisfying the interest due.'; text via https://self-law.org/code/nd/title-28/chapter-28-20-judgments/28-20-36) and Cal. Code Civ. Proc. § 695.220 (levying officer's costs and court fees, then accrued interest, then principal; https://lexace.ai/us/statute/california/ccp-695.220). No page or opinion printing a payment split costs-first with figures was found.",
  },
  {
    option: "costTreatment:separate-bearing",
    searched:
      "California self-help pages say costs added after judgment bear interest as part of the judgment (saclaw.org Memorandum of Costs guide), which is the default `principal` treatment; no worked example keeping costs as their own interest-bearing balance was found.",
  },
  {
    option: "costTreatment:separate-non-bearing",
    searched:
      "Pennsylvania's rule that costs bear no interest (Baum v. Reed, 74 Pa. 320 (1874); Galbraith v. Walker) is stated without a computation whose figures can be reproduced; a forum post (freeadvice.com, Missouri) adds fees without interest but ignores its own payments, so it is not used.",
  },
  {
    option: "nonInterestBearing",
    searched:
      "Statutes exclude parts of an award from interest for a time (Iowa Code § 668.13(1), (4): interest on future damages runs only from the judgment, not from filing) but no page or opinion printing a judgment split into interest-bearing and non-bearing parts with resulting figures was found.",
  },
];
