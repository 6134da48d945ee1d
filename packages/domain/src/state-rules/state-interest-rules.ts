import { methodFor, type RuleWithoutMethod } from "./state-rule-methods.ts";
import type { StateInterestRule, StateRuleSource } from "./state-rule-types.ts";

/** The day this table was researched; each row also carries its own `reviewed` date. */
export const STATE_RULES_REVIEWED = "2026-11-26";

// Two public compilations were found with the code-search tool, which does not report their
// repository. They were used only to cross-check and to spot recent changes; rows say when a
// statement rests on them alone.
const COMPILATION_A: StateRuleSource = {
  title:
    "Secondary: 'Data sources — state post-judgment interest rates' table (public GitHub file, research pass 2026-07-10; repository not identified by the search tool)",
  url: "",
  kind: "secondary",
};
const COMPILATION_B: StateRuleSource = {
  title:
    "Secondary: state judgment-interest rate series with notes (public GitHub file, 'verified 2026-07-09'; repository not identified by the search tool)",
  url: "",
  kind: "secondary",
};
// Public data files transcribing official rate tables, found in the 2026 re-check the same way.
// A 2026 figure that rests on them is labelled as such in the row's `currentRate`.
const COMPILATION_C: StateRuleSource = {
  title:
    "Secondary: public GitHub data files transcribing official judgment-rate tables ('verified' July to September 2026; repository not identified by the search tool)",
  url: "",
  kind: "secondary",
};

/**
 * Post-judgment interest rules for the 50 states, the District of Columbia, federal courts and
 * Puerto Rico, sorted by `state`. Researched from statute and court texts; see
 * docs/state-rules-review.md for how to review and update it.
 */
const rows: readonly RuleWithoutMethod[] = [
  {
    state: "Alabama",
    code: "AL",
    rule: "7.5% per year; a judgment based on a contract action bears the rate stated in the contract.",
    citation: "Ala. Code § 8-8-10",
    link: "",
    linkOrigin: "none",
    compoundingText:
      "Simple interest (per secondary sources; not confirmed from the statute text).",
    kind: "fixed",
    fixedRate: "7.5",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Judgments based on a contract action: the contract rate (per secondary sources; the 2022 Code text on an unofficial copy shows the contract-action branch but stops before the rate).",
      "Eminent-domain judgments: the most recent weekly average one-year constant-maturity Treasury yield (Ala. Code § 18-1A-211).",
      "Amendments to § 8-8-10 are not applied retroactively to judgments already entered (Jones v. Casey, 445 So. 2d 873 (Ala. 1983)).",
    ],
    conflicts: [
      "Alabama cases read in this review quote the 1981 text (12% per year, Act 81-1115) and some collection websites still say 12%; two 2026 secondary compilations give 7.5% with a contract-rate exception. The current text of § 8-8-10 was not found.",
    ],
    sources: [
      {
        title: "Jones v. Casey, 445 So. 2d 873 (Ala. 1983) (1981 amendment to § 8-8-10: 12%)",
        url: "http://law.justia.com/cases/alabama/supreme-court/1983/445-so-2d-873-1.html",
        kind: "court opinion",
      },
      {
        title: "Ala. Code § 18-1A-211 (Alabama Legislature)",
        url: "http://alisondb.legislature.state.al.us/alison/codeofalabama/1975/18-1A-211.htm",
        kind: "official",
      },
      {
        title:
          "Ala. Code title 8, ch. 8 (2022 Code of Alabama, US Lawyer Database; the § 8-8-10(a) excerpt stops before the rate)",
        url: "https://law.uslawyerdatabase.com/category/us-law/2022-code-of-alabama/title-8-commercial-law-and-consumer-protection/page/4/chapter-8-interest-and-usury",
        kind: "official text (unofficial copy)",
      },
      COMPILATION_A,
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "not confirmed",
      note: "2026 re-check: the 2022 Code text of § 8-8-10(a) on an unofficial copy shows the contract-action branch but stops before the rate, so 7.5% still rests on two secondary compilations that agree; no 2025-2026 amendment was found. Check the statute on the Alabama Legislature's site before relying on it.",
    },
  },
  {
    state: "Alaska",
    code: "AK",
    rule: "3 percentage points above the 12th Federal Reserve District discount rate in effect on January 2 of the year the judgment is entered (the same rate applies to prejudgment interest). A judgment on a written contract that specifies a rate not above the legal maximum bears the contract rate if the judgment states it.",
    citation: "Alaska Stat. § 09.30.070(a)",
    link: "https://public.courts.alaska.gov/web/forms/docs/adm-505.pdf",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes once a year: the rate for judgments entered in a calendar year is fixed by the discount rate on January 2 of that year, and the rate on a given judgment does not change. The Alaska Court System publishes the yearly rates (form ADM-505). 2026: 6.75% (2025: 7.5%; 2024: 8.5%) per the form's text as quoted in a public code fixture and a secondary compilation, not read in the court's own form.",
    exceptions: [
      "Written contract with a specified rate (not above the legal maximum): the contract rate, if set out in the judgment.",
    ],
    conflicts: [
      "A collection-law website gives 'prime rate plus 3 percent'; the statute uses the 12th District discount rate.",
    ],
    sources: [
      {
        title: "Alaska Stat. § 09.30.070 (text, LawServer)",
        url: "https://www.lawserver.com/law/state/alaska/ak-statutes/alaska_statutes_09-30-070",
        kind: "official text (unofficial copy)",
      },
      COMPILATION_B,
      COMPILATION_C,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "2026 re-check: statute text (unofficial copy) unchanged and no amendment found; the 2026 rate comes from form ADM-505 only as quoted in a public code fixture, agreed by a secondary compilation. The court form link comes from a secondary compilation and was not opened.",
    },
  },
  {
    state: "Arizona",
    code: "AZ",
    rule: "The lesser of 10% per year or 1 percentage point above the prime rate published by the Federal Reserve in statistical release H.15; since Laws 2024, ch. 3 (S.B. 1059), a change in the prime rate takes effect on the first business day after the Federal Reserve publishes it. The rate must be stated in the judgment and does not change afterwards. A judgment on a written agreement that bears a lawful rate carries the agreed rate. Medical debt has its own cap (see exceptions).",
    citation: "A.R.S. § 44-1201(A)-(B)",
    link: "https://www.azleg.gov/ars/44/01201.htm",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Take the H.15 bank prime loan rate (federalreserve.gov/releases/h15) in effect on the day of entry (a new prime rate counts only from the first business day after its publication), add 1 and cap at 10%. Fixed for the life of the judgment.",
    exceptions: [
      "Judgment on a written agreement with a lawful rate: the agreed rate, specified in the judgment.",
      "Medical debt (A.R.S. § 44-1201(A)(1)): at most the lesser of 3% per year or the weekly average one-year constant-maturity Treasury yield for the calendar week before the consumer was first billed; the 2024 Senate fact sheet says medical-debt judgments are outside the prime-plus-1 rule.",
      "Medical malpractice (A.R.S. § 12-352): 1 point above the federal post-judgment rate, adjusted every June 30 and December 31, at most 9%.",
      "No interest on unliquidated, future, punitive or exemplary damages (2011 amendment, per a law-firm summary).",
      "Judgments entered before July 20, 2011: 10% per year (prior text).",
      "Judgments against the state on appeal: average of 3- and 6-month T-bill yields (Ariz. Admin. Code R2-10-601).",
    ],
    conflicts: [],
    sources: [
      {
        title: "A.R.S. § 44-1201(A) (text, LawServer)",
        url: "https://www.lawserver.com/law/state/arizona/az-laws/arizona_laws_44-1201",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Arizona State Senate fact sheet for S.B. 1059 (2024), 'judgments; interest rates'",
        url: "https://app.legiplex.com/az/legislature/2024/2024-r/bills/sb1059/draft-751982",
        kind: "secondary",
      },
      {
        title: "Lexology summary of the 2011 amendments to A.R.S. § 44-1201",
        url: "https://www.lexology.com/library/detail.aspx?g=f4066dcd-d75d-4349-b6ac-f129d501ecba",
        kind: "secondary",
      },
      {
        title: "A.R.S. § 12-352 (text, self-law.org)",
        url: "https://self-law.org/code/az/title-12/12-352",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ariz. Admin. Code R2-10-601 (Casetext)",
        url: "https://casetext.com/regulation/arizona-administrative-code/title-2-administration/chapter-10-department-of-administration-risk-management-division/article-6-computation-of-interest-on-appealed-judgements/section-r2-10-601-computation-procedures",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "A.R.S. § 44-1201 as amended by Laws 2024, ch. 3 (Casetext, current through L. 2024, ch. 259)",
        url: "https://print.casetext.com/statute/arizona-revised-statutes/title-44-trade-and-commerce/chapter-9-trade-practices-generally/article-1-miscellaneous-provisions-relating-to-loans/section-44-1201-effective-until-ninety-one-days-after-adjournment-rate-of-interest-for-loan-or-indebtedness-interest-on-judgments-definitions",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "S.B. 1059 (2024) bill history: chaptered March 18, 2024 as Laws 2024, ch. 3 (Legiplex)",
        url: "https://app.legiplex.com/az/legislature/2024/2024-r/bills/sb1059",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "2026 re-check: subsections (A)-(B) as amended by Laws 2024, ch. 3 (S.B. 1059) were read on an unofficial copy (Casetext), giving the first-business-day rule and the medical-debt cap; Casetext labels that version 'effective until ninety-one days after adjournment', so check azleg.gov for a later one. The 2011 limits on unliquidated, future and punitive damages still rest on a law-firm summary.",
    },
  },
  {
    state: "Arkansas",
    code: "AR",
    rule: "The Federal Reserve primary credit rate in effect on the date the judgment is entered plus 2%. In an action on a contract: the contract rate or that rate, whichever is greater. Never more than the maximum allowed by Ark. Const. amend. 89.",
    citation: "Ark. Code Ann. § 16-65-114(a)",
    link: "",
    linkOrigin: "none",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Look up the Federal Reserve primary credit (discount window) rate on the day of entry and add 2. Fixed at entry.",
    exceptions: [
      "Action on a contract: the greater of the contract rate and the primary credit rate plus 2%.",
      "Capped at the maximum rate under Ark. Const. amend. 89.",
      "Judgments against a county on county warrants or other county debt bear no interest (§ 16-65-114(b)).",
    ],
    conflicts: [
      "A legal-information website says 6% (or 10% under the pre-2013 text); the statute as amended by Act 1140 of 2013 and Act 995 of 2019 uses the primary credit rate plus 2%.",
    ],
    sources: [
      {
        title: "Ark. Code Ann. § 16-65-114 (text, Casetext, current through 2024 sessions)",
        url: "https://e.casetext.com/statute/arkansas-code-of-1987/title-16-practice-procedure-and-courts/subtitle-5-civil-procedure-generally/chapter-65-judgments-generally/subchapter-1-general-provisions/section-16-65-114-interest-on-judgments",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ark. Code Ann. § 16-65-114 (text, Instalawyer)",
        url: "https://instalawyer.io/laws/arkansas-code/16-65-114-interest-on-judgments",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "2026 re-check: statute text read again on two unofficial copies current through the 2024 sessions (last amended by Act 995 of 2019); no 2025-2026 amendment and no official link were found.",
    },
  },
  {
    state: "California",
    code: "CA",
    rule: "10% per year on the principal amount of a money judgment remaining unsatisfied. 5% per year for judgments entered or renewed on or after January 1, 2023 against a natural person on a claim related to medical expenses (principal under $200,000) or to personal debt (principal under $50,000).",
    citation: "Cal. Code Civ. Proc. § 685.010",
    link: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CCP&sectionNum=685.010",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest on the unpaid principal.",
    kind: "fixed",
    fixedRate: "10",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "5% for medical-expense judgments under $200,000 and personal-debt judgments under $50,000 against a natural person (judgments entered or renewed on or after 2023-01-01); personal debt includes credit cards, conditional sale contracts and deferred deposit transactions, but not debts from tortious or fraudulent conduct or unpaid wages.",
      "Judgments against a state or local public entity: 7% under Cal. Const. art. XV, § 1 (per a secondary compilation; not reviewed).",
    ],
    conflicts: [],
    sources: [
      {
        title:
          "Cal. Code Civ. Proc. ch. 5, §§ 685.010 et seq. (California Legislative Information)",
        url: "https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=CCP&division=1.&title=9.&part=2.&chapter=5.&article",
        kind: "official",
      },
      {
        title: "Cal. Code Civ. Proc. § 685.010 (2022 text, Justia)",
        url: "https://law.justia.com/codes/california/2022/code-ccp/part-2/title-9/division-1/chapter-5/section-685-010/",
        kind: "official text (unofficial copy)",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "2026 re-check: statute text read on the Legislature's site (stored copy undated); no 2025-2026 amendment to § 685.010 found. The 7% public-entity rate was not re-checked.",
    },
  },
  {
    state: "Colorado",
    code: "CO",
    rule: "8% per year compounded annually, unless a written contract sets a different rate (C.R.S. § 5-12-102(4)). If the judgment debtor appeals, a market rate applies from the trial-court judgment instead (§ 5-12-106): 2 points above the discount rate of the Federal Reserve Bank of Kansas City, rounded to the nearest whole percent and certified by the Secretary of State each January 1, compounded annually.",
    citation: "C.R.S. §§ 5-12-102(4), 5-12-106, 13-21-101",
    link: "",
    linkOrigin: "none",
    compoundingText: "Compounded annually.",
    kind: "fixed",
    fixedRate: "8",
    compounding: "annual",
    currentRate: null,
    exceptions: [
      "Written agreement on the rate: the agreed rate.",
      "Judgment appealed by the debtor: market rate under § 5-12-106 (Secretary of State certifies it every January 1), compounded annually; § 5-12-106(2)(b) sets a floor tied to § 5-12-102(4)(b).",
      "Personal-injury tort judgments (§ 13-21-101): 9% per year compounded annually from accrual (or filing) until satisfied; the market rate applies if the debtor appeals.",
      "Medical debt: 3% per year (2023 amendment, per a secondary survey; not reviewed).",
      "Child-support arrears (§ 14-14-106): 4 points above the § 5-12-101 rate, may be compounded monthly.",
    ],
    conflicts: [
      "One legal-information website says the post-judgment rate is set by the state treasurer at the discount rate plus 2%; that describes only the appeal rate under § 5-12-106.",
    ],
    sources: [
      {
        title: "C.R.S. § 5-12-106 (text, LegalFix)",
        url: "https://www.legalfix.com/statutes/state-codes/colorado/title-5/interest-rates/article-12/section-5-12-106",
        kind: "official text (unofficial copy)",
      },
      {
        title: "C.R.S. § 13-21-101 (text, colorado.public.law)",
        url: "https://colorado.public.law/statutes/crs_13-21-101",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Cairns & Tredennick, 'Colorado interest statutes citator', 15 Colo. Law. 990 (1986)",
        url: "https://law-journals-books.vlex.com/vid/1986-june-pg-0990-937372569",
        kind: "secondary",
      },
      {
        title: "Ezel survey: Colorado prejudgment interest",
        url: "https://ezel.ai/surveys/prejudgment-interest/colorado",
        kind: "secondary",
      },
      {
        title: "C.R.S. § 14-14-106 (text, Legal Thunder)",
        url: "https://www.legalthunderapps.com/knowledge-base/c-r-s-14-14-106/",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "2026 re-check: no amendment found, but § 5-12-102(4) was again not read, so 8% compounded annually still rests on a Colorado Lawyer citator and secondary summaries (consistent with § 5-12-106, which was read). The Secretary of State's 2026 certification under § 5-12-106 was not found; if § 5-12-102(4)(b) is the 8% rate, the appeal rate cannot fall below 8% (not confirmed).",
    },
  },
  {
    state: "Connecticut",
    code: "CT",
    rule: "Up to 10% per year, 'and no more', as damages for the detention of money: the court decides whether to award post-judgment interest and at what rate up to 10% (C.G.S. § 37-3a). In negligence actions for injury to the person, or to real or personal property (causes arising on or after May 27, 1997), the statute says 10% 'shall be recovered', from the earlier of 20 days after judgment or 90 days after the verdict (§ 37-3b); whether a court may award less is disputed (see conflicts).",
    citation: "Conn. Gen. Stat. §§ 37-3a, 37-3b",
    link: "https://www.cga.ct.gov/current/pub/chap_673.htm",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "set by court or agency",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "No published rate: the judgment or a post-judgment order sets it (0% to 10%). Negligence judgments under § 37-3b: 10% per the statute's words (see conflicts).",
    exceptions: [
      "Negligence actions (§ 37-3b): 10% under the statute's words (see conflicts); interest is tolled while the plaintiff's own post-verdict motion or appeal is pending.",
      "Debts for hospital services: prejudgment and post-judgment interest at most 5% per year, discretionary (§ 37-3a(b)).",
      "Offers of compromise (§ 52-192a) carry their own interest rule (not reviewed).",
    ],
    conflicts: [
      "A secondary compilation lists Connecticut as a fixed 10%; the statute allows up to 10% and the Connecticut Supreme Court treats § 37-3a interest as discretionary (e.g. 304 Conn. 754, per the statute annotations).",
      "Secondary sources disagree on § 37-3b: the statute says 10% 'shall be recovered', but a 2020 Connecticut Bar Journal article says courts read both §§ 37-3a and 37-3b as allowing any rate up to 10%, and a 2017 practitioner article calls the point unsettled (citing Dilieto, 310 Conn. 38 (2013)).",
    ],
    sources: [
      {
        title: "Conn. Gen. Stat. § 37-3a with annotations (Casetext, current with 2023 sessions)",
        url: "http://casetext.com/statute/general-statutes-of-connecticut/title-37-interest/chapter-673-interest/section-37-3a-rate-recoverable-as-damages-rate-on-debt-arising-out-of-hospital-services",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Conn. Gen. Stat. § 37-3b (2018 text, Justia)",
        url: "https://law.justia.com/codes/connecticut/2018/title-37/chapter-673/section-37-3b/",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Fogarty, 'Post Judgment Interest in Civil Actions in Connecticut', 92 Conn. B.J. 299",
        url: "https://law-journals-books.vlex.com/vid/92-cbj-299-post-937373650",
        kind: "secondary",
      },
      {
        title:
          "D'Amico & D'Amico, 'Post-judgment interest at the rate of ten percent, and no more' (2017)",
        url: "https://damicopettinicchi.com/articles/post-judgment-interest-at-the-rate-of-ten-percent-and-no-more-the-interaction-between-c-g-s-37-3b-and-other-post-judgment-interest-accruing-statutes/",
        kind: "secondary",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "2026 re-check: no amendment after P.A. 18-94 found (§ 37-3a read current through the 2023 sessions, § 37-3b only as of 2018; the 2024-2025 sessions were not checked on cga.ct.gov). Lowered to partly confirmed because secondary sources dispute whether § 37-3b's 10% is mandatory (see conflicts).",
    },
  },
  {
    state: "Delaware",
    code: "DE",
    rule: "5 percentage points over the Federal Reserve discount rate, including any surcharge, as of the date of the judgment. A judgment on an agreement governed by § 2301(a) bears the lesser of that rate and the contract rate, from the date of judgment.",
    citation: "6 Del. C. § 2301(a)",
    link: "https://delcode.delaware.gov/title6/c023/index.html",
    linkOrigin: "search result",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Look up the Federal Reserve discount (primary credit) rate on the date of judgment and add 5. The legal rate on the date judgment is entered applies (Noranda Aluminum Holding Corp. v. XL Ins. Am., Del. 2021).",
    exceptions: [
      "Judgments on agreements: the lesser of the contract rate and the Fed discount rate plus 5%.",
      "Where the time from which interest is due predates April 18, 1980, the old legal rate applies.",
    ],
    conflicts: [
      "A collection-law website says Delaware uses the IRS underpayment rate; the statute uses the Federal Reserve discount rate plus 5%.",
      "A secondary site (USLegal) quotes an older § 2301(a) under which judgments entered after May 13, 1980 bore the contract rate; that is not the current wording.",
    ],
    sources: [
      {
        title: "6 Del. C. ch. 23, § 2301 (Delaware Code Online)",
        url: "https://delcode.delaware.gov/title6/c023/index.html",
        kind: "official",
      },
      {
        title: "Noranda Aluminum Holding Corp. v. XL Ins. Am., Inc. (Del. Dec. 16, 2021)",
        url: "https://print.casetext.com/case/noranda-aluminum-holding-corp-v-xl-ins-am",
        kind: "court opinion",
      },
      {
        title:
          "DocketMath, 'How interest rules vary in Delaware' (quotes 6 Del. C. § 2301(a); updated May 16, 2026)",
        url: "https://docketmath.com/blog/variation-interest-delaware",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the official Delaware Code site. 2026 re-check: no amendment found; the formula is quoted from the official code in a page updated 2026-05-16 and matches Noranda (2021), but the contract-judgment 'lesser of' sentence was not re-read.",
    },
  },
  {
    state: "District of Columbia",
    code: "DC",
    rule: "70% of the IRS underpayment rate (26 U.S.C. § 6621), rounded to the nearest whole percent (exact halves round up), unless the rate is fixed by contract. The rate floats: it changes each quarter with the IRS rate until the judgment is paid. Judgments against the District, its officers or employees acting within the scope of employment: not more than 4%.",
    citation: "D.C. Code § 28-3302",
    link: "https://code.dccouncil.gov/us/dc/council/code/sections/28-3302",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "The IRS sets the underpayment rate every calendar quarter; take 70% and round to the nearest whole percent (halves up). Apply each quarter's rate to that quarter (Burke v. Groover, Christie & Merritt, P.C., 26 A.3d 292 (D.C. 2011)). Q1 2026: 5% by our arithmetic from the 7% IRS underpayment rate in Rev. Rul. 2025-22 as reported by KPMG and Accounting Today (the ruling itself was not read); later 2026 quarters not found.",
    exceptions: [
      "Judgments against the District, its officers or employees: at most 4% per year (§ 28-3302(b)).",
      "Rate fixed by contract: the contract rate.",
      "The court may lower the rate for good cause or if the debtor in good faith cannot pay; ordinary appeal delay is not good cause (Burke).",
      "Contracts made elsewhere at a rate above D.C.'s lawful rate: contract rate until judgment, then 6% (D.C. Code § 15-110).",
    ],
    conflicts: [],
    sources: [
      {
        title: "D.C. Code § 28-3302 (text, LegalFix)",
        url: "https://www.legalfix.com/statutes/state-codes/district-of-columbia/title-28/chapter-33/section-28-3302",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Burke v. Groover, Christie & Merritt, P.C., 26 A.3d 292 (D.C. 2011)",
        url: "https://cetient.com/case/2328811/burke-v-groover-christie-and-merritt-pc",
        kind: "court opinion",
      },
      {
        title: "D.C. Code § 15-110 (text, Instalawyer)",
        url: "https://instalawyer.io/laws/district-of-columbia-code/15-110-interest-on-judgment",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "KPMG TaxNewsFlash, 'Rev. Rul. 2025-22: interest rates remain same for first quarter 2026'",
        url: "https://kpmg.com/us/en/taxnewsflash/news/2025/11/rev-rul-2025-22-interest-rates-tax-underpayments-overpayments-q1-2026.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an unofficial copy; the floating-rate reading comes from the D.C. Court of Appeals (Burke). 2026 re-check: no amendment to § 28-3302 found; the Q1 2026 input comes from secondary reports of the IRS ruling, and no D.C. court publication of a 2026 rate was found.",
    },
  },
  {
    state: "Federal (USA)",
    code: "US",
    rule: "The weekly average 1-year constant-maturity Treasury yield published by the Federal Reserve (H.15) for the calendar week before the date of judgment; fixed for the life of the judgment.",
    citation: "28 U.S.C. § 1961",
    link: "https://nysd.uscourts.gov/programs/judgement-fees",
    linkOrigin: "search result",
    compoundingText: "Computed daily to the date of payment and compounded annually (§ 1961(b)).",
    kind: "variable",
    fixedRate: null,
    compounding: "annual",
    currentRate:
      "Federal Reserve H.15, 'U.S. government securities, Treasury constant maturities, 1-year', week-ending column for the week before the judgment. Most district courts post the weekly rate. If the judgment is entered on the day H.15 is released, use the previous week's release (D. Utah and D. Kan. court pages).",
    exceptions: [
      "Judgments entered before December 21, 2000 used the 52-week T-bill auction rate.",
      "Criminal monetary penalties (18 U.S.C. § 3612(f)) and deficiency judgments in condemnation proceedings (40 U.S.C. § 3116, formerly § 258e-1) follow their own provisions.",
      "Internal-revenue tax cases: the rates under 26 U.S.C. § 6621 instead (§ 1961(c)(1)).",
      "Judgments against the United States: see 28 U.S.C. § 2516(b) and 31 U.S.C. § 1304(b) (not reviewed).",
    ],
    conflicts: [],
    sources: [
      {
        title: "U.S. District Court, S.D.N.Y., 'Judgment fees' (post-judgment interest rate)",
        url: "https://nysd.uscourts.gov/programs/judgement-fees",
        kind: "official",
      },
      {
        title: "U.S. Bankruptcy Court, D.R.I., 'Interest rate information'",
        url: "http://www.rib.uscourts.gov/?q=interest-rate-information",
        kind: "official",
      },
      {
        title:
          "40 U.S.C. § 258e-1 (2000 ed., uscode.house.gov; the former section, now 40 U.S.C. § 3116)",
        url: "https://uscode.house.gov/view.xhtml?edition=2000&num=0&req=granuleid%3AUSC-2000-title40-section258e-1",
        kind: "official",
      },
      {
        title: "28 U.S.C. § 1961 (text, FindLaw)",
        url: "http://codes.lp.findlaw.com/uscode/28/V/125/1961",
        kind: "official text (unofficial copy)",
      },
      {
        title: "28 U.S.C. § 1961 (text, uscode.elaws.us, updated 2014)",
        url: "http://uscode.elaws.us/law/title28.partv.chapter125.section1961",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "U.S. District Court, E.D. Cal., 'Post judgment interest rates' (lists 40 U.S.C. § 3116)",
        url: "https://www.caed.uscourts.gov/caednew/index.cfm/attorney-info/post-judgment-interest-rates",
        kind: "official",
      },
      {
        title:
          "U.S. District Court, D. Utah, 'Post judgment interest rates' (same-day release rule)",
        url: "https://www.utd.uscourts.gov/post-judgement-interest-rates",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "2026 re-check: § 1961(a)-(c), including daily computation and annual compounding in (b), was read on two unofficial copies that agree (FindLaw; uscode.elaws.us), and the rate method was confirmed on federal court pages (S.D.N.Y., E.D. Cal., D. Utah); no amendment was found. The condemnation cite is corrected to 40 U.S.C. § 3116, and no 2026 figure is given because the rate changes weekly.",
    },
  },
  {
    state: "Florida",
    code: "FL",
    rule: "The rate set by the Chief Financial Officer every quarter: the average discount rate of the Federal Reserve Bank of New York for the preceding 12 months plus 400 basis points. The rate in effect when the judgment is obtained applies until the next January 1; the judgment's rate is then reset every January 1 to the CFO's rate in effect on that date, until paid. A rate established by written contract is not affected.",
    citation: "Fla. Stat. § 55.03",
    link: "https://www.myfloridacfo.com/division/aa/local-governments/judgement-interest-rates",
    linkOrigin: "search result",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "The CFO sets the rate on December 1, March 1, June 1 and September 1 for the following quarter and publishes current and past rates on myfloridacfo.com. Use the quarter of entry, then each January 1 rate.",
    exceptions: [
      "Rate established by written contract or obligation: the contract rate.",
      "Judgments entered by the clerk under ss. 55.141, 61.14, 938.29 and 938.30 are not adjusted annually.",
      "Judgments entered before July 1, 2011 (ch. 2011-169): the rate set at judgment stayed until paid under the earlier text.",
      "The judgment, and any writ, must state the rate on its face (§ 55.03(2)).",
      "Judgments on bonds or other written evidence of debt of a county, special road and bridge district, city or town, or taxing district: 5% a year, or the instrument's lower rate (Fla. Stat. § 55.04; 2017 text read).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Fla. Stat. § 55.03 (2011 text, LawServer)",
        url: "https://lawserver.com/law/state/florida/2011-fl-statutes/2011_florida_statutes_55-03",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Department of Financial Services notice, interest rate set under § 55.03 (Florida Administrative Register, Sept. 2023)",
        url: "http://flrules.elaws.us/far/notice/9/14/2023/27548211",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Division of Accounting and Auditing memo on ch. 2011-169 (Aug. 10, 2011)",
        url: "http://studylib.net/doc/14163586/date--august-10--2011--to-",
        kind: "official text (unofficial copy)",
      },
      {
        title: "The Florida Bar News, 'Judgments and decrees interest rates set'",
        url: "https://www.floridabar.org/the-florida-bar-news/judgments-and-decrees-interest-rates-set-5/",
        kind: "secondary",
      },
      {
        title: "Fla. Stat. § 55.03 (The 2025 Florida Statutes, Syfert copy)",
        url: "https://syfert.com/florida/statutes/0055.03.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Fla. Stat. § 55.04 (2017 text, Justia)",
        url: "https://law.justia.com/codes/florida/2017/title-vi/chapter-55/section-55.04/",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read as amended in 2011, with the agency's notices; 2026 re-check: the § 55.03 text printed in the 2025 Florida Statutes (unofficial copy) matches. The 2026 session was not checked and the 2026 quarterly CFO rates were not found (newest notice seen: 8.54% from October 1, 2023).",
    },
  },
  {
    state: "Georgia",
    code: "GA",
    rule: "Annual interest on the principal at the prime rate published by the Federal Reserve (statistical release H.15) on the day the judgment is entered, plus 3%. A judgment on a written contract or obligation that specifies a rate bears that rate. Applies automatically, whether or not the judgment mentions it.",
    citation: "O.C.G.A. § 7-4-12",
    link: "",
    linkOrigin: "none",
    compoundingText:
      "Simple interest on the principal only; no post-judgment interest on prejudgment interest (O.C.G.A. § 9-12-10).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Look up the H.15 bank prime loan rate for the day of entry and add 3. Fixed for the life of the judgment.",
    exceptions: [
      "Judgment on a written contract or obligation with a specified rate: that rate.",
      "Applies to civil actions filed on or after July 1, 2003; earlier actions: 12% under the prior text.",
    ],
    conflicts: ["A legal-information website says 7%; the statute uses the prime rate plus 3%."],
    sources: [
      {
        title: "O.C.G.A. § 7-4-12 (2020 text, Justia)",
        url: "https://law.justia.com/codes/georgia/2020/title-7/chapter-4/article-1/section-7-4-12/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "O.C.G.A. § 9-12-10 with annotations (2021 text, Justia)",
        url: "https://law.justia.com/codes/georgia/2021/title-9/chapter-12/article-1/section-9-12-10/",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on unofficial copies; no official link was found. 2026 re-check: the newest text found is the 2020 Code (history ending Ga. L. 2003) and no later amendment was found, but 2021-2026 session laws were not searched in an official source and no 2026 prime figure was read.",
    },
  },
  {
    state: "Hawaii",
    code: "HI",
    rule: "10% per year, and no more, on any judgment recovered in any civil suit in a Hawaii court.",
    citation: "Haw. Rev. Stat. § 478-3",
    link: "https://www.capitol.hawaii.gov/hrscurrent/Vol11_Ch0476-0490/HRS0478/HRS_0478-0003.htm",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Simple interest; no post-judgment interest on prejudgment interest awarded under § 636-16 (74 Haw. 1).",
    kind: "fixed",
    fixedRate: "10",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Judgments against the State under ch. 662: 4% per year, from judgment until 30 days after the appropriation to pay it (Haw. Rev. Stat. § 662-8).",
      "Eminent-domain awards follow §§ 101-25 and 101-33.",
    ],
    conflicts: [],
    sources: [
      {
        title: "Haw. Rev. Stat. § 478-3 with case notes (LegalFix)",
        url: "https://www.legalfix.com/statutes/state-codes/hawaii/title-26/chapter-478/section-478-3",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Haw. Rev. Stat. § 662-8 (text, laws-info)",
        url: "http://statutes.laws-info.com/hawaii/volume-13/title-36/chapter-662/hrs-0662-0008-htm",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Littleton v. State of Hawaii (Haw. 1985)",
        url: "https://print.casetext.com/case/littleton-v-state-of-hawaii",
        kind: "court opinion",
      },
      {
        title: "DocketMath, 'Judgment interest calculator guide for Hawaii' (updated May 16, 2026)",
        url: "https://docketmath.com/blog/interest-hawaii",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on unofficial copies (2019 text). 2026 re-check: no 2025-2026 amendment found, and a secondary guide updated 2026-05-16 still gives 10%.",
    },
  },
  {
    state: "Idaho",
    code: "ID",
    rule: "5% plus the base rate in effect when the judgment is entered. The State Treasurer sets the base rate every July 1 (the weekly average yield on 1-year constant-maturity U.S. Treasury securities in the second week of June, rounded up to the nearest 1/8%); the resulting rate applies to all judgments entered in the following 12 months. Interest is calculated on a 365-day year.",
    citation: "Idaho Code § 28-22-104(2)",
    link: "https://legislature.idaho.gov/statutesrules/idstat/Title28/T28CH22/SECT28-22-104/",
    linkOrigin: "search result",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every July 1; the Idaho State Treasurer announces the rate for July 1 to June 30. Fixed at entry.",
    exceptions: [],
    conflicts: [
      "A secondary compilation says a judgment on a written contract with a different rate bears the contract rate; the statute text read contains no such exception for judgments.",
      "A collection-law website describes a prime-plus-1% rule capped at 12%; the statute uses the 1-year Treasury yield plus 5%.",
    ],
    sources: [
      {
        title: "Idaho Code § 28-22-104 (Idaho Legislature)",
        url: "https://legislature.idaho.gov/statutesrules/idstat/Title28/T28CH22/SECT28-22-104/",
        kind: "official",
      },
      {
        title: "Idaho State Treasurer memo: legal rate of interest for FY2022 (Idaho State Bar)",
        url: "https://isb.idaho.gov/blog/memo-from-the-idaho-state-treasurers-office-re-legal-rate-of-interest-for-fy2022/",
        kind: "official",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the Legislature's site (stored copy undated). 2026 re-check: no amendment found; the Treasurer's rates for FY2026 (July 1, 2025 to June 30, 2026) and FY2027 were not found, so read them from the Idaho State Treasurer.",
    },
  },
  {
    state: "Illinois",
    code: "IL",
    rule: "9% per year from the date of judgment until satisfied; 6% per year when the judgment debtor is a unit of local government, a school district, a community college district or any other governmental entity. Interest runs only on the unsatisfied portion of the judgment.",
    citation: "735 ILCS 5/2-1303",
    link: "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=073500050K2-1303",
    linkOrigin: "search result",
    compoundingText: "Simple interest on the unsatisfied portion.",
    kind: "fixed",
    fixedRate: "9",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Judgment debtor is a governmental entity: 6%.",
      "Consumer-debt judgments against natural persons (subsection (b), added by P.A. 101-168, effective January 1, 2020, for judgments entered on or after that date): 5% for consumer-debt judgments of $25,000 or less; excludes compensation for bodily injury or death. P.A. 102-0006 (2021) later amended subsection (b)'s definitions (child-support arrearages), not the rate. The 5% rate and the $25,000 threshold were read in secondary sources (ABI news, law-firm notes); the text of P.A. 101-168 read defines consumer debt but the excerpt stopped before the rate.",
      "The debtor can stop interest by tendering the judgment, costs and accrued interest, even while appealing.",
    ],
    conflicts: [],
    sources: [
      {
        title: "735 ILCS 5/2-1303 (Illinois General Assembly)",
        url: "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=073500050K2-1303",
        kind: "official",
      },
      {
        title: "Public Act 101-0168 (HB 88, Consumer Fairness Act; Illinois General Assembly)",
        url: "https://www.ilga.gov/legislation/publicacts/101/101-0168.htm",
        kind: "official",
      },
      {
        title:
          "HB 0681 (102nd G.A.), purpose clause: 'the recent changes to the interest rate for consumer debt judgments made by Public Act 101-168' (Illinois General Assembly)",
        url: "https://www.ilga.gov/legislation/fulltext.asp?DocName=&SessionId=110&GA=102&DocTypeId=HB&DocNum=681&GAID=16&LegID=129179&SpecSess=&Session=",
        kind: "official",
      },
      {
        title:
          "American Bankruptcy Institute news: HB 88 lowers post-judgment interest on consumer debt of $25,000 or less to 5%, effective Jan. 1, 2020",
        url: "https://dev.abi.org/node/278367",
        kind: "secondary",
      },
      {
        title: "Public Act 102-0006 (Illinois General Assembly)",
        url: "https://ilga.gov/legislation/publicacts/fulltext.asp?Name=102-0006",
        kind: "official",
      },
      {
        title: "Cronauer Law, 'Understanding interest on judgments in Illinois'",
        url: "https://cronauerlaw.com/resources/understanding-interest-on-judgments-in-illinois-a-guide/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-24",
    verification: {
      status: "partly confirmed",
      note: "Subsection (a) read on the General Assembly's site. Reviewed 2026-11-24: subsection (b) comes from P.A. 101-168 (effective 2020-01-01), as a 2021 bill's purpose clause on the General Assembly's site says; the 5% rate and $25,000 threshold come from secondary sources that agree.",
    },
  },
  {
    state: "Indiana",
    code: "IN",
    rule: "8% per year from the verdict or finding until satisfied. If the judgment is on a contract that sets a rate, the contract rate, but never more than 8% even if a higher rate applied before judgment.",
    citation: "Ind. Code § 24-4.6-1-101",
    link: "",
    linkOrigin: "none",
    compoundingText:
      "Simple interest for judgments generally (see the loan exception for an agreed compounding method).",
    kind: "fixed",
    fixedRate: "8",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Contract with a lower rate: the contract rate (capped at 8%).",
      "Judgments paid from state funds: 6% per year, starting on the 45th day after the judgment (Ind. Code § 34-54-8-5); the chapter does not apply to court-of-claims judgments with no prior appropriation (§ 34-54-8-2).",
      "Loans and forbearances: an agreed method of computing interest, including compounding, continues after judgment unless the parties agree otherwise (Ind. Code § 24-4.6-1-104(c)).",
    ],
    conflicts: [
      "A collection-law website says the rate is set annually by the Department of Financial Institutions; the statute fixes 8%.",
    ],
    sources: [
      {
        title: "Ind. Code ch. 24-4.6-1 (2016 text, Justia)",
        url: "http://law.justia.com/codes/indiana/2016/title-24/article-4.6/chapter-1/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ind. Code ch. 34-54-8 (text, laws9)",
        url: "http://laws9.com/statutes/indiana/title34/ar54/ch8",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ind. Code § 24-4.6-1-104 (text, Instalawyer)",
        url: "https://instalawyer.io/laws/indiana-code/24-46-1-104-computation-of-interest-methods",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ind. Code ch. 24-4.6-1 (2022 Indiana Code, US Lawyer Database)",
        url: "https://law.uslawyerdatabase.com/us-law/2022-indiana-code/title-24-trade-regulation/article-4-6-special-provisions-concerning-certain-transactions/chapter-1-interest-limits-and-application-of-other-laws",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on unofficial copies; no official link was found. 2026 re-check: § 24-4.6-1-101 unchanged through the 2022 Code and § 34-54-8-5 unchanged; 2023-2026 amendments were not checked in an official source.",
    },
  },
  {
    state: "Iowa",
    code: "IA",
    rule: "The 1-year Treasury constant maturity published by the Federal Reserve (H.15) settled immediately before the date of judgment, plus 2 percentage points, fixed as of the judgment date. If the judgment is on a contract that fixes a rate, the contract rate (up to the § 535.2 maximum). Interest is computed daily to the date of payment.",
    citation: "Iowa Code §§ 535.3, 668.13",
    link: "https://www.legis.iowa.gov/docs/code/668.13.pdf",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest, computed daily.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes monthly: the State Court Administrator distributes the index every month ('Notice of One-Year Treasury Constant Maturity Index', Iowa Judicial Branch news releases). Add 2 to the index for the month of judgment. A secondary survey (ezel.ai) gives 5.88% for June 2026 (3.88% + 2), not read in the Judicial Branch's notice.",
    exceptions: [
      "Judgment on a contract fixing a rate: the contract rate, up to the § 535.2 maximum.",
      "Child, spousal and medical support payments: 10% per year starting 30 days after each payment is due (§ 535.3(2)).",
      "Workers' compensation payments (§ 85.30): the 1-year Treasury constant maturity settled as of the date of injury, plus 2% (§ 535.3(1)(b)).",
      "Interest on future damages runs only from entry of judgment (§ 668.13(4)).",
      "Actions filed before July 1, 1997 follow earlier rules (see the court notice).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Iowa Code § 668.13 (text, Getpocketlaw)",
        url: "https://getpocketlaw.com/law/state_iowa/section-668-13-interest-on-judgments_063fb6fe060d",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Iowa Code § 535.3 (text, self-law.org)",
        url: "https://self-law.org/code/ia/chapter-535-money-and-interest/535-3",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Iowa Judicial Branch, notice of one-year Treasury constant maturity index (Sept. 2022)",
        url: "https://www.iowacourts.gov/newsroom/news-releases/062122-notice-of-one-year-treasury-constant-maturity-index/",
        kind: "official",
      },
      {
        title: "Ezel survey: Iowa prejudgment interest (June 2026 index)",
        url: "https://ezel.ai/surveys/prejudgment-interest/iowa",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on unofficial copies, with the Judicial Branch's monthly notice (newest seen: September 2022). 2026 re-check: §§ 535.3 and 668.13 unchanged, a secondary guide updated 2026-05-16 quotes the same text, and no 2026 Judicial Branch notice was found.",
    },
  },
  {
    state: "Kansas",
    code: "KS",
    rule: "4 percentage points above the discount rate (the charge on loans to depository institutions by the Federal Reserve Bank of New York, as reported in the Wall Street Journal) as of July 1. The Secretary of State publishes the rate each July 1, and it changes on that date for judgments rendered earlier as well as for new ones (K.S.A. 16-204(e)(1)(A)): a Kansas judgment spanning several years needs a rate schedule with a period from each July 1.",
    citation: "K.S.A. 16-204(e)",
    link: "https://ksrevisor.org/statutes/chapters/ch16/016_002_0004.html",
    linkOrigin: "search result",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every July 1 for unpaid judgments old and new; the Kansas Secretary of State posts the judgment rate and past rates (sos.ks.gov, finance rates; 9.50% for July 1, 2024 to June 30, 2025). Enter each July 1 rate since the judgment as a rate-schedule period.",
    exceptions: [
      "The section applies 'except as otherwise provided in accordance with law'; a contract-rate rule for judgments on contracts (K.S.A. 16-205) was not reviewed.",
      "Judgments entered before July 1, 1986 bore fixed rates for earlier periods (8%, 12%, 15%), then the variable rate.",
    ],
    conflicts: [
      "Some secondary sources describe the Kansas rate as fixed at entry; the statute's own words control: the rate 'shall change effective July 1 of each year for both judgments rendered prior to such July 1 and judgments rendered during the twelve-month period' (K.S.A. 16-204(e)(1)(A)).",
    ],
    sources: [
      {
        title: "K.S.A. 16-204 (Kansas Revisor of Statutes)",
        url: "https://ksrevisor.org/statutes/chapters/ch16/016_002_0004.html",
        kind: "official",
      },
      {
        title: "Kansas Secretary of State, finance rates (judgment rate table)",
        url: "https://sos.ks.gov/general-services/finance-rates.html",
        kind: "official",
      },
    ],
    reviewed: "2026-11-24",
    verification: {
      status: "confirmed",
      note: "Statute text and the Secretary of State's table read on official sites; the reset question is noted under conflicts.",
    },
  },
  {
    state: "Kentucky",
    code: "KY",
    rule: "6% per year compounded annually from the date the judgment is entered (including a judgment for prejudgment interest). A judgment on a contract, promissory note or other written obligation bears the rate set in it.",
    citation: "Ky. Rev. Stat. § 360.040",
    link: "https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=45719",
    linkOrigin: "secondary compilation",
    compoundingText: "Compounded annually.",
    kind: "fixed",
    fixedRate: "6",
    compounding: "annual",
    currentRate: null,
    exceptions: [
      "Contract, note or other written obligation: the rate it sets.",
      "Unpaid child support: 12% compounded annually.",
      "Unliquidated damages: after a hearing the court may set a rate below 6%.",
      "Judgments before June 29, 2017 (HB 223): 12% compounded annually under the earlier text.",
      "Board of Claims awards against the Commonwealth: post-judgment interest governed by KRS 44.130 and 44.140 (Commonwealth v. Gaither); rate not reviewed.",
    ],
    conflicts: [],
    sources: [
      {
        title: "Ky. Rev. Stat. § 360.040 (text, self-law.org)",
        url: "https://self-law.org/code/ky/chapter-360/360-040",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "J.C. Kuhlman, 'Being a Kentucky judgment creditor is not as lucrative as it used to be' (2017)",
        url: "https://jckuhlmanlaw.com/blog/2017/11/3/being-a-kentucky-judgment-creditor-is-not-as-lucrative-as-it-used-to-be",
        kind: "secondary",
      },
      {
        title:
          "Stites & Harbison, 'Kentucky General Assembly halves judgment interest rate' (July 24, 2017)",
        url: "https://www.stites.com/resources/creditors-sidebar/kentucky-general-assembly-halves-judgment-interest-rate/",
        kind: "secondary",
      },
      {
        title: "Commonwealth v. Gaither (Ky.)",
        url: "https://cetient.com/case/8221078/commonwealth-v-gaither",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an undated unofficial copy; the June 29, 2017 effective date of HB 223 comes from two law-firm posts. 2026 re-check: no 2025-2026 amendment found; the official page was not read.",
    },
  },
  {
    state: "Louisiana",
    code: "LA",
    rule: "Judicial interest: on the first business day of October the Commissioner of Financial Institutions takes the Federal Reserve discount rate (as published in the Wall Street Journal) and adds 3.25 points; that rate applies for the following calendar year. The same judicial-interest rate runs before and after judgment, each calendar year at that year's rate.",
    citation: "La. R.S. 13:4202, 13:4203",
    link: "https://legis.la.gov/legis/Law.aspx?d=77702",
    linkOrigin: "search result",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1; the Commissioner publishes the rate in the Louisiana Register in December and on ofi.la.gov (judicial interest rates). 8.75% for 2024 (La. Reg. Dec. 20, 2023); the 2025 and 2026 rates were not found in the 2026 re-check.",
    exceptions: [
      "Tort (ex delicto) judgments: interest runs from the date of judicial demand (La. R.S. 13:4203).",
      "Workers' compensation awards: the rate in effect when the claim was filed (La. R.S. 23:1201.3, per a law-firm summary).",
      "Conventional (contract) interest where agreed (not reviewed).",
    ],
    conflicts: [],
    sources: [
      {
        title: "La. R.S. 13:4202 (Louisiana State Legislature)",
        url: "https://legis.la.gov/legis/Law.aspx?d=77702",
        kind: "official",
      },
      {
        title:
          "Keogh Cox, 'Judicial interest rate for Louisiana hits a 17-year high' (quotes § 13:4202(B))",
        url: "https://keoghcox.com/judicial-interest-rate-for-louisiana-hits-a-17-year-high/",
        kind: "secondary",
      },
      {
        title:
          "Judicial interest rate determination for 2024 (Louisiana Register vol. 49 no. 12, copy)",
        url: "http://www.southeastern.edu/admin/purch/vendor_info/billing/rate/index.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Civil District Court for Orleans Parish clerk, 'Legal interest rates'",
        url: "https://orleanscivilclerk.com/civil_interest.html",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The official page excerpt showed only the table of past rates (subsection A); the formula in subsection (B) was read as quoted by a law firm, and the Orleans Parish civil clerk confirms the Commissioner sets the rate under (B)(1). 2026 re-check: no amendment found; the 2025 and 2026 determinations were not found.",
    },
  },
  {
    state: "Maine",
    code: "ME",
    rule: "The one-year U.S. Treasury bill rate plus 6%, where the T-bill rate is the weekly average 1-year constant-maturity Treasury yield (Federal Reserve) for the last full week of the calendar year before the year post-judgment interest begins to accrue. In actions on a contract or note with an interest provision: the contract rate or that rate, whichever is greater, fixed as of the judgment date. The rate must be stated in the judgment (except in small claims).",
    citation: "14 M.R.S. § 1602-C",
    link: "https://legislature.maine.gov/statutes/14/title14sec1602-C.html",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1: take the H.15 1-year constant-maturity yield for the last full week of December and add 6. The rate stated in the judgment governs.",
    exceptions: [
      "Contract or note with an interest provision: the greater of the contract rate and the statutory rate, fixed at judgment.",
      "Interest is suspended while a continuance of more than 30 days obtained by the prevailing party runs.",
      "On the losing party's petition and good cause, the court may waive interest in whole or part.",
      "Interest accrues from entry, including during an appeal.",
    ],
    conflicts: [
      "A legal-information website says post-judgment interest equals the prejudgment rate; § 1602-C uses the T-bill rate plus 6%, § 1602-B (prejudgment) plus 3%.",
    ],
    sources: [
      {
        title: "14 M.R.S. § 1602-C (text, Getpocketlaw)",
        url: "https://getpocketlaw.com/law/state_maine/section-14--1602-c-interest-after-judgment_a10a10948ffc",
        kind: "official text (unofficial copy)",
      },
      {
        title: "P.L. 2003, c. 460 (Maine Legislature)",
        url: "https://legislature.maine.gov/ros/LOM/LOM121st/10Pub451-500/Pub451-500-99.htm",
        kind: "official",
      },
      {
        title:
          "DocketMath, 'How interest rules vary in Maine' (quotes § 1602-C; updated May 16, 2026)",
        url: "https://docketmath.com/blog/variation-interest-maine",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an unofficial copy. 2026 re-check: § 1602-C unchanged (a secondary page updated 2026-05-16 quotes the same official text); the 2026 rate (1-year yield for the last full week of December 2025 plus 6) was not found.",
    },
  },
  {
    state: "Maryland",
    code: "MD",
    rule: "10% per year on the amount of the judgment.",
    citation: "Md. Code, Cts. & Jud. Proc. § 11-107",
    link: "https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=gcj&section=11-107",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest on the amount of the judgment.",
    kind: "fixed",
    fixedRate: "10",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Money judgments for rent of residential premises: 6% (§ 11-107(b); Ben-Davies v. Blibaum & Assocs., Md. 2018, applies it to lease-breach judgments that include rent).",
      "Action on a contract for a loan of money: the contract rate on the unpaid principal until the loan's original maturity date (§ 11-106; not for loans secured by a mortgage or deed of trust, and not for a student loan whose contract rate is below the § 11-107 rate unless the loan agreement says so).",
      "Delinquent real or personal property taxes: the greater of the tax interest and penalty rates or 10% (§ 11-107(c)).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Md. Code, Cts. & Jud. Proc. § 11-107 (Casetext mirror, current with 2024 session)",
        url: "https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-maryland/article-courts-and-judicial-proceedings/title-11-judgments/subtitle-1-judgments-miscellaneous/section-11-107-interest-on-judgments-generally-interest-on-money-judgment-for-rent-interest-on-money-judgment-for-delinquent-property-taxes",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Md. Code, Cts. & Jud. Proc. § 11-106 (text, self-law.org)",
        url: "https://self-law.org/code/md/courts-and-judicial-proceedings/11-106",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Ben-Davies v. Blibaum & Assocs., P.A., Misc. No. 4, Sept. Term 2017 (Md. Jan. 19, 2018)",
        url: "https://cetient.com/case/4237679/ben-davies-and-moore-v-blibaum-and-assoc",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on unofficial copies (§ 11-107 current through the 2024 session). 2026 re-check: no 2025 amendment found; the 2026 session was not checked.",
    },
  },
  {
    state: "Massachusetts",
    code: "MA",
    rule: "A judgment bears interest from the day of entry at the same rate as the prejudgment interest in the verdict or finding: 12% per year under G.L. c. 231, §§ 6B (tort) and 6C (contract), or the contract rate where a contract establishes one.",
    citation: "Mass. Gen. Laws ch. 235, § 8; ch. 231, §§ 6B, 6C",
    link: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter235/Section8",
    linkOrigin: "search result",
    compoundingText: "Simple interest.",
    kind: "fixed",
    fixedRate: "12",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Contract actions with an established contract rate: the contract rate.",
      "Interest owed by the Commonwealth: the weekly average 1-year constant-maturity Treasury yield for the week before judgment, at most 10% (c. 231, § 6I).",
      "Bills to replace the 12% rate with a Treasury-based rate are filed every session (e.g. H.1459, 191st Court; H.1795/S.1149, 194th); per a 2026 secondary survey, S.1149 (January 29, 2026) and H.1795 (March 26, 2026) were sent to a study order, so not enacted.",
    ],
    conflicts: [],
    sources: [
      {
        title: "G.L. c. 235, § 8 (Massachusetts Legislature)",
        url: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter235/Section8",
        kind: "official",
      },
      {
        title: "G.L. c. 231, § 6B (text, CourtGPT)",
        url: "https://courtgpt.ai/laws/massachusetts/part-iii/title-ii/chapter-231/section-6b",
        kind: "official text (unofficial copy)",
      },
      {
        title: "G.L. c. 231, § 6I (text, Getpocketlaw)",
        url: "https://getpocketlaw.com/law/state_massachusetts/section-6i-interest-rate-schedule_c5572245fef4",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "O'Connell & Lu, 'The interesting implications of the Massachusetts interest statutes', Boston Bar Journal (2023)",
        url: "https://bostonbar.org/journal/the-interesting-implications-of-the-massachusetts-interest-statutes/",
        kind: "secondary",
      },
      {
        title: "H.1459 (191st General Court), bill text",
        url: "https://malegislature.gov/Bills/191/H1459/House/Bill/Text",
        kind: "official",
      },
      {
        title: "Ezel survey: Massachusetts prejudgment interest (verified 2026-07-05)",
        url: "https://ezel.ai/surveys/prejudgment-interest/massachusetts",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "c. 235, § 8 read on the Legislature's site (stored copy from the 189th Court, 2015-2016); §§ 6B and 6I on unofficial copies. 2026 re-check: no amendment to c. 235, § 8 or c. 231, §§ 6B and 6C found.",
    },
  },
  {
    state: "Michigan",
    code: "MI",
    rule: "For complaints filed on or after January 1, 1987: 1 percentage point plus the average interest rate paid at auctions of 5-year U.S. Treasury notes in the 6 months before each July 1 and January 1, as certified by the State Treasurer. Interest is calculated at 6-month intervals from the date the complaint was filed (so the rate changes every six months), compounded annually, on the whole money judgment including attorney fees and costs.",
    citation: "Mich. Comp. Laws § 600.6013",
    link: "https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-600-6013",
    linkOrigin: "secondary compilation",
    compoundingText: "Compounded annually.",
    kind: "variable",
    fixedRate: null,
    compounding: "annual",
    currentRate:
      "Changes every January 1 and July 1; the State Treasurer certifies the rate and the State Court Administrative Office publishes the chart 'Interest rates for money judgments under MCL 600.6013'.",
    exceptions: [
      "Complaints filed on or after July 1, 2002 on a written instrument with a specified rate: the instrument rate (a variable rate is fixed at the rate in effect when the complaint is filed), at most 13% per year compounded annually (§ 600.6013(7)).",
      "No interest on future damages from filing to judgment (complaints filed on or after October 1, 1986).",
      "Complaints filed before 1987 follow earlier subsections (12% compounded annually, and other rates).",
    ],
    conflicts: [
      "A legal-information article says two points are added to the Treasury-note average; § 600.6013 and the court-administration chart add 1 point.",
    ],
    sources: [
      {
        title: "Mich. Comp. Laws § 600.6013 (text, Getpocketlaw)",
        url: "https://getpocketlaw.com/law/state_michigan/section-600-6013-interest-on-money-judgment_b419bc1ddf45",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "'Interest rates for money judgments under MCL 600.6013' (revised July 1, 2019; copy)",
        url: "https://info.5y1.org/annual-interest-rate-calculator_1_7cf86f.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "62-B District Court (Kentwood), 'Interest on judgments'",
        url: "http://www.kentwood.us/city_services/city_departments/court_(62-b_district)/interest_on_judgments.php",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an unofficial copy, with a copy of the court-administration rate chart (revised July 1, 2019). 2026 re-check: no amendment found; the Treasurer's certified rates for January 1 and July 1, 2026 were not found, so read the current SCAO chart before computing.",
    },
  },
  {
    state: "Minnesota",
    code: "MN",
    rule: "Judgments of $50,000 or less: a rate set for each calendar year by the State Court Administrator from the secondary-market yield on 1-year U.S. Treasury bills (per the Administrator's 2006 notice: the most recent monthly 1-year constant-maturity yield, rounded to the nearest 1%, at least 4%; 4% in 2016-2022, 5% in 2023). Judgments over $50,000 finally entered on or after August 1, 2009: 10% per year until paid.",
    citation: "Minn. Stat. §§ 549.09, 549.091",
    link: "https://www.revisor.mn.gov/statutes/cite/549.09",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Simple interest per year, no compounding (State Court Administration FAQ, 2010).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Set every year for the next calendar year; published by the Revisor of Statutes as 'Interest rates on state court judgments and arbitration awards' (revisor.mn.gov/court_rules/rule/msinte/). 2026: 4% per a secondary survey (Ezel, verified 2026-07-05), not read in the State Court Administrator's notice; 10% for judgments over $50,000.",
    exceptions: [
      "The 10% rate for judgments over $50,000 does not apply to judgments for or against the state or a political subdivision (entered on or after April 16, 2010) or to family-court judgments (entered on or after August 1, 2015); those use the annual rate.",
      "No interest accrues on child-support judgments since August 1, 2022 (§ 548.091, subd. 1a).",
      "Not for tax judgments or employment arbitrations under chapters 179/179A; condemnation awards may differ.",
      "The annual rate has a 4% minimum per the State Court Administrator's 2006 notice (citing 2002 Minn. Laws ch. 247); not read in the current statute text.",
    ],
    conflicts: [],
    sources: [
      {
        title:
          "2023 interest rates on state court judgments and arbitration awards (Minnesota Revisor of Statutes)",
        url: "https://www.revisor.mn.gov/court_rules/rule/msinte/",
        kind: "official",
      },
      {
        title:
          "Minn. Stat. § 549.09 (2016, Minnesota Revisor of Statutes; subdivision 1(a)-(b) excerpt)",
        url: "https://www.revisor.mn.gov/statutes/?id=549.09&year=2016",
        kind: "official",
      },
      {
        title: "Mondaq, 'Interest rate increase on large civil judgments' (2010)",
        url: "https://mondaq.com/unitedstates/market-commentaries/98280/interest-rate-increase-on-large-civil-judgments",
        kind: "secondary",
      },
      {
        title:
          "State Court Administrator, 2006 interest rates on state court judgments and arbitration awards (Scribd copy)",
        url: "https://pl.scribd.com/document/1612613/Department-of-Labor-2006-Interest-Rates",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Laws of Minnesota 2002, ch. 247 (Minnesota Revisor of Statutes)",
        url: "https://www.revisor.mn.gov/laws/2002/0/Session+Law/Chapter/247/",
        kind: "official",
      },
      {
        title:
          "State Court Administration, legal counsel FAQ on judgment interest (rev. April 19, 2010; copy)",
        url: "https://docest.com/doc/280076/legal-counsel-division-state-court-administration-rev-4-19-2010-s1",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ezel survey: Minnesota prejudgment interest (verified 2026-07-05)",
        url: "https://ezel.ai/surveys/prejudgment-interest/minnesota",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 2023 notice was read on the Revisor's site and the formula, 4% floor and simple interest in older court-administration texts (2006, 2010); § 549.09, subd. 1(c) and whether an older judgment takes each new year's rate were not read in the statute. 2026 re-check: no amendment found; the 2026 rate rests on one secondary survey, as the 2024-2026 notices were not found.",
    },
  },
  {
    state: "Mississippi",
    code: "MS",
    rule: "Judgments founded on a sale or contract bear the contract rate. All other judgments bear a per-annum rate set by the judge, from a date the judge finds fair but not before the complaint was filed.",
    citation: "Miss. Code Ann. § 75-17-7",
    link: "",
    linkOrigin: "none",
    compoundingText:
      "Simple interest unless a statute expressly authorizes compounding (Orcutt v. Chambliss, Miss. Ct. App. 2018; Stovall v. Illinois Central Gulf R.R., 722 F.2d 190 (5th Cir. 1984)).",
    kind: "set by court or agency",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "No published rate: read the judgment. Appellate courts have upheld, for example, 8% (Adams v. Adams, 591 So. 2d 431 (Miss. 1991)) and 3% (Brawdy v. Howell, 841 So. 2d 1175 (Miss. Ct. App. 2003)).",
    exceptions: [
      "Judgments on a sale or contract: the contract rate.",
      "Past-due child support: interest must be allowed on each payment from its due date (Dorr v. Dorr, Miss. Ct. App. 2001).",
      "Affirmed money judgments carry interest from the date of the judgment below (M.R.A.P. 37).",
    ],
    conflicts: [
      "A secondary compilation says Mississippi has no statutory default at all for non-contract judgments; that matches the statute as quoted.",
      "A 2004 bill (H.B. 1536) would have set 6% interest compounded daily on support judgments; the 2013 quotation of § 75-17-7 lacks that sentence, so it appears not enacted (not confirmed).",
    ],
    sources: [
      {
        title: "Better Chancery, 'Desultory thoughts on judgment interest' (quotes § 75-17-7)",
        url: "https://betterchancery.com/2013/03/07/desultory-thoughts-on-judgment-interest/",
        kind: "secondary",
      },
      {
        title: "Better Chancery, 'A matter of interest' (Orcutt v. Chambliss, 2018)",
        url: "https://betterchancery.com/tag/simple-interest",
        kind: "secondary",
      },
      {
        title: "Stovall v. Illinois Central Gulf R.R., 722 F.2d 190 (5th Cir. 1984)",
        url: "http://casetext.com/case/stovall-v-illinois-central-gulf-r-co",
        kind: "court opinion",
      },
      {
        title: "Miss. R. App. P. 37 (Casetext)",
        url: "https://casetext.com/rule/mississippi-court-rules/mississippi-rules-of-appellate-procedure/general-provisions/rule-37-interest-on-judgments",
        kind: "official text (unofficial copy)",
      },
      COMPILATION_A,
      {
        title: "H.B. 1536 (Miss. 2004 Regular Session), as passed the House",
        url: "http://billstatus.ls.state.ms.us/documents/2004/html/HB/1500-1599/HB1536PS.htm",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The statute text was read only as quoted in a practitioner's blog (2013); the simple-interest rule comes from court opinions. 2026 re-check: no 2025-2026 amendment found and no current official text read.",
    },
  },
  {
    state: "Missouri",
    code: "MO",
    rule: "Non-tort judgments: 9% per year from entry until satisfied, or the contract rate if the contract bears more than 9%. Tort judgments: the Federal Reserve's intended federal funds rate plus 5%, stated in the judgment and fixed once entered. Interest runs on the judgment balance (principal, prejudgment interest, costs and fees at entry); payments go first to post-judgment costs, then post-judgment interest, then the balance.",
    citation: "Mo. Rev. Stat. § 408.040",
    link: "https://revisor.mo.gov/main/OneSection.aspx?section=408.040",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Simple interest on the judgment balance as entered (which includes prejudgment interest, costs and fees).",
    kind: "fixed",
    fixedRate: "9",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Tort actions: intended federal funds rate plus 5%, fixed in the judgment.",
      "Judgments on contracts bearing more than 9%: the contract rate.",
      "Post-judgment interest accrues automatically in non-tort cases even if the judgment is silent (Dennis v. Riezman Berger, P.C., Mo. 2017).",
      "Tort judgments must state the rate; one that omits it may carry no post-judgment interest unless corrected by a timely post-judgment motion (McGuire v. Kenoma, LLC, 447 S.W.3d 659 (Mo. banc 2014), per a practitioner article).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Mo. Rev. Stat. § 408.040 (Revisor of Missouri, effective Jan. 15, 2015)",
        url: "http://revisor.mo.gov/main/OneSection.aspx?bid=23339&section=408.040",
        kind: "official",
      },
      {
        title: "Consumer Financial Services blog on Dennis v. Riezman Berger, P.C. (Mo. 2017)",
        url: "http://consumerfsblog.com/2017/10/missouri-supreme-court-holds-statutory-post-judgment-interest-allowed-non-tort-actions/?share=google-plus-1",
        kind: "secondary",
      },
      {
        title:
          "FWPC law blog, 'Post-judgment interest: express award required' (McGuire v. Kenoma)",
        url: "https://fwpclaw.com/practices/commercial-and-business-litigation/post-judgment-interest-express-award-required/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the Revisor of Missouri's site (effective January 15, 2015). 2026 re-check: no later amendment found (one search).",
    },
  },
  {
    state: "Montana",
    code: "MT",
    rule: "The bank prime loan rate published by the Federal Reserve (H.15) plus 3%, on judgments and on the costs of obtaining or enforcing them. The prime rate used is set as of January 1 of each year and stays in effect through December 31. A judgment on a contractual obligation that specifies a rate bears that rate.",
    citation: "Mont. Code Ann. § 25-9-205",
    link: "https://archive.legmt.gov/bills/mca/title_0250/chapter_0090/part_0020/section_0050/0250-0090-0020-0050.html",
    linkOrigin: "search result",
    compoundingText: "Not compounded (the statute says the interest 'may not be compounded').",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Take the H.15 bank prime rate as of January 1 of the year and add 3; the rate holds through December 31. 2026: 9.75% by our arithmetic from a 6.75% prime (after the December 10, 2025 cut) reported by secondary sources; H.15 was not read and no Montana publication of the rate was found.",
    exceptions: ["Contractual obligation that specifies a rate: the contract rate."],
    conflicts: [
      "The statute refers both to the prime rate 'on the day judgment is entered' and to a prime rate 'set as of January 1 of each year'; it does not say expressly whether an older judgment's rate changes each January 1. Secondary sources treat the rate as fixed for the year of entry.",
      "Some legal-information websites (LegalFix, USLegal) still give 10%, the rate before the 2017 amendment.",
    ],
    sources: [
      {
        title: "Mont. Code Ann. § 25-9-205 (Montana Legislature archive)",
        url: "https://archive.legmt.gov/bills/mca/title_0250/chapter_0090/part_0020/section_0050/0250-0090-0020-0050.html",
        kind: "official",
      },
      COMPILATION_B,
      {
        title: "ts2.tech, 'U.S. prime rate today after the Fed's December 10, 2025 cut'",
        url: "https://ts2.tech/en/u-s-prime-rate-today-after-the-feds-december-10-2025-cut-6-75-becomes-the-new-benchmark",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the Legislature's site (MCA 2023, last amended 2017); the reset question is noted under conflicts. 2026 re-check: no 2025 amendment found, but the MCA 2025 edition was not read.",
    },
  },
  {
    state: "Nebraska",
    code: "NE",
    rule: "For judgments on or after July 20, 2002: 2 percentage points above the bond investment yield of the average accepted auction price at the first auction of each annual quarter of 26-week U.S. Treasury bills, in effect on the date of entry. The State Court Administrator distributes the rate; it takes effect two weeks after the auction price is published.",
    citation: "Neb. Rev. Stat. § 45-103",
    link: "https://www.nebraskalegislature.gov/laws/statutes.php?statute=45-103",
    linkOrigin: "search result",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes quarterly; the State Court Administrator's notice is posted by the Nebraska Judicial Branch (judgment interest rate page). Fixed at entry.",
    exceptions: [
      "Actions where another law sets the rate.",
      "Actions on an oral or written contract in which the parties agreed a different rate.",
      "Judgments against the state: where payment is stayed under § 25-21,211, interest runs at the § 45-103 rate from the date the court certified the judgment.",
      "Judgments before July 20, 2002: 1 point above the 52-week T-bill yield.",
    ],
    conflicts: [
      "A collection-law website describes an average prime rate plus 2 points under a different section; § 45-103 uses the 26-week T-bill yield plus 2.",
    ],
    sources: [
      {
        title: "Neb. Rev. Stat. § 45-103 (Nebraska Legislature)",
        url: "https://www.nebraskalegislature.gov/laws/statutes.php?statute=45-103",
        kind: "official",
      },
      {
        title: "Neb. Rev. Stat. § 25-21,211 (Nebraska Legislature)",
        url: "https://nebraskalegislature.gov./laws/statutes.php?statute=25-21%2C211",
        kind: "official",
      },
      {
        title:
          "Nebraska Supreme Court, 'Administrative policies & schedules' (judgment interest rate notices)",
        url: "https://supremecourt.nebraska.gov/administrative-policies-schedules",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the Legislature's site. 2026 re-check: no 2025-2026 amendment found; the 2026 quarterly notices were not found (the newest listed on the Supreme Court's page was April 2023).",
    },
  },
  {
    state: "Nevada",
    code: "NV",
    rule: "When no rate is set by contract, by other law or in the judgment: the prime rate at the largest bank in Nevada, as ascertained by the Commissioner of Financial Institutions on the January 1 or July 1 before the judgment, plus 2%. The rate is adjusted every January 1 and July 1 until the judgment is satisfied. Interest runs from service of the summons and complaint (future damages: from entry of judgment).",
    citation: "Nev. Rev. Stat. § 17.130(2)",
    link: "https://www.leg.state.nv.us/NRS/NRS-017.html",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Simple interest: no compound interest on a judgment under NRS 17.130(2) (Torres v. Goodyear Tire & Rubber Co., 130 Nev. Adv. Op. 5 (2014)); consumer-debt interest may not be compounded (NRS 97B.150).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1 and July 1 for all unpaid judgments; the Nevada Financial Institutions Division publishes the prime rate for each date. Apply each half-year's rate to that half-year.",
    exceptions: [
      "Rate provided by contract, other law, or specified in the judgment.",
      "Consumer form contracts (NRS 97B.150): post-judgment interest is the lesser of the contract rate or prime plus 2%, fixed at judgment, and not compounded.",
      "Future damages: interest only from entry of judgment.",
    ],
    conflicts: [
      "A legal-information article says the rate stays fixed for the life of the judgment; the statute requires adjustment every January 1 and July 1 (except consumer form contracts).",
    ],
    sources: [
      {
        title: "Nev. Rev. Stat. § 17.130 (text, laws-info)",
        url: "http://statutes.laws-info.com/nevada/title-2/chapter-17/manner-of-giving-and-entering/17-130",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Nev. Rev. Stat. § 97B.150 (text, nevada.public.law)",
        url: "https://nevada.public.law/statutes/nrs_97b.150",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Nevada FID prime interest rate table (copy)",
        url: "https://fill.io/is-REQUI-t-on-the-oth-e-a",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Torres v. Goodyear Tire & Rubber Co., 130 Nev. Adv. Op. 5 (2014)",
        url: "https://cetient.com/case/2714085/torres-v-goodyear-tire-and-rubber-co",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on two unofficial copies that agree (last amended 1987). 2026 re-check: no amendment to NRS 17.130 found; the FID prime figures for January 1 and July 1, 2026 were not found (the table copy read ends at July 1, 2019), so check fid.nv.gov.",
    },
  },
  {
    state: "New Hampshire",
    code: "NH",
    rule: "An annual simple rate for judgments (including prejudgment interest): the prevailing discount rate on 26-week U.S. Treasury bills at the last auction before the last day of September, plus 2 percentage points, rounded to the nearest tenth. The State Treasurer sets it by December 1 for the following January 1 to December 31.",
    citation: "N.H. Rev. Stat. Ann. § 336:1, II",
    link: "https://gc.nh.gov/rsa/html/xxxi/336/336-1.htm",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple ('annual simple rate').",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1; the State Treasurer sends the rate to the Administrative Office of the Courts by December 1, and the Judicial Branch publishes it (civil interest rates).",
    exceptions: [],
    conflicts: [
      "Whether an existing judgment takes each new calendar year's rate or keeps the rate of the year of entry was not confirmed.",
      "A 2018 bill (HB 1641) proposed daily compounding; it was not confirmed as enacted, and a 2026 secondary compilation still describes simple interest.",
      "A small-claims calculator website says post-judgment interest is 6%; RSA 336:1, II sets a yearly T-bill-based rate.",
    ],
    sources: [
      {
        title: "HB 1641 (2018) as introduced, showing the existing text of RSA 336:1, II",
        url: "https://bills.nhliberty.org/bills/2018/HB1641/revision/2368",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Nault v. N & L Development Co., 146 N.H. 35 (2001) (post-judgment interest under RSA 524:1-b)",
        url: "https://print.casetext.com/case/nault-v-n-l-development-company",
        kind: "court opinion",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "RSA 336:1, II was read only as the existing-law text inside a 2018 bill; the current text and the treatment of multi-year judgments should be checked. 2026 re-check: no amendment and no 2026 rate were found.",
    },
  },
  {
    state: "New Jersey",
    code: "NJ",
    rule: "Simple interest at an annual rate announced for each calendar year: the average rate of return of the State Cash Management Fund for the fiscal year ending the previous June 30, rounded to the nearest 0.5%, for judgments up to the Special Civil Part monetary limit at entry; plus 2% per year for judgments above that limit. Each calendar year's rate applies to that year.",
    citation: "N.J. Ct. R. 4:42-11(a)",
    link: "https://www.njcourts.gov/notices/notice-post-judgment-interest-rate-calendar-year-2026-rule-442-11",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest (the rule says 'simple interest').",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1; the Administrative Director of the Courts issues a Notice to the Bar each autumn with the rates for judgments at or below, and above, the Special Civil Part limit. 2026: 4.5% at or below the $20,000 limit and 6.5% above it, per a law-firm report of the notice (Weltman, January 12, 2026), not read in the Judiciary's own notice.",
    exceptions: [
      "'Except as otherwise ordered by the court or provided by law'.",
      "Judgments above the Special Civil Part limit: plus 2% (since September 1, 1996).",
      "Tort actions: prejudgment interest under R. 4:42-11(b).",
      "Special Civil Part limit: $20,000 from July 1, 2022 ($15,000 before), per secondary reports of the Supreme Court's 2022 order; the limit at entry decides which rate applies.",
    ],
    conflicts: [],
    sources: [
      {
        title: "R. 4:42-11 text (Civil Court Rules blog, 2009)",
        url: "http://civiljury.blogspot.com/2009/07/44211-interest-rate-on-judgments-in.html",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Rich Eichenbaum, 'Post judgment interest rate for 2020' (Notice to the Bar, Oct. 4, 2019)",
        url: "https://richeichlaw.com/category/post-judgment-interest/",
        kind: "secondary",
      },
      {
        title:
          "Weltman, 'New Jersey post-judgment interest rates decrease for 2026' (January 12, 2026)",
        url: "https://www.weltman.com/publication-new-jersey-post-judgment-interest-rates-decrease-for-2026",
        kind: "secondary",
      },
      {
        title:
          "National Law Review, 'New Jersey Supreme Court increases jurisdictional limits' (2022)",
        url: "https://www.natlawreview.com/article/new-jersey-supreme-court-increases-jurisdictional-limits",
        kind: "secondary",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The rule text was read in a 2009 copy and later amendments were not confirmed; the link is the 2026 notice and must be updated yearly. 2026 re-check: the 2026 rates and the $20,000 limit come from secondary reports; the official notice text was not read.",
    },
  },
  {
    state: "New Mexico",
    code: "NM",
    rule: "8.75% per year from entry. A judgment on a written instrument with a different rate bears interest at no more than the instrument's rate. A judgment based on tortious conduct, bad faith, or intentional or willful acts bears 15%.",
    citation: "N.M. Stat. Ann. § 56-8-4",
    link: "",
    linkOrigin: "none",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "fixed",
    fixedRate: "8.75",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Tortious conduct, bad faith, or intentional or willful acts: 15%.",
      "Written instrument with a different rate: not more than the instrument rate.",
      "The state and its political subdivisions are exempt unless another statute or the common law provides otherwise (§ 56-8-4(D)).",
    ],
    conflicts: [
      "A collection-law website describes a rate of 4% plus the Kansas City Fed discount rate; the statute text read gives a fixed 8.75%.",
    ],
    sources: [
      {
        title: "N.M. Stat. Ann. § 56-8-4 (2019 text, Justia)",
        url: "https://law.justia.com/codes/new-mexico/2019/chapter-56/article-8/section-56-8-4/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "N.M. Stat. Ann. § 56-8-4 (Casetext, current through 2024, ch. 69)",
        url: "https://casetext.com/statute/new-mexico-statutes-1978/chapter-56-commercial-instruments-and-transactions/article-8-money-interest-and-usury/section-56-8-4-judgments-and-decrees-basis-of-computing-interest",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on two unofficial copies; no official link was found. 2026 re-check: no 2025-2026 amendment found in stored sources.",
    },
  },
  {
    state: "New York",
    code: "NY",
    rule: "9% per year, except where a statute provides otherwise. 2% per year in an action arising out of consumer debt where a natural person is the defendant: on judgments entered on or after April 30, 2022, and from that date on the unpaid part of earlier judgments.",
    citation: "N.Y. C.P.L.R. 5004",
    link: "https://www.nysenate.gov/legislation/laws/CVP/5004",
    linkOrigin: "search result",
    compoundingText: "Simple interest.",
    kind: "fixed",
    fixedRate: "9",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Consumer debt (personal, family or household purposes) with a natural-person defendant: 2% (Fair Consumer Judgment Interest Act, L. 2021, S5724-A).",
      "Judgments against the State: not more than 9% under State Finance Law § 16; courts may set a lower rate (Auer v. State).",
      "Judgments against municipal corporations: not more than 9% (General Municipal Law § 3-a; text seen only as quoted in 2025 bill A2319).",
    ],
    conflicts: [
      "2025 Assembly bill A2319 would tie judgment interest against the State, municipal corporations and public authorities to the one-year Treasury yield, capped at 9%; last seen referred to the judiciary committee on January 16, 2025, and no enactment was found.",
    ],
    sources: [
      {
        title: "N.Y. C.P.L.R. 5004 (New York State Senate)",
        url: "https://nysenate.gov/legislation/laws/CVP/5004",
        kind: "official",
      },
      {
        title: "Senate Bill S5724A (2021-2022), signed",
        url: "https://www.nysenate.gov/legislation/bills/2021/s5724/amendment/a",
        kind: "official",
      },
      {
        title:
          "Harris Beach, 'New York lowers statutory interest rate on money judgments for consumer debts' (effective date)",
        url: "http://JDSupra.com/legalnews/new-york-lowers-statutory-interest-rate-7416888/",
        kind: "secondary",
      },
      {
        title: "Auer v. State (N.Y. Ct. Cl.)",
        url: "https://cetient.com/case/6214044/auer-v-state",
        kind: "court opinion",
      },
      {
        title: "A02319 (N.Y. Assembly 2025), bill text (LegiScan)",
        url: "https://legiscan.com./NY/text/A02319/2025",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the Senate's site. 2026 re-check: CPLR 5004 unchanged (stored copy undated); no enacted 2025-2026 amendment found.",
    },
  },
  {
    state: "North Carolina",
    code: "NC",
    rule: "The legal rate, 8% per year. A judgment on a contract bears the contract rate if the parties agreed one; otherwise 8%.",
    citation: "N.C. Gen. Stat. §§ 24-1, 24-5",
    link: "https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_24/GS_24-5.html",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "fixed",
    fixedRate: "8",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Judgments on contracts: the agreed contract rate.",
      "Compensatory damages in non-contract actions bear interest from the date the action is commenced (§ 24-5(b); text not read in full).",
      "Interest from verdict to judgment is added as costs (§ 24-7).",
      "Condemnation: § 24-1 excepts G.S. 136-113 from the 8% legal rate (§ 136-113 not read).",
    ],
    conflicts: [],
    sources: [
      {
        title: "N.C. Gen. Stat. § 24-1 with editor's notes (text, UniCourt copy)",
        url: "https://unicourt.github.io/cic-code-nc/transforms/nc/ocnc/r79/gov.nc.stat.title.024.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "N.C. Gen. Stat. § 24-5 (2022 text excerpt, US Lawyer Database)",
        url: "https://law.uslawyerdatabase.com/category/us-law/2022-north-carolina-general-statutes/chapter-24-interest/article-1-general-provisions-chapter-24-interest/page/2",
        kind: "official text (unofficial copy)",
      },
      {
        title: "US Legal, 'North Carolina interest rate laws'",
        url: "http://loansandlending.uslegal.com/interest/north-carolina-interest-rate-laws/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "§ 24-1 (8%) read in statute text; the excerpt of § 24-5 stopped before the contract-rate sentence, which comes from a secondary summary. 2026 re-check: no amendment of §§ 24-1 or 24-5 found.",
    },
  },
  {
    state: "North Dakota",
    code: "ND",
    rule: "The rate in the instrument the action was based on (up to the § 47-14-09 maximum). Otherwise, for judgments entered in a calendar year: the prime rate published in the Wall Street Journal on the first Monday of the previous December plus 3 percentage points, rounded up to the next half point.",
    citation: "N.D. Cent. Code § 28-20-34",
    link: "https://www.ndcourts.gov/state-court-administration/interest-rate-on-judgments",
    linkOrigin: "search result",
    compoundingText: "Not compounded ('may not be compounded in any manner or form').",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1; the State Court Administrator sets it by December 20 and posts it on ndcourts.gov. 10.00% for judgments entered in 2026 (prime 7.00% on December 1, 2025, plus 3, per the court's announcement).",
    exceptions: [
      "Instrument with an interest rate: that rate, up to the § 47-14-09 maximum.",
      "Judgments entered before January 1, 2006 keep the rate in force when entered (12% before 2006).",
      "Unpaid child support: the rate currently in effect under the section, regardless of when the payments fell due.",
      "Partial payments apply to post-judgment costs, then interest, then principal (§ 28-20-36).",
    ],
    conflicts: [
      "A collection-law website describes a 1-year Treasury-based rate; the statute uses the Wall Street Journal prime rate plus 3.",
    ],
    sources: [
      {
        title: "N.D. Cent. Code § 28-20-34 (Casetext mirror)",
        url: "https://d1tvxue8o4w0fl.cloudfront.net/statute/north-dakota-century-code/title-28-judicial-procedure-civil/chapter-28-20-judgments/section-28-20-34-interest-rate-on-judgments",
        kind: "official text (unofficial copy)",
      },
      {
        title: "North Dakota Courts, 'Interest rate set for 2026 judgments' (press release)",
        url: "https://www.einpresswire.com/article/871648478/interest-rate-set-for-2026-judgments",
        kind: "official text (unofficial copy)",
      },
      {
        title: "N.D. Cent. Code § 28-20-36 (text, self-law.org)",
        url: "https://self-law.org/code/nd/title-28/chapter-28-20-judgments/28-20-36",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an unofficial copy, with the court's 2026 announcement (republished copy). 2026 re-check: no amendment found, and a secondary guide updated 2026-05-16 quotes the same statutory wording.",
    },
  },
  {
    state: "Ohio",
    code: "OH",
    rule: "The statutory rate set each year by the Tax Commissioner under R.C. 5703.47 (the federal short-term rate, rounded to the nearest whole percent, plus 3%) in effect when the judgment is rendered, unless a written contract provides a different rate. The rate stated in the judgment remains in effect until the judgment is satisfied.",
    citation: "Ohio Rev. Code §§ 1343.03(A)-(B), 5703.47",
    link: "https://codes.ohio.gov/ohio-revised-code/section-1343.03",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1; the Tax Commissioner certifies the next year's rate by October 15 (Ohio Department of Taxation, annual interest rates). 2026: 7%, per Bloomberg Tax's report of the October 15, 2025 certification and a law-firm note (Weltman), not read on the Department's own page.",
    exceptions: [
      "Written contract with a different rate: the contract rate (Ohio Neighborhood Fin., Inc. v. Marsh, 2010-Ohio-3163).",
      "Tort actions: prejudgment interest under R.C. 1343.03(C) (not reviewed).",
    ],
    conflicts: [
      "A legal-information website places the post-judgment rate in R.C. 1343.03(C) and says it adjusts annually; practitioners and the statute as quoted put it in (A) and fix it at judgment under (B).",
    ],
    sources: [
      {
        title: "United Collections v. Tucholski (Ohio Ct. App. 2005) (quotes R.C. 1343.03(A))",
        url: "https://cetient.com/case/3728969/united-collections-v-tucholski-unpublished-decision-5-20-2005",
        kind: "court opinion",
      },
      {
        title: "Ohio Neighborhood Fin., Inc. v. Marsh, 2010-Ohio-3163",
        url: "https://law.justia.com/cases/ohio/seventh-district-court-of-appeals/2010/2010-ohio-3163.html",
        kind: "court opinion",
      },
      {
        title: "Weltman, 'Ohio statutory interest rate for judgments in 2026'",
        url: "https://www.weltman.com/Publication-Ohio-Statutory-Interest-Rate-for-Judgments-in-2026",
        kind: "secondary",
      },
      {
        title:
          "Bloomberg Tax, 'Ohio tax department publishes 2026 certified annual, monthly interest rates'",
        url: "https://news.bloomberglaw.com/daily-tax-report-international/ohio-tax-department-publishes-2026-certified-annual-monthly-interest-rates-for-overdue-taxes",
        kind: "secondary",
      },
      {
        title: "Sub. H.B. 212 (125th General Assembly, 2003-2004), Ohio Legislature archive",
        url: "http://archives.legislature.state.oh.us/bills.cfm?ID=125_HB_212_RS",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "R.C. 1343.03(A) was read as quoted in court opinions; the R.C. 5703.47 formula comes from practitioners' notes, and the fixed-at-judgment rule of 1343.03(B) is also stated in the title of 2003 Sub. H.B. 212 (Ohio Legislature archive). 2026 re-check: no amendment found; the 2026 rate rests on secondary reports of the certification.",
    },
  },
  {
    state: "Oklahoma",
    code: "OK",
    rule: "The prime rate listed in the first edition of the Wall Street Journal for the calendar year (certified by the State Treasurer to the Administrative Director of the Courts) plus 2 percentage points. Post-judgment interest accrues from the earlier of the rendition date stated in the judgment or the date it is filed with the court clerk.",
    citation: "12 Okla. Stat. § 727.1",
    link: "",
    linkOrigin: "none",
    compoundingText:
      "Simple interest preset: Lee v. Volkswagen of America (Okla. 1987), cited below, refused compounding under the former § 727; one secondary compilation reports annual compounding under § 727.1, which was not confirmed from the statute text. Choose annual compounding only on the current text of § 727.1.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Set every January; announced by the Administrative Office of the Courts (and republished by the Oklahoma Bar Association). Each calendar year has its own rate.",
    exceptions: [
      "Personal-injury verdicts: prejudgment interest at the average T-bill rate of the preceding year under § 727.1 (not reviewed).",
    ],
    conflicts: [
      "A secondary compilation says § 727.1 applies each year's rate to the principal plus earlier accrued interest (annual compounding); Lee v. Volkswagen of America (Okla. 1987) refused compounding under the former § 727. The current text of § 727.1 was not read.",
    ],
    sources: [
      {
        title:
          "Oklahoma Bar Association, 'Postjudgment and prejudgment interest for 2013 determined' (Administrative Director of the Courts)",
        url: "http://www.okbar.org/news/Recent/2013/PostjudgmentPrejudgment.aspx",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Okla. Att'y Gen. Op. No. 07-13 (2007) (accrual under § 727.1(C))",
        url: "https://print.casetext.com/case/opinion-no-20539",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Lee v. Volkswagen of America, Inc. (Okla. 1987)",
        url: "https://print.casetext.com/case/lee-v-volkswagen-of-america-inc-2",
        kind: "court opinion",
      },
      COMPILATION_A,
    ],
    reviewed: "2026-11-24",
    verification: {
      status: "partly confirmed",
      note: "The prime-plus-2 rule comes from the courts' annual announcement; compounding and the year-by-year application were not confirmed from the statute text (three searches).",
    },
  },
  {
    state: "Oregon",
    code: "OR",
    rule: "9% per year from entry of the judgment (unless the judgment specifies another date), also accruing on pre-judgment interest included in the judgment and on attorney fees and costs. A judgment on a contract bearing more than 9% carries the contract rate.",
    citation: "Or. Rev. Stat. § 82.010(2)",
    link: "https://www.oregonlegislature.gov/bills_laws/ors/ors082.html",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest unless a contract provides otherwise (ORS 82.010(2)(b)).",
    kind: "fixed",
    fixedRate: "9",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Contract bearing more than 9%: the contract rate as of entry.",
      "Professional negligence of physicians or nurses (licensed under ORS ch. 677 or ORS 678.010-678.410): the lesser of 5% or 3 points above the Federal Reserve discount rate.",
    ],
    conflicts: [],
    sources: [
      {
        title: "ORS 82.010 (2015 text, OregonLaws)",
        url: "https://www.oregonlaws.org/ors/82.010",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ezel survey: Oregon prejudgment interest (verified 2026-07-05)",
        url: "https://ezel.ai/surveys/prejudgment-interest/oregon",
        kind: "secondary",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read in its 2015 form on an unofficial copy; 2026 secondary sources report the same rule. 2026 re-check: no 2025-2026 amendment found, but the current ORS edition was not read.",
    },
  },
  {
    state: "Pennsylvania",
    code: "PA",
    rule: "A judgment for a specific sum of money bears interest at the lawful rate, 6% per year, from the date of the verdict or award, or from the date of the judgment if there was no verdict or award.",
    citation: "42 Pa.C.S. § 8101; 41 P.S. § 202",
    link: "https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/42/00.081.001.000..HTM",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "fixed",
    fixedRate: "6",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Another statute may provide otherwise ('Except as otherwise provided by another statute').",
      "Parties may agree a different post-judgment rate in a contract (Sicari v. Barua, 43 Pa. D. & C.3d 647 (C.P. 1986); practitioners' notes).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Sicari v. Barua, 43 Pa. D. & C.3d 647 (1986) (quotes 42 Pa.C.S. § 8101)",
        url: "https://cetient.com/case/6399659/sicari-v-barua",
        kind: "court opinion",
      },
      {
        title:
          "Bernstein-Burkley, 'Post judgment interest: are you giving money away?' (41 P.S. § 202; Pittsburgh Constr. Co. v. Griffith)",
        url: "https://bernsteinlaw.com/post-judgment-interest-are-you-giving-money-away",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "§ 8101 was read as quoted in a court opinion; the 6% figure in 41 P.S. § 202 comes from a practitioner's note citing Pennsylvania cases. 2026 re-check: no amendment found, and the text of 41 P.S. § 202 was still not read.",
    },
  },
  {
    state: "Puerto Rico",
    code: "PR",
    rule: "Interest at the rate fixed by regulation of the Financial Board of the Office of the Commissioner of Financial Institutions (OCIF) in force when the judgment is rendered, computed on the amount of the judgment from the judgment until it is paid. The Board sets a separate, lower rate for judgments against the Commonwealth, its municipalities, agencies and public corporations.",
    citation: "P.R. R. Civ. P. 44.3 (32 L.P.R.A. Ap. V)",
    link: "",
    linkOrigin: "none",
    compoundingText: "Simple interest on the amount of the judgment.",
    kind: "set by court or agency",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "OCIF's Financial Board publishes the judgment interest rates (one for private parties, one for the government); use the rate in force on the judgment date, as the Supreme Court did in 2025 TSPR 75 (July 22, 2025) with the government rate in force on November 4, 2021. How often it is revised was not confirmed.",
    exceptions: [
      "Judgments against the Commonwealth, municipalities, agencies and public corporations: the government rate (Gutiérrez Calderón v. U.S. Fire Ins., 2006 TSPR 21; Asociación de Salud Primaria v. E.L.A., 2025 TSPR 75).",
      "Rule 44.3(b): prejudgment interest for a party that litigated with temerity (obstinacy), not against the Commonwealth or its entities.",
    ],
    conflicts: [],
    sources: [
      {
        title: "Ley Núm. 78 de 1988, amending Rule 44.3 (CodexPR)",
        url: "https://www.codexpr.ai/ley/1988-78",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Gutiérrez Calderón v. U.S. Fire Ins. Co., 2006 TSPR 21 (LexJuris)",
        url: "https://lexjuris.com/lexjuris/tspr2006/lexj2006021.htm",
        kind: "court opinion",
      },
      {
        title: "Asociación de Salud Primaria de P.R. v. E.L.A., 2025 TSPR 75 (LexJuris)",
        url: "https://www.lexjuris.com/LexJuris/tspr2025/lexj2025075.htm",
        kind: "court opinion",
      },
      {
        title: "Monrozeau v. Rivera Cruz, 121 P.R. Dec. 885 (1988) (earlier 12% text)",
        url: "https://app.midpage.ai/document/gloria-monrozeau-v-rivera-cruz-8562700",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "Rule 44.3 was read in its 1988 wording (the 2009 Rules keep the OCIF mechanism per the Supreme Court's 2025 opinion); the 2009 text was not read. 2026 re-check: OCIF's current private and government rates were not found, so check ocif.pr.gov before use.",
    },
  },
  {
    state: "Rhode Island",
    code: "RI",
    rule: "12% per year on both the principal amount of the judgment and the prejudgment interest entered in it (the clerk adds prejudgment interest at 12% from the date the cause of action accrued).",
    citation: "R.I. Gen. Laws § 9-21-10",
    link: "https://webserver.rilegislature.gov/Statutes/TITLE9/9-21/9-21-10.HTM",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Simple, but post-judgment interest runs on the principal plus the prejudgment interest included in the judgment.",
    kind: "fixed",
    fixedRate: "12",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Does not apply to a contractual obligation where interest is already provided.",
      "Judgments on foreign-money claims bear the Rhode Island judgment rate (§ 9-32.1-10(c)).",
    ],
    conflicts: [
      "Bills to replace 12% with the 52-week Treasury bill rate were filed in 2023 (S 0633, referred to Senate Judiciary) and 2025 (H 5179, introduced January 24, 2025, referred to House Judiciary); no enactment was found. 2026 H 7215 (held for further study January 29, 2026) would exempt the State and municipalities from § 9-21-10. A 2026 secondary compilation still gives 12%.",
    ],
    sources: [
      {
        title:
          "2023 S 0633 (Rhode Island General Assembly), showing the existing text of § 9-21-10",
        url: "http://webserver.rilin.state.ri.us/BillText23/SenateText23/S0633.htm",
        kind: "official",
      },
      {
        title: "2025 H 5179 bill comparison (Legiplex)",
        url: "https://app.legiplex.com/ri/legislature/2025/2025-r/bills/h5179/drafts-compare",
        kind: "official text (unofficial copy)",
      },
      {
        title: "R.I. Gen. Laws § 9-32.1-10 (text, laws-info)",
        url: "http://statutes.laws-info.com/rhode-island/title-9/chapter-9-32-1/9-32-1-10",
        kind: "official text (unofficial copy)",
      },
      {
        title: "FastDemocracy, 2026 H 7215 (Rhode Island), status",
        url: "https://fastdemocracy.com/bill-search/ri/2026/bills/RIB00033933",
        kind: "secondary",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 12% text was read as the existing law shown in 2023 and 2025 bills. 2026 re-check: no enactment of H 5179 or other amendment of § 9-21-10 was found, though H 5179's final status was not; check § 9-21-10 on rilegislature.gov.",
    },
  },
  {
    state: "South Carolina",
    code: "SC",
    rule: "The prime rate listed in the first edition of the Wall Street Journal for each calendar year for which damages are awarded, plus 4 percentage points, compounded annually. The South Carolina Supreme Court confirms the rate by order by January 15 each year. Applies to judgments entered on or after July 1, 2005.",
    citation: "S.C. Code Ann. § 34-31-20(B)",
    link: "https://www.scstatehouse.gov/code/t34c031.php",
    linkOrigin: "secondary compilation",
    compoundingText: "Compounded annually.",
    kind: "variable",
    fixedRate: null,
    compounding: "annual",
    currentRate:
      "Set every January by order of the South Carolina Supreme Court, for January 15 to January 14 (e.g. 7.50% for January 15, 2016 to January 14, 2017). The January 2026 order was not found in the 2026 re-check: read it on sccourts.org.",
    exceptions: [
      "Judgments entered from July 1, 2005 to January 14, 2006: the first 2005 prime rate plus 4.",
      "Other sums due and ascertained (not judgments): 8.75% (§ 34-31-20(A)).",
    ],
    conflicts: [
      "The statute ties the rate to 'each calendar year for which the damages are awarded'; whether an older judgment takes each new year's rate was not confirmed. A legal-information website gives a flat 7.25%, which is wrong for judgments after 2005.",
    ],
    sources: [
      {
        title: "S.C. Code Title 34, Chapter 31 (South Carolina Legislature)",
        url: "http://scstatehouse.gov/code/t34c031.php",
        kind: "official",
      },
      {
        title: "In re Interest Rate on Money Decrees and Judgments (S.C. Jan. 4, 2016) (order)",
        url: "https://e.casetext.com/case/in-re-interest-rate-on-money-decrees-judgments",
        kind: "court opinion",
      },
      {
        title:
          "DocketMath, 'Judgment interest calculator guide for South Carolina' (quotes § 34-31-20(B); updated May 16, 2026)",
        url: "https://docketmath.com/blog/interest-south-carolina",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on the Legislature's site, with a 2016 Supreme Court rate order. 2026 re-check: statute wording unchanged (a secondary copy updated 2026-05-16 agrees); the 2026 rate order was not found.",
    },
  },
  {
    state: "South Dakota",
    code: "SD",
    rule: "The Category B rate, 10% per year, from the date of judgment.",
    citation: "S.D. Codified Laws §§ 54-3-5.1, 54-3-16(2)",
    link: "https://sdlegislature.gov/Statutes/54-3-5.1",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "fixed",
    fixedRate: "10",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Judgments in inverse-condemnation actions: Category A, 4.5%.",
      "Real estate mortgages and Title 57A security agreements are excluded from § 54-3-5.1 (their terms govern).",
      "Support debts and judgments under § 25-7A-14 are excluded.",
    ],
    conflicts: [
      "A legal-information website (LegalFix) says the Category B rate is set each year by the state treasurer; § 54-3-16 fixes it at 10%.",
    ],
    sources: [
      {
        title: "S.D. Codified Laws § 54-3-16 (South Dakota Legislature)",
        url: "https://sdlegislature.gov/Statutes/PrinterStatute.aspx?Type=Statute&Statute=54-3-16",
        kind: "official",
      },
      {
        title: "S.D. Codified Laws § 54-3-5.1 (text, Instalawyer)",
        url: "https://instalawyer.io/laws/south-dakota-codified-laws/section-54-3-51-interest-on",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "§ 54-3-16 read on the Legislature's site and § 54-3-5.1 on an unofficial copy (source note ends SL 2003, ch 242). 2026 re-check: no 2025-2026 amendment found, though the stored copies are undated.",
    },
  },
  {
    state: "Tennessee",
    code: "TN",
    rule: "2 percentage points below the formula rate published by the Commissioner of Financial Institutions: for judgments entered July 1 to December 31, the June formula rate of that year; January 1 to June 30, the December formula rate of the year before. The rate is fixed when the judgment is entered. A judgment based on a statute, note, contract or other writing that fixes a lawful rate bears that rate.",
    citation: "Tenn. Code Ann. § 47-14-121",
    link: "https://www.tncourts.gov/tennessee-judgment-interest-rates",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1 and July 1 for new judgments; the Administrative Office of the Courts publishes each six-month rate and past rates on tncourts.gov. 2026: 8.75% for judgments entered January 1-June 30 and July 1-December 31, per secondary data files, not read on tncourts.gov; the Department of Financial Institutions' formula rate was 11.00% on December 9, 2025 and 10.75% on January 21, 2026 (tn.gov).",
    exceptions: [
      "Judgment based on a statute, note, contract or other writing fixing a rate within § 47-14-103 limits: that rate.",
      "Interest runs from the day of the verdict (§ 47-14-122).",
      "Judgments entered before July 1, 2012: 10% under the earlier text.",
    ],
    conflicts: [],
    sources: [
      {
        title: "Tenn. Code Ann. § 47-14-121 (text, mleesmith.com)",
        url: "http://search.mleesmith.com/tca/47-14-0121.html",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Creditors' Rights 101 on Coffey v. Coffey, No. E2021-00433-COA-R3-CV (Tenn. Ct. App. Apr. 11, 2022)",
        url: "https://creditorsrights101.com/tag/post-judgment-interest/",
        kind: "secondary",
      },
      {
        title:
          "Tennessee Department of Financial Institutions, formula-rate announcements (Dec. 9, 2025; Jan. 21, 2026)",
        url: "https://tn.gov/tdfi.html",
        kind: "official",
      },
      COMPILATION_C,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an unofficial copy; the fixed-at-entry rule is the Court of Appeals' holding as reported by a practitioner. 2026 re-check: no amendment found; the 2026 six-month rates rest on secondary data, with the DFI formula-rate announcements read on tn.gov.",
    },
  },
  {
    state: "Texas",
    code: "TX",
    rule: "The prime rate published by the Federal Reserve Board, as determined by the Consumer Credit Commissioner on the 15th of each month for judgments rendered the next month, but not less than 5% nor more than 15% per year. A judgment on a contract that provides for interest or a time-price differential bears the lesser of the contract rate (which may be variable) or 18%. The judgment must state the rate.",
    citation: "Tex. Fin. Code §§ 304.001-.003, 304.006",
    link: "https://occc.texas.gov/publications/interest-rates",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Compounded annually (§ 304.006, per secondary sources; not read in this review). Prejudgment interest is simple (§ 304.104).",
    kind: "variable",
    fixedRate: null,
    compounding: "annual",
    currentRate:
      "Changes monthly for new judgments; the Office of Consumer Credit Commissioner publishes the rate (occc.texas.gov, interest rates). Fixed at the rate for the month the judgment is rendered. 2026: 6.75% for judgments rendered January-July, per secondary data transcribing the OCCC's history, not read on occc.texas.gov.",
    exceptions: [
      "Judgment on a contract providing interest or a time-price differential: the lesser of the contract rate or 18%.",
      "Prejudgment interest in wrongful death, personal injury and property damage cases is simple interest (§ 304.104).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Tex. Fin. Code ch. 304, subch. A (text, laws-info)",
        url: "http://statutes.laws-info.com/texas/finance-code/title-4-regulation-of-interest-loans-and-financed-transactions/chapter-304-judgment-interest",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Tex. Fin. Code § 304.003 (text, Instalawyer)",
        url: "https://instalawyer.io/laws/texas-statutes/section-304003-judgment-interest-rate",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Tex. Fin. Code § 304.104 (Casetext)",
        url: "http://casetext.com/statute/texas-codes/finance-code/title-4-regulation-of-interest-loans-and-financed-transactions/subtitle-a-interest/chapter-304-judgment-interest/subchapter-b-prejudgment-interest-in-wrongful-death-personal-injury-or-property-damage-case/section-304104-accrual-of-prejudgment-interest",
        kind: "official text (unofficial copy)",
      },
      COMPILATION_A,
      COMPILATION_C,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "§§ 304.001-.003 read in statute text (unofficial copies, last amended 2005); annual compounding under § 304.006 still comes from secondary compilations. 2026 re-check: no amendment of chapter 304 found; the 2026 monthly rates rest on secondary data.",
    },
  },
  {
    state: "Utah",
    code: "UT",
    rule: "The federal post-judgment interest rate (28 U.S.C. § 1961) as of January 1 of the year the judgment is entered, plus 2%; the rate in effect when the judgment is entered applies for its whole life. A judgment on a lawful contract bears the rate agreed by the parties, stated in the judgment.",
    citation: "Utah Code § 15-1-4",
    link: "https://le.utah.gov/xcode/Title15/Chapter1/15-1-S4.html",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1: take the federal § 1961 rate on January 1 and add 2. The Utah courts publish the yearly rate. 2026: 5.51% (federal 3.51% on January 1 plus 2), and 13.51% for qualifying judgments under $10,000 on goods or services, per secondary data transcribing the Utah courts' table, not read on utcourts.gov.",
    exceptions: [
      "Judgment on a lawful contract: the agreed rate.",
      "Deferred deposit (payday) loans: interest at the statutory rate on a capped amount (§ 15-1-4(2)(b)).",
      "The current text refers to a subsection (4) that was not read; earlier versions added a higher rate for final judgments under $10,000 on purchases of goods and services (2014 S.B. 271, revised by 2017 S.B. 225); secondary sources describe it as the federal rate plus 10%.",
    ],
    conflicts: [],
    sources: [
      {
        title: "Utah Code § 15-1-4 (LawServer, current as of 2024)",
        url: "https://lawserver.com/?p=29751319",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Utah Code § 15-1-4 (2014 text, ut.elaws.us)",
        url: "http://ut.elaws.us/code/15-1-4",
        kind: "official text (unofficial copy)",
      },
      {
        title: "2017 S.B. 225, enrolled (Utah Legislature)",
        url: "https://le.utah.gov/~2017/bills/sbillenr/SB0225.htm",
        kind: "official",
      },
      COMPILATION_C,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "Subsections (1)-(3) read in statute text (unofficial copy current as of 2024); subsection (4) was not read. 2026 re-check: no amendment found; the 2026 rates rest on secondary data.",
    },
  },
  {
    state: "Vermont",
    code: "VT",
    rule: "12% per year, the legal rate (9 V.S.A. § 41a(a)); interest on a judgment lien also accrues at 12% (12 V.S.A. § 2903(c)).",
    citation: "9 V.S.A. § 41a(a); 12 V.S.A. § 2903(c)",
    link: "https://legislature.vermont.gov/statutes/section/09/004/00041a",
    linkOrigin: "secondary compilation",
    compoundingText:
      "Simple interest only (Greenmoss Builders, Inc. v. Dun & Bradstreet, Inc., 149 Vt. 365 (1988), per a case brief).",
    kind: "fixed",
    fixedRate: "12",
    compounding: "none",
    currentRate: null,
    exceptions: [],
    conflicts: [
      "No statute read states a general rate for judgments in so many words: 12% is the legal rate and the judgment-lien rate, and V.R.C.P. 69, as quoted in a trial-court opinion, has post-judgment interest computed at the maximum rate allowed by law.",
    ],
    sources: [
      {
        title: "9 V.S.A. § 41a (Vermont Legislature, includes the 2024 session)",
        url: "https://legislature.vermont.gov/statutes/section/09/004/00041A",
        kind: "official",
      },
      {
        title:
          "Dorr v. Lacoste, No. 14-1-11 Bncv (Vt. Super. Ct. Feb. 5, 2016) (quotes V.R.C.P. 69)",
        url: "https://www.cetient.com/case/dorr-v-lacoste-4489470",
        kind: "court opinion",
      },
      {
        title:
          "Case brief: Greenmoss Builders, Inc. v. Dun & Bradstreet, Inc., 149 Vt. 365 (1988) (Studicata)",
        url: "https://studicata.com/case-briefs/case/greenmoss-builders-inc-v-dun-bradstreet-inc",
        kind: "secondary",
      },
      {
        title: "US Legal, 'Vermont interest rate laws' (quotes 9 V.S.A. § 41a)",
        url: "https://loansandlending.uslegal.com/interest/vermont-interest-rate-laws/",
        kind: "secondary",
      },
      {
        title:
          "DocketMath, Vermont interest rules (quotes 12 V.S.A. § 2903(c) from legislature.vermont.gov)",
        url: "https://docketmath.com/blog/howto-interest-vermont",
        kind: "secondary",
      },
      {
        title: "ELFA state law compendium, Vermont usury (quotes 9 V.S.A. §§ 41a, 49)",
        url: "https://www.elfaonline.org/advocacy/state-issues/state-law-compendium/vermont/usury",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "2026 re-check: 9 V.S.A. § 41a (12%) was read on the Legislature's site and V.R.C.P. 69 as quoted in a 2016 trial-court opinion that applied 12% to a judgment; simple interest rests on a case brief, and no 2025-2026 amendment was found.",
    },
  },
  {
    state: "Virginia",
    code: "VA",
    rule: "6% per year. A money judgment in an action arising from a contract carries the rate lawfully charged on the contract or 6%, whichever is higher. The rate in effect when the judgment is entered applies and is not affected by later changes.",
    citation: "Va. Code §§ 6.2-302, 8.01-382",
    link: "https://law.lis.virginia.gov/vacode/title6.2/chapter3/section6.2-302/",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "fixed",
    fixedRate: "6",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Contract actions: the higher of the lawful contract rate and 6%.",
      "Judgments for sums due under a negotiable instrument: the instrument rate (Va. Code §§ 8.01-382, 8.3A-112).",
      "A judgment that does not provide for interest still bears the judgment rate from entry or verdict (§ 8.01-382).",
      "Medical debt (from July 1, 2026): the Medical Debt Protection Act caps interest charged by large health care facilities and medical debt buyers at 3% per year (Va. Code § 59.1-612, 2025 Acts); whether this limits post-judgment interest on medical-debt judgments was not confirmed.",
    ],
    conflicts: [],
    sources: [
      {
        title: "Va. Code § 6.2-302 (text, laws-info, effective Oct. 1, 2010)",
        url: "http://statutes.laws-info.com/virginia/title-6-2/chapter-3/6-2-302",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Va. Code § 8.01-382 (text, vacode.org)",
        url: "https://www.vacode.org/8.01-382/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Va. Code § 59.1-612 (Code of Virginia updates, 2025; effective July 1, 2026)",
        url: "https://law.lis.virginia.gov/vacodeupdates/title59.1/section59.1-612",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on unofficial copies. 2026 re-check: no amendment to §§ 6.2-302 or 8.01-382 found; whether the 2025 medical-debt interest cap (from July 1, 2026) reaches post-judgment interest was not confirmed.",
    },
  },
  {
    state: "Washington",
    code: "WA",
    rule: "Depends on the judgment: on a written contract providing a rate, that rate (stated in the judgment); tort judgments against private parties, the prime rate on the first business day of the month before entry plus 2 points; tort judgments against a public agency, the 26-week Treasury bill coupon-equivalent yield (first auction of the month before entry) plus 2 points; consumer-debt judgments, 9%; medical-debt judgments, 9% as reported (not read in the statute; see the exceptions); unpaid child support, 12%; all other judgments, the maximum rate under RCW 19.52.020 on the date of entry.",
    citation: "RCW 4.56.110, 4.56.111, 4.56.115",
    link: "https://app.leg.wa.gov/rcw/default.aspx?cite=4.56.110",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes monthly for new judgments; the Code Reviser publishes each month's RCW 19.52.020 maximum rate and the rates under RCW 4.56.110(3)(a) and (3)(b) (leg.wa.gov, Code Reviser, interest rates). Fixed at entry.",
    exceptions: [
      "Written contract with a specified rate: the contract rate, if set out in the judgment.",
      "Child support: 12%.",
      "Tort judgments against the state and local governments: 26-week T-bill plus 2 (RCW 4.56.115).",
      "Consumer debt (2019 c 371): 9% per a secondary source.",
      "Medical debt: a February 2026 trade report gives Washington's current ceiling as 9% a year on medical-debt judgments. The review did not read that rate in the text of RCW 4.56.110 or 19.52.010; it read only bill reports: SHB 1531 (2019, passed) lowered the prejudgment interest rate on medical debt, and SB 5530 (2019) proposed amending RCW 4.56.110 for it. SB 5993 (2026) passed the Senate in February 2026; it sets simple interest of 1% per year on medical debt accrued after December 31, 2026, before or after judgment, and bars interest in some charity-care cases; whether it was enacted was not confirmed. For a medical-debt judgment, read the rate in the judgment and the Code Reviser's table.",
    ],
    conflicts: [
      "Secondary compilations disagree: one gives a single prime-based rate for Washington, another several categories. The text of RCW 4.56.110 as amended in 2019 was read only up to subsection (2).",
    ],
    sources: [
      {
        title: "RCW 4.56.110 as amended by 2010 c 149 (ESB 6764, session law)",
        url: "https://lawfilesext.leg.wa.gov/Biennium/2009-10/Htm/Bills/Session%20Laws/Senate/6764.SL.htm",
        kind: "official",
      },
      {
        title: "RCW 4.56.111 (Washington Legislature)",
        url: "https://app6.leg.wa.gov/rcw/default.aspx?cite=4.56.111",
        kind: "official",
      },
      {
        title: "RCW 4.56.115 (Washington Legislature)",
        url: "https://apps.leg.wa.gov/rcw/default.aspx?cite=4.56.115",
        kind: "official",
      },
      {
        title: "Washington Code Reviser, maximum and judgment interest rates (monthly table)",
        url: "http://leg.wa.gov/CodeReviser/Documents/rates.htm",
        kind: "official",
      },
      {
        title: "SHB 1602, 2019 c 371, consumer debt judgments (copy)",
        url: "https://info.5y1.org/washington-state-garnishment-laws-2019_1_da99ba.html",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Secondary: public FAQ on state judgment rates (GitHub file; repository not identified by the search tool) — lists the RCW 4.56.110 categories",
        url: "",
        kind: "secondary",
      },
      {
        title: "SHB 1531 (2019), House bill report as passed by the Legislature (medical debt)",
        url: "https://lawfilesext.leg.wa.gov/biennium/2019-20/Htm/Bill%20Reports/House/1531-S%20HBR%20PL%2019.htm",
        kind: "official",
      },
      {
        title: "SB 5530 (2019) as introduced, amending RCW 4.56.110 for medical debt (copy)",
        url: "https://vdocuments.mx/s-08581-senators-frockt-kuderer-das-darneille-dhingra-bills5530pdf-senate.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Washington Senate passes medical debt interest cap (SB 5993), February 2026",
        url: "https://www.creditandcollectionnews.com/washington-senate-passes-medical-debt-interest-cap-house-review-set-for-feb-18",
        kind: "secondary",
      },
      {
        title:
          "FastDemocracy summary of the 2025-26 bill amending RCW 19.52.010 (1% on medical debt)",
        url: "https://fastdemocracy.com/bill-summary/?billsummary_id=WAB00024265&billsummary_session=2025-2026&billsummary_state=wa",
        kind: "secondary",
      },
      COMPILATION_B,
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The contract, child-support and tort branches were read in official texts (2010 session law, RCW 4.56.111/.115, Code Reviser table); the consumer-debt rate and the current wording after the 2019 amendments come from a secondary source. The medical-debt rate (9%) rests on a 2026 trade report only.",
    },
  },
  {
    state: "West Virginia",
    code: "WV",
    rule: "2 percentage points above the Fifth Federal Reserve District secondary discount rate in effect on January 2 of the year the judgment is entered, not less than 4% nor more than 9% per year. The Administrative Office of the Supreme Court of Appeals announces the rate each year. Judgments on written agreements also bear this rate after entry.",
    citation: "W. Va. Code § 56-6-31",
    link: "https://code.wvlegislature.gov/56-6-31",
    linkOrigin: "search result",
    compoundingText: "Simple, not compounding (§ 56-6-31(a)).",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1 for new judgments; the Supreme Court of Appeals issues an order each January (courtswv.gov). 7% for 2023, 8% for 2024; 7% for 2025 and 6.25% for 2026 per secondary data, not read in the court's own orders.",
    exceptions: [
      "Written agreements: the contract rate applies only until judgment, then the statutory rate.",
      "Prejudgment interest on special or liquidated damages uses the rate of the year the right of action accrued (§ 56-6-31(b)).",
      "Judgments from 2007 to 2017: 3 points above the discount rate, 7% to 11% (per court announcements).",
    ],
    conflicts: [],
    sources: [
      {
        title: "W. Va. Code § 56-6-31 (West Virginia Legislature)",
        url: "https://code.wvlegislature.gov/56-6-31",
        kind: "official",
      },
      {
        title:
          "Administrative Office of the Supreme Court of Appeals, 2024 rate announcement (WVPA)",
        url: "https://wvpress.org/wvpa-sharing/interest-rate-set-on-judgments-and-decrees-entered-during-2024-calendar-year/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "2024 interest rate order (West Virginia Judiciary)",
        url: "https://www.courtswv.gov/sites/default/pubfilesmnt/2024-01/2024InterestRateOrder.pdf",
        kind: "official",
      },
      COMPILATION_C,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "2026 re-check: § 56-6-31 read again on the Legislature's site, where subsection (b)(1) gives the two-point formula with the 4% floor and 9% cap; no amendment found, and the 2025 and 2026 rate orders were not read.",
    },
  },
  {
    state: "Wisconsin",
    code: "WI",
    rule: "1% plus the prime rate reported by the Federal Reserve (H.15) in effect on January 1 of the year of entry for judgments entered January 1 to June 30, or on July 1 for judgments entered July 1 to December 31; the rate stays with the judgment until it is paid. Applies to judgments entered on or after December 2, 2011.",
    citation: "Wis. Stat. § 815.05(8); see §§ 814.04(4), 807.01(4)",
    link: "https://docs.legis.wisconsin.gov/statutes/statutes/815/05",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest.",
    kind: "variable",
    fixedRate: null,
    compounding: "none",
    currentRate:
      "Changes every January 1 and July 1 for new judgments: look up the H.15 bank prime rate on that date and add 1. 2026: 7.75% for judgments entered January 1-June 30 and July 1-December 31, per secondary data transcribing the Wisconsin courts' table (interestrate.pdf on wicourts.gov), not read in that table.",
    exceptions: [
      "Rejected offer of settlement followed by an equal or better judgment: the same rate from the date of the offer, in lieu of other interest (§ 807.01(4)).",
      "Judgments entered before December 2, 2011: 12% per year.",
    ],
    conflicts: [
      "A legal-information website gives a 5% minimum; 2011 Wisconsin Act 69 contains no floor.",
    ],
    sources: [
      {
        title: "2011 Wisconsin Act 69 (text, wi.elaws.us)",
        url: "http://wi.elaws.us/acts/2011/69",
        kind: "official text (unofficial copy)",
      },
      {
        title: "2015 S.B. 76, Legislative Reference Bureau analysis of current law",
        url: "https://docs.legis.wisconsin.gov/2015/related/proposals/sb76",
        kind: "official",
      },
      {
        title:
          "Wisconsin Law Journal, 'Calculating judgment interest in the wake of Wis. Act 69' (2012)",
        url: "http://wislawjournal.com/2012/08/07/calculating-judgment-interest-in-the-wake-of-wis-act-69/comment-page-1/",
        kind: "secondary",
      },
      COMPILATION_C,
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Read in the 2011 act and the Legislative Reference Bureau's 2015 description of current law; the current statute text was not read. 2026 re-check: no amendment after 2011 Act 69 found; the 2026 rates rest on secondary data.",
    },
  },
  {
    state: "Wyoming",
    code: "WY",
    rule: "10% per year from the date of rendition until paid. A judgment founded on a contract in which all parties agreed a rate bears that rate.",
    citation: "Wyo. Stat. Ann. § 1-16-102",
    link: "https://wyoleg.gov/statutes/compress/title01.pdf",
    linkOrigin: "secondary compilation",
    compoundingText: "Simple interest (the statute provides no compounding).",
    kind: "fixed",
    fixedRate: "10",
    compounding: "none",
    currentRate: null,
    exceptions: [
      "Judgment founded on a contract with an agreed rate: the contract rate.",
      "Child-support or maintenance installments that become judgments by operation of law (on or after July 1, 1990) bear no interest; a late-payment penalty applies instead (§ 1-16-103).",
      "Post-judgment interest is owed as a matter of law (American Collection Sys., Inc. v. Judkins, 2024 WY 66).",
    ],
    conflicts: [],
    sources: [
      {
        title: "Wyo. Stat. Ann. Title 1, ch. 16 (text, laws9)",
        url: "http://laws9.com/statutes/wyoming/Title1/chapter16",
        kind: "official text (unofficial copy)",
      },
      {
        title: "American Collection Sys., Inc. v. Judkins, 2024 WY 66",
        url: "https://print.casetext.com/case/am-collection-sys-v-judkins",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Statute text read on an undated unofficial copy. 2026 re-check: no 2025-2026 amendment found.",
    },
  },
];

/** The rows with their machine-readable method (docs/jurisdiction-methods.md). */
export const stateInterestRules: readonly StateInterestRule[] = rows.map((row) => ({
  ...row,
  method: methodFor(row),
}));
