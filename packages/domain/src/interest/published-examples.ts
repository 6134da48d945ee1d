/**
 * Worked examples of judgment-interest arithmetic published by others (court self-help pages,
 * a federal bankruptcy court manual, state agency notices, law-firm and attorney pages, an
 * appellate opinion, calculator sites), with what OUR method (docs/interest-method.md)
 * must print for the same inputs. Plain data, for tests and for explaining differences to users.
 *
 * Conventions of the `ours` figures (computed with exact integer arithmetic):
 * - perDiem = floor to 4 decimals of (principal × rate / 100 / 365, or 366 for a day in a leap
 *   year under dayCount "actual"), for the principal and rate in effect on `asOf`.
 * - interest = unpaid accrued interest as of `asOf` (the engine's accruedInterest); principal and
 *   payoff (= principal + interest) as of `asOf`; days = calendar days judgmentDate → asOf.
 * - A day's interest uses the rate and year length of that day; the judgment date accrues nothing.
 * - compounding "annual": on each anniversary of the judgment date the unpaid interest accrued
 *   through that day joins principal and bears interest from the next day.
 * - `published` holds the source's figures as printed (currency signs and thousands separators
 *   dropped); `quote` is verbatim (whitespace collapsed, [...] marks omitted text); `note` explains
 *   how the source counts or rounds differently and by how much.
 * Where a source gives only a day count or only a rate, the dates (and, where stated, the amount)
 * are ours and the note says so.
 */

export interface PublishedExample {
  id: string;
  source: { publisher: string; title: string; url: string; quote: string };
  inputs: {
    judgmentAmount: string;
    judgmentDate: string;
    ratePercent: string;
    rateSchedule?: { from: string; ratePercent: string }[];
    dayCount: "365" | "actual";
    compounding: "none" | "annual";
    transactions: { type: "PAYMENT" | "COST"; date: string; amount: string }[];
    asOf: string;
  };
  published: Record<string, string>;
  ours: { perDiem: string; interest: string; principal: string; payoff: string; days?: number };
  note: string;
}

export const publishedExamples: readonly PublishedExample[] = [
  {
    id: "contra-costa-courthelp-per-diem",
    source: {
      publisher: "cc-courthelp.org, Contra Costa County court small claims self-help site",
      title: "How is Interest Added to the Unpaid Judgment Debt?",
      url: "http://smallclaims.cc-courthelp.org/index.cfm?fuseaction=Page.ViewPage&pageId=4889&stopRedirect=1",
      quote:
        "Example: Let’s say the judgment debtor owes the judgment creditor $5,000.00 (called ‘the principal’) on the judgment. $5,000.00 x 0.10 = $500.00 $500.00 ÷ 365 = $1.37 a day [...] If 72 days have passed since the final judgment, then $1.37 per day X 72 days = $98.64 The judgment debtor owes $98.64 in interest on the principal of $5,000.00.",
    },
    inputs: {
      judgmentAmount: "5000.00",
      judgmentDate: "2023-03-01",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2023-05-12",
    },
    published: { annualInterest: "500.00", perDiem: "1.37", days: "72", interest: "98.64" },
    ours: {
      perDiem: "1.3698",
      interest: "98.6256",
      principal: "5000.0000",
      payoff: "5098.6256",
      days: 72,
    },
    note: "Source rounds the per diem to cents (1.369863 → 1.37) before multiplying; we floor it to 4 decimals (1.3698). 1.37 × 72 = 98.64 vs our 98.6256: the source is 1.44 cents higher (ours shows 98.63 at cents). The source gives only a day count; the dates 2023-03-01 → 2023-05-12 (72 days) are ours.",
  },
  {
    id: "ca-courts-small-claims-us-rule",
    source: {
      publisher:
        "Judicial Council of California, California Courts Self-Help small claims FAQ (answer quoted verbatim on the ExpertLaw forum)",
      title:
        "How do I compute the 10% interest that I'm entitled to on the unpaid portion of the judgment?",
      url: "https://www.expertlaw.com/forums/showthread.php?t=33617&s=1440c6d6994b9eaad470e94fc1066a38&p=141276",
      quote:
        "To calculate the interest, first determine the daily amount of interest. For example, a $5,000 judgment will accrue $500 of interest per year at a rate of 10%. Dividing $500 by 365 days gives you a daily interest rate of $1.37. Now, assume that after 145 days the debtor pays you $400. [...] After 145 days, $198.65 (145 days x $1.37/day) of interest will have accrued on the $5,000 judgment. Out of the debtor's $400 payment, pay yourself the accrued interest first. You then will have $201.35 left ($400 - $198.65 = $201.35). Now credit the remaining $201.35 against the $5,000 judgment ($5,000 - $201.35 = $4,798.65 of unpaid principal). The new daily interest will then accrue at a rate of $1.31/day ($4,798.65 x 10% = $479.86 ÷ 365). Assume, then, that 215 days later a $1,700 payment is made. During the 215 days, $281.65 (215 days x $1.31/day) of interest will have accrued. Out of the $1,700, pay yourself the accrued interest first ($1,700 - $281.65 = $1,418.35) leaving $1,418.35 to apply to unpaid principal. Now credit the $1,418.35 against the remaining judgment principal of $4,798.65, and we find that $3,380.30 remains unpaid. The new daily interest will then accrue at a rate of $0.93/day ($3,380.30 x 10% = $338.03 ÷ 365).",
    },
    inputs: {
      judgmentAmount: "5000.00",
      judgmentDate: "2022-01-03",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
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
    ours: {
      perDiem: "0.9263",
      interest: "0.0000",
      principal: "3381.2600",
      payoff: "3381.2600",
      days: 360,
    },
    note: "Same United States Rule (interest first), but the source rounds each per diem to cents (1.3698 → 1.37, 1.3146 → 1.31, 0.9263 → 0.93). Our ledger: payment 1 calculatedInterest 198.6210 (source 198.65, 2.90 cents higher), 201.3790 to principal, principal 4798.6210; per diem 1.3146; payment 2 calculatedInterest 282.6390 (source 281.65, 98.90 cents lower because 1.31 is 0.46 cents/day short), 1417.3610 to principal, principal 3381.2600 (source 3380.30, 96 cents lower); per diem 0.9263. The source gives day counts only; the dates (judgment 2022-01-03, payments on day 145 = 2022-05-28 and 215 days later = 2022-12-29) are ours. The stored copy of courts.ca.gov/11441.htm shows the same opening words; the figures were readable only in the ExpertLaw quotation.",
  },
  {
    id: "dhollander-law-us-rule",
    source: {
      publisher: "dhollanderlaw.com (California law firm FAQ)",
      title: "Post-Judgment Interest",
      url: "https://www.dhollanderlaw.com/faqs/post-judgment-interest/",
      quote:
        "For example, a $10,000 judgment accrues $1,000 of interest per year at a rate of 10 percent. Dividing $1,000 by 365 days gives you a daily interest rate of $2.73. Now, assume that after 145 days the debtor pays you $2,000. [...] After 145 days, $395.85 (145 days x $2.73/day) of interest will have accrued on the $10,000 judgment. Out of the debtor’s $2,000 payment, pay yourself the accrued interest first. You then will have $1,604.15 left ($2,000 - $395.85 = $1,604.15). Now credit the remaining $1,604.15 against the $10,000 judgment ($10,000 - $1,604.15 = $8,395.85 of unpaid principal). The new daily interest will then accrue at a rate of $2.30/day ($8,385.85 x 10% = $839.58 ÷ 365). Assume, then, that 215 days later a $750 payment is made. During the 215 days, $494.50 (215 days x $2.30/day) of interest will have accrued. Out of the $750, pay yourself the accrued interest first ($750 - $494.50 = $255.50) leaving $255.50 to apply to unpaid principal. Now credit the $255.50 against the remaining judgment principal of $8,385.85, and we find that $8,130.35 remains unpaid. The new daily interest will then accrue at a rate of $2.22/day ($8,130.85 x 10% = $813.03÷ 365).",
    },
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2022-01-03",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      transactions: [
        { type: "PAYMENT", date: "2022-05-28", amount: "2000.00" },
        { type: "PAYMENT", date: "2022-12-29", amount: "750.00" },
      ],
      asOf: "2022-12-29",
    },
    published: {
      perDiem1: "2.73",
      interest1: "395.85",
      toPrincipal1: "1604.15",
      principal1: "8395.85",
      perDiem2: "2.30",
      interest2: "494.50",
      toPrincipal2: "255.50",
      principal2: "8130.35",
      perDiem3: "2.22",
    },
    ours: {
      perDiem: "2.2306",
      interest: "0.0000",
      principal: "8141.8855",
      payoff: "8141.8855",
      days: 360,
    },
    note: "Source truncates each per diem to cents (2.7397 → 2.73, 2.3006 → 2.30) and has typos: after the first payment it states 8,395.85 but then computes from 8,385.85 (and 8,130.85), so its final 8,130.35 is $10 below its own arithmetic (8,395.85 − 255.50 = 8,140.35). Our ledger: payment 1 calculatedInterest 397.2565 (source 395.85, 1.4065 lower), 1602.7435 to principal, principal 8397.2565; per diem 2.3006; payment 2 calculatedInterest 494.6290 (source 494.50), 255.3710 to principal, principal 8141.8855 (11.5355 above the printed 8,130.35; 1.5355 above the corrected 8,140.35); per diem 2.2306 (source 2.22). Dates are ours, as in ca-courts-small-claims-us-rule.",
  },
  {
    id: "mrdaymude-per-diem-100-days",
    source: {
      publisher: "mrdaymude.com (California law blog)",
      title: "Calculation of Interest on California Judgment",
      url: "https://mrdaymude.com/calculation-of-interest-on-california-judgment/",
      quote:
        "For example, if your judgment is $5,000 and it was entered 100 days ago the total interest owed is calculated as follows: $ 5,000 (principal amount of judgment) x .10 (10% interest) = $500 (yearly interest) Divide by 365: $ 500 (yearly interest) ÷ 365 (days in a year) = $1.37 (daily interest) $ 1.37 (daily interest) x 100 (days unpaid) = $137 (total interest owed)",
    },
    inputs: {
      judgmentAmount: "5000.00",
      judgmentDate: "2023-03-01",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2023-06-09",
    },
    published: { annualInterest: "500", perDiem: "1.37", days: "100", interest: "137" },
    ours: {
      perDiem: "1.3698",
      interest: "136.9800",
      principal: "5000.0000",
      payoff: "5136.9800",
      days: 100,
    },
    note: "Source rounds the per diem to cents (1.37) and prints whole dollars; 1.37 × 100 = 137.00 vs our 1.3698 × 100 = 136.98: the source is 2 cents higher. The source gives only a day count; the dates 2023-03-01 → 2023-06-09 (100 days) are ours.",
  },
  {
    id: "iowa-courts-small-claims",
    source: {
      publisher: "Iowa Judicial Branch",
      title: "Interest Calculation (FAQ): How is the amount of interest calculated on a judgment?",
      url: "https://www.iowacourts.gov/faq/interest-calculation/",
      quote:
        "Example: Judgment of $2000; interest rate of 6% per year; 280 days since the date the small claims petition was filed. 1. $2000 x .06 = $120 annual interest 2. $120/365 = $.329 per day 3. $.329 x 280 days = $92.05 interest owed",
    },
    inputs: {
      judgmentAmount: "2000.00",
      judgmentDate: "2023-01-10",
      ratePercent: "6",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2023-10-17",
    },
    published: { annualInterest: "120", perDiem: ".329", days: "280", interest: "92.05" },
    ours: {
      perDiem: "0.3287",
      interest: "92.0360",
      principal: "2000.0000",
      payoff: "2092.0360",
      days: 280,
    },
    note: "Source shows the per diem rounded to 3 decimals (0.328767 → .329) but its 92.05 is the unrounded 120/365 × 280 = 92.0548 rounded to cents (.329 × 280 would be 92.12). We floor the per diem to 0.3287 → 92.0360, 1.88 cents below the source (ours shows 92.04 at cents). The source counts from the petition filing date; the arithmetic is the same. Dates 2023-01-10 → 2023-10-17 (280 days) are ours.",
  },
  {
    id: "casb-bankruptcy-court-1961",
    source: {
      publisher: "U.S. Bankruptcy Court, Southern District of California",
      title: "Calculating Post Judgment Interest Rate (court procedures manual)",
      url: "http://www.casb.uscourts.gov/html/manual/ZZMiscellaneous/Calculating_Post_Judgment_Interest_Rate.htm",
      quote:
        "$150,000 (Judgment) x 2.24% (Interest Rate) = $3360 (Annual Interest Amount) $3360 (Annual Interest Amount) / 365 (Days in the Year) = $9.20 (Daily Interest Amount) February 1, 2004 (Entered Date of Judgment) to February 18, 2005 (Date Writ prepared) = 382 days (Accumulate Days) $9.20 (Daily Interest Rate) x 382 (Accumulated Days) = $3514.44 (Accumulated Interest Amount)",
    },
    inputs: {
      judgmentAmount: "150000.00",
      judgmentDate: "2004-02-01",
      ratePercent: "2.24",
      dayCount: "365",
      compounding: "annual",
      transactions: [],
      asOf: "2005-02-18",
    },
    published: { annualInterest: "3360", perDiem: "9.20", days: "382", interest: "3514.44" },
    ours: {
      perDiem: "9.4122",
      interest: "160.0074",
      principal: "153369.1764",
      payoff: "153529.1838",
      days: 383,
    },
    note: "Four differences. (1) Day count: 2004-02-01 → 2005-02-18 spans Feb 29, 2004 and is 383 days, not 382. (2) Per diem truncated to cents (9.205479 → 9.20; ours 9.2054). (3) Arithmetic slip: 9.20 × 382 = 3,514.40, not 3,514.44. (4) The source uses simple interest, but 28 U.S.C. § 1961(b) compounds annually, which we apply: on 2005-02-01 the 366 days' interest 3,369.1764 joins principal (153,369.1764), then 17 days × 9.4122 = 160.0074; total interest 3,529.1838, payoff 153,529.1838. With compounding none, ours would be 9.2054 × 383 = 3,525.6682 (payoff 153,525.6682): 11.2282 above the printed 3,514.44 (one more day 9.2054 + per-diem precision 0.0054 × 382 = 2.0628 + the 4-cent slip); compounding adds 3.5156. With dayCount actual and no compounding: 3,517.2848 (2004 days at 9.1803).",
  },
  {
    id: "indiana-pac-van-48-days",
    source: {
      publisher:
        "masson.us (Indiana collections attorney blog) on Pac-Van, Inc. v. Wekiva Falls Resort (Ind. Ct. App.)",
      title: "Court of Appeals on Post-Judgment Interest",
      url: "https://masson.us/blog/court-of-appeals-on-post-judgment-interest",
      quote:
        "Jury verdict 4/15/11 in the amount of $102,285. Defendant paid $102,285 on 6/2/11. [...] Interest on the jury verdict was for the 48 days between April 15 and June 2. (48/365 * .08 * $102,285) = $1,076 and not the $6,368.27 awarded by the trial court through January 23, 2012.",
    },
    inputs: {
      judgmentAmount: "102285.00",
      judgmentDate: "2011-04-15",
      ratePercent: "8",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2011-06-02",
    },
    published: { days: "48", interest: "1076" },
    ours: {
      perDiem: "22.4186",
      interest: "1076.0928",
      principal: "102285.0000",
      payoff: "103361.0928",
      days: 48,
    },
    note: "Day count agrees (48). The source rounds to whole dollars (exact 1,076.0942); our floored per diem 22.4186 gives 1,076.0928, 9.28 cents above the printed 1,076 and 0.14 cents below exact. Indiana runs interest from the verdict, used here as judgmentDate. The inputs omit the $102,285 paid on 2011-06-02: under the United States Rule our engine would apply it to the 1,076.0928 interest first and leave 1,076.0928 of principal accruing at 0.2358/day, whereas the court treated the payment as satisfying the principal and the $1,076 as interest still owed. (The blog's trial-court figure 6,368.27 is not reproducible from its inputs and is not used.)",
  },
  {
    id: "netcalculator-517-days",
    source: {
      publisher: "NetCalculator.net",
      title: "Post-Judgment Interest Calculator",
      url: "https://www.netcalculator.net/2023/06/post-judgment-interest-calculator.html",
      quote:
        "Example Calculation Judgment Amount: $10,000 Annual Interest Rate: 7% (state-mandated) Judgment Date: January 1, 2023 Payment Date: June 1, 2024 Days Outstanding: 517 [...] Total Owed = $10,000 + $991.51 = $10,991.51",
    },
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2023-01-01",
      ratePercent: "7",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2024-06-01",
    },
    published: { days: "517", interest: "991.51", total: "10991.51" },
    ours: {
      perDiem: "1.9178",
      interest: "991.5026",
      principal: "10000.0000",
      payoff: "10991.5026",
      days: 517,
    },
    note: "Day count agrees (517, including Feb 29, 2024). The source computes P × r × days / 365 exactly (991.5068) and rounds to cents; our floored per diem 1.9178 gives 991.5026, 0.42 cents lower (ours shows 991.50 at cents, one cent under the source). With dayCount actual (days in 2024 at 1.9125) ours would be 990.6917.",
  },
  {
    id: "avvo-wa-same-day-payment",
    source: {
      publisher: "Avvo (Washington attorney answer)",
      title: "How do I figure per annum interest on a judgement?",
      url: "http://www.avvo.com/legal-answers/how-do-i-figure-per-annum-interest-on-a-judgement--5699.html",
      quote:
        "Judgement ordered on 5/22/07 for $1200. Payments made: 5/2007 $200 [...] The first $200 payment was made immediately, so the Principal drops to $1000, the interest rate is .12, and the number of days is 8/1/2007 - 5/22/2007=69 days. (1000)x(.12/365)x(69) = $22.68",
    },
    inputs: {
      judgmentAmount: "1200.00",
      judgmentDate: "2007-05-22",
      ratePercent: "12",
      dayCount: "365",
      compounding: "none",
      transactions: [{ type: "PAYMENT", date: "2007-05-22", amount: "200.00" }],
      asOf: "2007-08-01",
    },
    published: { principal: "1000", days: "69", interest: "22.68" },
    ours: {
      perDiem: "0.3287",
      interest: "23.3377",
      principal: "1000.0000",
      payoff: "1023.3377",
      days: 71,
    },
    note: 'The source miscounts days: 2007-05-22 → 2007-08-01 is 71 days, not 69. Its 1000 × .12/365 × 69 = 22.6849 rounds to 22.68; ours is 0.3287 × 71 = 23.3377, 65.77 cents more (with 69 days ours would be 22.6803). The $200 paid "immediately" is entered as a payment on the judgment date: nothing has accrued, so it all reduces principal (tests a same-day payment).',
  },
  {
    id: "florida-cfo-2016-leap-year",
    source: {
      publisher:
        "Florida Department of Financial Services, Division of Accounting and Auditing (memorandum of Dec. 1, 2015, reproduced by Marcadis Law)",
      title: "Judgment Interest Rate for the Quarter Beginning January 1, 2016",
      url: "https://marcadislaw.com/florida-judgment-interest-rates/",
      quote:
        "The interest rate established for the quarter beginning January 1, 2016 has been set at 4.75 percent per annum or .0129781 percent per day (.000129781 expressed as a decimal), pursuant to section 55.03(1), F.S. The daily rate considers that 2016 is a leap year, and is calculated by dividing the annual rate by 366 days.",
    },
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2016-01-04",
      ratePercent: "4.75",
      dayCount: "actual",
      compounding: "none",
      transactions: [],
      asOf: "2016-04-13",
    },
    published: {
      ratePercent: "4.75",
      dailyRatePercent: ".0129781",
      dailyRateDecimal: ".000129781",
    },
    ours: {
      perDiem: "1.2978",
      interest: "129.7800",
      principal: "10000.0000",
      payoff: "10129.7800",
      days: 100,
    },
    note: "The source publishes a rate only; the $10,000.00 amount and the 100-day period in 2016 are ours. Its daily decimal × 10,000 = 1.29781/day; ours floors to 1.2978 (100 days: 129.78 vs 129.781, 0.1 cent). This is the 366-day (dayCount actual) case: with dayCount 365 ours would be 1.3013/day and 130.13, 35 cents more.",
  },
  {
    id: "florida-bar-news-2023-q4",
    source: {
      publisher: "The Florida Bar News",
      title: "Judgments and decrees interest rates set",
      url: "https://www.floridabar.org/the-florida-bar-news/judgments-and-decrees-interest-rates-set-5/",
      quote:
        "The Office of the Chief Financial Officer has set the quarterly rate of interest payable on judgments and decrees beginning October 1, 2023, at 8.54% per annum or .0233973% per day.",
    },
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2023-10-02",
      ratePercent: "8.54",
      dayCount: "actual",
      compounding: "none",
      transactions: [],
      asOf: "2023-12-31",
    },
    published: { ratePercent: "8.54", dailyRatePercent: ".0233973" },
    ours: {
      perDiem: "2.3397",
      interest: "210.5730",
      principal: "10000.0000",
      payoff: "10210.5730",
      days: 90,
    },
    note: "The source publishes a rate only; the $10,000.00 amount and dates are ours. .0233973% = 8.54/365 (2023 is not a leap year, so actual = 365): 2.33973/day on $10,000, ours 2.3397; over 90 days 210.5757 vs 210.5730 (0.27 cents).",
  },
  {
    id: "florida-annual-rate-adjustment",
    source: {
      publisher:
        "floridajudgment.com (Florida judgment-collection attorney); the per-diem sentence as reproduced on kingfisherbeerusa.com",
      title: "How to Calculate Interest on a Florida Judgment",
      url: "http://www.floridajudgment.com/how-to-calculate-interest-on-a-florida-judgment/",
      quote:
        "For example, if you obtained a judgment on August 2, 2016, then your initial interest rate would be 4.84% since that was the quarterly interest rate for that period beginning July 1, 2016. [...] In my example where your judgment was obtained on August 2, 2016, your initial interest rate was 4.84% until the end of the year, but beginning on January 1, 2017, your interest rate now becomes 4.97%. || If we take $10,000.00 and multiply by . 0497 (4.97%) divided by 365 days, it will determine the daily interest amount in 2017, which is $1.361/day.",
    },
    inputs: {
      judgmentAmount: "10000.00",
      judgmentDate: "2016-08-02",
      ratePercent: "4.84",
      rateSchedule: [
        { from: "2016-08-02", ratePercent: "4.84" },
        { from: "2017-01-01", ratePercent: "4.97" },
      ],
      dayCount: "actual",
      compounding: "none",
      transactions: [],
      asOf: "2017-08-02",
    },
    published: { rate2016: "4.84", rate2017: "4.97", perDiem2017: "1.361" },
    ours: {
      perDiem: "1.3616",
      interest: "491.0648",
      principal: "10000.0000",
      payoff: "10491.0648",
      days: 365,
    },
    note: "Rate change (Fla. Stat. § 55.03(3) adjusts the rate each January 1). The per-diem sentence (after ||) was read on https://www.kingfisherbeerusa.com/what-is-the-current-florida-statutory-interest-rate/, which reproduces it without attribution; it matches this page's 2016 example. Source's 1.361 is 1.36164 truncated to 3 decimals; ours 1.3616 (0.06 cents/day more). The as-of date is ours. Following the CFO's leap-year practice (florida-cfo-2016-leap-year) we use dayCount actual: 2016-08-03..2016-12-31, 151 days × 1.3224 = 199.6824; 2017-01-01..2017-08-02, 214 days × 1.3616 = 291.3824; total 491.0648. With dayCount 365 the 2016 per diem is 1.3260 and the total 491.6084 (54.36 cents more).",
  },
  {
    id: "rhol-monthly-method",
    source: {
      publisher: "rhol.com (collections training page)",
      title: "Calculating Accrued Judgment Interest",
      url: "http://rhol.com/csu/collections/calculating_judgment_interest_ex.htm",
      quote:
        "Judgment Principal $2,500.00 Rate of Interest Awarded 9.0% Date Interest Awarded 2/15/98 Return Date 7/18/00 [...] $2,500 X .09 = $225.00 Divide the annual interest by 12 to compute the monthly interest. $225.00/12 = $18.75 Multiply the monthly interest by the total number of months from the award date to the return date to compute the total interest. due. $18.75 X 29 = $543.75",
    },
    inputs: {
      judgmentAmount: "2500.00",
      judgmentDate: "1998-02-15",
      ratePercent: "9",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2000-07-18",
    },
    published: {
      annualInterest: "225.00",
      monthlyInterest: "18.75",
      months: "29",
      interest: "543.75",
    },
    ours: {
      perDiem: "0.6164",
      interest: "544.8976",
      principal: "2500.0000",
      payoff: "3044.8976",
      days: 884,
    },
    note: "Different method: the source counts whole months (29, i.e. 1998-02-15 → 2000-07-15, dropping the last 3 days) at 1/12 of a year's interest. We count 884 days at floor4(2,500 × 9% / 365) = 0.6164 → 544.8976, $1.1476 more (exact daily 2,500 × .09 × 884/365 = 544.9315).",
  },
  {
    id: "gera-one-year-california",
    source: {
      publisher: "tools.gera.services",
      title: "Post-Judgment Interest Rate Reference",
      url: "https://tools.gera.services/legal-interest-judgment-rate-reference",
      quote:
        "A $25,000 California judgment accrues simple interest at the statutory 10 percent. After one year that is $2,500 in interest, or roughly $6.85 per day, bringing the payoff to $27,500 plus any costs.",
    },
    inputs: {
      judgmentAmount: "25000.00",
      judgmentDate: "2022-03-01",
      ratePercent: "10",
      dayCount: "365",
      compounding: "none",
      transactions: [],
      asOf: "2023-03-01",
    },
    published: { interest: "2500", perDiem: "6.85", payoff: "27500" },
    ours: {
      perDiem: "6.8493",
      interest: "2499.9945",
      principal: "25000.0000",
      payoff: "27499.9945",
      days: 365,
    },
    note: "Source uses years = days/365 with the exact rate and rounds the per diem (6.849315 → 6.85). Our floored per diem 6.8493 × 365 = 2,499.9945: 0.55 cents under 2,500 (ours shows 2,499.99, one cent short). The one-year period 2022-03-01 → 2023-03-01 (365 days, no Feb 29) is ours; across a Feb 29 with dayCount 365 the year has 366 accrual days (2,506.8438).",
  },
  {
    id: "peavy-v-dyer-costs-in-judgment",
    source: {
      publisher:
        "Florida Fifth District Court of Appeal, Peavy v. Dyer, 605 So. 2d 1330 (Fla. 5th DCA 1992), text via midpage.ai",
      title: "Peavy v. Dyer",
      url: "https://app.midpage.ai/document/peavy-v-dyer-1748023",
      quote:
        'The final judgment, entered after a jury trial to determine entitlement to a real estate commission, awarded appellee the principal sum of $168,000, prejudgment interest from June 15, 1988 (the date the commission was due) through November 8, 1991 (the date of the entry of judgment) in the amount of $68,543.58 and taxable costs in the amount of $478.10 for "a total of $237,021.68 that shall bear interest at the rate of 12% per year for which let execution issue."',
    },
    inputs: {
      judgmentAmount: "168000.00",
      judgmentDate: "1991-11-08",
      ratePercent: "12",
      dayCount: "365",
      compounding: "none",
      transactions: [
        { type: "COST", date: "1991-11-08", amount: "68543.58" },
        { type: "COST", date: "1991-11-08", amount: "478.10" },
      ],
      asOf: "1991-11-08",
    },
    published: {
      principal: "168000",
      prejudgmentInterest: "68543.58",
      costs: "478.10",
      total: "237021.68",
      ratePercent: "12",
    },
    ours: {
      perDiem: "77.9249",
      interest: "0.0000",
      principal: "237021.6800",
      payoff: "237021.6800",
      days: 0,
    },
    note: "Identical total. Tests costs dated the judgment date joining principal (the prejudgment interest, which the court held bears post-judgment interest as part of the total, is entered as a second COST). The opinion prints no post-judgment interest amount; our per diem on the total is floor4(237,021.68 × 12% / 365) = 77.9249 (exact 77.924942…). As of the judgment date nothing has accrued.",
  },
];
