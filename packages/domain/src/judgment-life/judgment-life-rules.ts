import type { JudgmentLifeRule } from "./judgment-life-types.ts";

/** The day this table was researched; each row also carries its own `reviewed` date. */
export const JUDGMENT_LIFE_REVIEWED = "2026-11-25";

/**
 * How long a money judgment lives and how it is renewed, for the 50 states, the District of
 * Columbia, federal courts and Puerto Rico, sorted by `state`. Researched from statute and court
 * texts (stored copies of public pages; no page was opened live); each row says what was read and
 * what rests on secondary sources. How to review it: docs/judgment-deadlines.md.
 */
export const judgmentLifeRules: readonly JudgmentLifeRule[] = [
  {
    state: "Alabama",
    code: "AL",
    lifeYears: 10,
    lifeText:
      "Execution may issue for 10 years from entry without revival; after 10 years with no execution the judgment is presumed satisfied and must be revived before execution. No judgment can be revived more than 20 years after entry, and after 20 years it is conclusively presumed paid.",
    lifeRunsFrom: "issuance of execution",
    dormancy: true,
    renewalMethod: "revival",
    renewalText:
      "Revival on motion (historically scire facias) in the court that entered the judgment. The debtor may rebut by showing payment. Revival only restores the right to execute on the original judgment; it does not start a new 20-year period (McLendon v. Hepburn, 2003).",
    windowOpens: {
      kind: "years-after-start",
      years: 10,
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 10,
    },
    windowText:
      "Revival is needed once the judgment goes dormant 10 years after entry (or 10 years after the last execution). It must be obtained within 20 years of the original entry, so the window closes 10 years after the judgment goes dormant.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A certificate of judgment filed with the judge of probate of a county (§ 6-9-210) makes the judgment a lien on the debtor's leviable property in that county for 10 years from the date of the judgment. The lien lasts beyond 10 years only for property named in an enforcement or foreclosure action begun within the 10 years, and only if a lis pendens is filed. The text read gives no way to renew the lien. McLendon mentions that a revived judgment was registered, but how a lien works after revival is unclear.",
    lienCitation: "Ala. Code §§ 6-9-210, 6-9-211",
    lienRenews: null,
    citation: "Ala. Code §§ 6-9-190, 6-9-191, 6-9-210, 6-9-211",
    link: "http://alisondb.legislature.state.al.us/alison/CodeOfAlabama/1975/6-9-211.htm",
    linkOrigin: "search result",
    sources: [
      {
        title: "Code of Alabama § 6-9-211 (Alabama Legislature ALISON)",
        url: "http://alisondb.legislature.state.al.us/alison/CodeOfAlabama/1975/6-9-211.htm",
        kind: "official",
      },
      {
        title: "McLendon v. Hepburn, 876 So. 2d 479 (Ala. Civ. App. 2003)",
        url: "http://law.justia.com/cases/alabama/court-of-appeals-civil/2003/2011070-0.html",
        kind: "court opinion",
      },
      {
        title: "Mobile Drug Co. v. McCullough, 215 Ala. 682 (1927)",
        url: "https://print.casetext.com/case/mobile-drug-co-v-mccullough",
        kind: "court opinion",
      },
      {
        title: "Second Nat. Bank of Cincinnati v. Allgood, 176 So. 363 (Ala. 1937)",
        url: "http://casetext.com/case/second-nat-bank-of-cincinnati-ohio-v-allgood",
        kind: "court opinion",
      },
      {
        title: "Davis International, Inc. v. Berryman, 730 So. 2d 242 (Ala. Civ. App. 1999)",
        url: "http://ecases.us/mobile/case/alacivapp/c6459145/davis-international-inc-ex-rel-patel-v-berryman",
        kind: "court opinion",
      },
      {
        title: "USLegal definition: judgment revival (quotes Ala. Code § 6-9-190)",
        url: "https://definitions.uslegal.com/j/judgment-revival%20/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the text of § 6-9-211 (the lien) on the official ALISON site. The 20-year revival bar in § 6-9-190 comes only from a secondary quotation. The 10-year dormancy, the presumption of satisfaction and revival by motion come from court opinions (McLendon 2003 and older cases under earlier code numbers), not from the current text of §§ 6-9-190/-191/-192.",
    },
    unclear: [
      "Current wording of §§ 6-9-190, 6-9-191 and 6-9-192 not read directly",
      "Whether revival may be sought before the 10-year dormancy point",
      "Whether a revived judgment can be re-recorded to create a new lien after the 10-year lien ends, and how long that lien would last",
      "How many revivals are possible inside the 20-year cap",
    ],
  },
  {
    state: "Alaska",
    code: "AK",
    lifeYears: 5,
    lifeText:
      "Execution issues as of right for 5 years after entry. After that, a writ issues only by court order on a motion that shows 'just and sufficient reasons' for not executing within 5 years (Civil Rule 69(d)(1), AS 09.35.020, as applied in Magden v. Alaska USA FCU, 2001). An action upon a judgment must be brought within 10 years (AS 09.10.040).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "A motion for leave to issue execution after 5 years, supported by reasons for the delay (Rule 69(d)). A separate option is an action on the judgment within 10 years of entry (AS 09.10.040).",
    windowOpens: {
      kind: "years-after-start",
      years: 5,
    },
    windowCloses: null,
    windowText:
      "The motion procedure applies once 5 years have passed since entry without a writ. The review found no outer deadline for such a motion in the text read. An action on the judgment must be started within 10 years.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: null,
    lienText:
      "Not read. The review could not find the text of the Alaska judgment-lien statute (reportedly AS 09.30.010), so it is not known how long the lien lasts or how it is renewed.",
    lienCitation: "",
    lienRenews: null,
    citation: "AS 09.35.020; Alaska R. Civ. P. 69(d); AS 09.10.040",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Magden v. Alaska USA Federal Credit Union, 36 P.3d 659 (Alaska 2001)",
        url: "http://touchngo.com/sp/html/sp-5506.htm",
        kind: "court opinion",
      },
      {
        title: "AS 09.10.040 (policyrisk.com listing of Alaska Title 9, ch. 10)",
        url: "https://policyrisk.com/states/alaska/statutes?chapter=10&title=09",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Alaska Civil Rule 69 (howtolegalhelp.com copy; subsection (d) cut off in excerpt)",
        url: "https://howtolegalhelp.com/rule-69-execution-examination-of-judgment-debtor-restraining-disposition-of-property-execution-after-five-years",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 5-year rule and the 'just and sufficient reasons' motion come from the Alaska Supreme Court's opinion in Magden, which applies Civil Rule 69(d)(1) and AS 09.35.020; the review did not read the full text of either. AS 09.10.040 (10 years for an action upon a judgment) was read in an unofficial copy, and the review found no lien rules.",
    },
    unclear: [
      "Full text of AS 09.35.020 and Civil Rule 69(d)",
      "Whether execution by motion is still possible more than 10 years after entry",
      "How long an order allowing execution after 5 years lasts",
      "Judgment lien duration and renewal (AS 09.30.010?)",
    ],
  },
  {
    state: "Arizona",
    code: "AZ",
    lifeYears: 10,
    lifeText:
      "A writ of execution may issue within 10 years after entry and within 10 years after any renewal. After 10 years, no execution issues unless the judgment was renewed by affidavit (§ 12-1612) or an action was brought on it (§ 12-1611). This 10-year rule applies to judgments entered on or after Aug. 3, 2013. Older judgments count only if renewed by Aug. 2, 2018.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "affidavit",
    renewalText:
      "The judgment creditor, its representative or its assignee files a renewal affidavit with the clerk of the court. The affidavit states the parties, the court, the date and amount, the owner of the judgment, outstanding executions, set-offs and the balance due. Renewal by an action on the judgment (§ 12-1611) is also allowed.",
    windowOpens: {
      kind: "days-before-expiry",
      days: 90,
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Per § 12-1612(B), the affidavit must be filed within the 90 days before the 10-year period ends. The statute says 90 days, not 3 months: treat the window as exactly 90 days. Under case law on the former 5-year version (Mobile Discount Corp. v. Hargus, 1988), an affidavit filed after expiry was held too late.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "Recording a certified copy of the judgment with the county recorder (§ 33-961) makes the judgment a lien on the debtor's real property in that county for 10 years after the date it is given (§ 33-964(A)). Judgment liens for support and civil liens obtained by the State last until satisfied. To continue the lien, a secondary source says a certified copy of the renewal affidavit must be recorded with the county recorder (§ 12-1613). The review did not read § 12-1613 itself.",
    lienCitation: "A.R.S. §§ 33-961, 33-964, 12-1613",
    lienRenews: true,
    citation: "A.R.S. §§ 12-1551, 12-1611, 12-1612, 12-1613",
    link: "https://www.azleg.gov/ars/12/01551.htm",
    linkOrigin: "search result",
    sources: [
      {
        title: "A.R.S. § 12-1551 (Arizona Legislature)",
        url: "https://www.azleg.gov/ars/12/01551.htm",
        kind: "official",
      },
      {
        title: "A.R.S. § 12-1612 (Arizona Legislature)",
        url: "https://azleg.gov/viewdocument/?docName=https%3A%2F%2Fwww.azleg.gov%2Fars%2F12%2F01612.htm",
        kind: "official",
      },
      {
        title: "A.R.S. § 33-964 (Arizona Legislature)",
        url: "https://www.azleg.gov/viewdocument/?docName=https%3A%2F%2Fwww.azleg.gov%2Fars%2F33%2F00964.htm",
        kind: "official",
      },
      {
        title: "Laws 2018, ch. 36 (HB 2240), five to ten years",
        url: "https://azleg.gov/legtext/53leg/2r/laws/0036.htm",
        kind: "official",
      },
      {
        title: "HB 2730 (2023), House engrossed, proposed date changes",
        url: "https://azleg.gov/legtext/56leg/1R/bills/HB2730H.htm",
        kind: "official",
      },
      {
        title: "Goodman Law: renewal of Arizona judgments",
        url: "https://goodmanlaw.com/renew-j/",
        kind: "secondary",
      },
      {
        title:
          "Chernoff Law: How to renew a judgment (Mobile Discount v. Hargus; former § 12-1612(E))",
        url: "https://chernoff.law/how-to-renew-a-judgment/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "The 10-year life, affidavit renewal and 90-day window were read on azleg.gov in §§ 12-1551 and 12-1612(A)-(B), and the 10-year lien in § 33-964(A). Two points rest on secondary sources describing the former 5-year text: successive renewals, each running from the last renewal, and lien renewal by recording the affidavit under § 12-1613. A 2023 bill (HB 2730) would have changed the transition dates, but the azleg.gov text, updated through the 2023 session, still shows Aug. 2, 2013 / Aug. 2, 2018.",
    },
    unclear: [
      "Current text of § 12-1612(E) (successive renewals) and § 12-1613 (lien renewal) not read",
      "Window is 90 days by statute; the months-based encoding (3) is approximate",
      "Enactment status of HB 2730 (2023) and any later change to the transition dates",
    ],
  },
  {
    state: "Arkansas",
    code: "AR",
    lifeYears: 10,
    lifeText:
      "An action on a judgment is barred after 10 years (§ 16-56-114, per secondary source). A secondary source says payments by the debtor or issuing execution or garnishment before the bar starts a new 10-year period (Primus Automotive v. Wilburn, 2013). Revival must happen within 10 years of rendition or of the last revival.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "Historically, a writ of scire facias sued out before the judgment lien expires. If no cause is shown, the judgment is revived and the lien continued for another 10 years (§ 16-65-501). A 2025 bill (HB 1959) abolished scire facias for this. policyrisk.com now shows § 16-65-501 as 'Revival of outstanding judgment': the creditor files a notice that the judgment is still outstanding, before the lien expires. The review did not read the rest of the new text.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "At any time before the judgment lien expires. Under the scire facias text, the writ must issue within 10 years from rendition, or within 10 years from the last order of revivor.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "A judgment is a lien on the debtor's real estate in the county where it is entered or recorded, for 10 years from the date of the judgment (§ 16-65-117, per secondary source). Revival continues the lien for another 10 years. If revival is sought before the lien ends, the revived lien relates back to the day the scire facias issued. The new notice-based procedure asks the notice to say the creditor intends to keep the lien in the county where it is filed. Whether a separate notice is needed in each county is unclear.",
    lienCitation: "Ark. Code Ann. §§ 16-65-117, 16-65-501",
    lienRenews: true,
    citation: "Ark. Code Ann. §§ 16-56-114, 16-65-117, 16-65-501",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Ark. Code § 16-65-501 (scire facias version, LegalFix copy, 2018)",
        url: "https://legalfix.com/statutes/state-codes/arkansas/title-16/subtitle-5/chapter-65/subchapter-5/section-16-65-501",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ark. Code § 16-65-501 (laws9 copy)",
        url: "http://laws9.com/statutes/arkansas/title-16/subtitle-5/chapter-65/subchapter-5/16-65-501",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Ark. Code § 16-65-501 'Revival of outstanding judgment' (policyrisk.com, newer notice version, partial)",
        url: "https://policyrisk.com/states/arkansas/statutes/16-65-501",
        kind: "official text (unofficial copy)",
      },
      {
        title: "HB 1959 (2025) summary, abolishing scire facias for revival",
        url: "https://app.legiplex.com/ar/legislature/2025/2025-r/bills/hb1959",
        kind: "secondary",
      },
      {
        title:
          "Quattlebaum Grooms & Tull: The differing durations of judgments and judgment liens (2015)",
        url: "http://qgtlaw.com/the-differing-durations-of-judgments-and-judgment-liens/",
        kind: "secondary",
      },
      {
        title: "Baldwin v. Eberle (Ark. App.), successive revivals",
        url: "https://e.casetext.com/case/baldwin-v-eberle",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The revival rules were read in unofficial copies of the older scire facias text of § 16-65-501 (revival for 10 more years, 'as often as may be necessary', within 10 years of rendition or last revivor). Two points rest on a 2015 law-firm article: the 10-year limit on judgments in § 16-56-114 and the 10-year lien in § 16-65-117. Sources conflict on procedure. A 2025 bill (HB 1959) appears to have replaced scire facias with a filed notice, and only the first part of the new text was seen.",
    },
    unclear: [
      "Whether HB 1959 (2025) was enacted and its effective date; full text of the new § 16-65-501",
      "Under the notice procedure, whether the new 10 years runs from the filing of the notice or from the old expiry",
      "Exact current text of §§ 16-56-114 and 16-65-117 not read",
      "How tolling by payment or garnishment under § 16-56-114 interacts with revival and the lien",
    ],
  },
  {
    state: "California",
    code: "CA",
    lifeYears: 10,
    lifeText:
      "A money judgment cannot be enforced after 10 years from entry (CCP § 683.020). Enforcement procedures must then stop and liens created by enforcement end. Installment judgments run separately for each installment (§ 683.030).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "application",
    renewalText:
      "The creditor files an application for renewal with the court that entered the judgment (§ 683.120(a)). Filing it renews the judgment, with no hearing or order, at the amount under § 683.150. The debtor may move to vacate or modify the renewal (60 days after service of notice since SB 1200). Under SB 1200 (2022), medical-expense judgments under $200,000 and personal-debt judgments under $50,000 may be renewed only once, for 5 years, and an action on them is barred.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowOpensAfterRenewal: {
      kind: "years-after-start",
      years: 5,
    },
    windowText:
      "At any time before the 10-year period (or the renewed 10-year period) expires (§ 683.130(a)). Once renewed, a judgment is not renewed by an application filed within 5 years of the previous renewal (§ 683.110(b)), so after a renewal the next window opens 5 years later, and a second renewal recorded sooner does not move the dates.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "An abstract of judgment recorded with the county recorder creates a real-property lien lasting until 10 years from entry of the judgment (§ 697.310). On renewal, the lien is extended to 10 years from the date the renewal application was filed. This applies only if a certified copy of the application is recorded in that county before the lien expires (§ 683.180(a)). A lien on property already transferred needs personal service on the transferee plus proof filed within 90 days (§ 683.180(b)). An expired lien is not revived by a later renewal (Beneficial Financial v. Durkee, 1988).",
    lienCitation: "Cal. Civ. Proc. Code §§ 697.310, 683.180",
    lienRenews: true,
    citation: "Cal. Civ. Proc. Code §§ 683.020, 683.110-683.220",
    link: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CCP&sectionNum=683.020",
    linkOrigin: "secondary compilation",
    sources: [
      {
        title: "CCP § 683.110 (search-california-law.com copy)",
        url: "http://www.search-california-law.com/research/ca/CCP/683.110./Cal-Civ-Proc-Code-Section-683.110/text.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "CCP §§ 683.110-683.220 (statutes.laws.com copy, pre-2023 text)",
        url: "http://statutes.laws.com/california/ccp/683.110-683.220",
        kind: "official text (unofficial copy)",
      },
      {
        title: "CCP § 683.120 current text incl. subd. (c) (self-law.org)",
        url: "https://self-law.org/code/ca/code-of-civil-procedure/683-120",
        kind: "official text (unofficial copy)",
      },
      {
        title: "CCP § 683.180 (self-law.org)",
        url: "https://self-law.org/code/ca/code-of-civil-procedure/683-180",
        kind: "official text (unofficial copy)",
      },
      {
        title: "CCP § 697.310 (statutes.laws.com copy)",
        url: "http://statutes.laws.com/california/ccp/697.310-697.410",
        kind: "official text (unofficial copy)",
      },
      {
        title: "SB 1200 (2022), chaptered text and digest (LegiScan)",
        url: "https://legiscan.com/CA/text/SB1200/2021",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Judgment renewal deadlines dataset quoting CCP § 683.020 (Hugging Face)",
        url: "https://huggingface.co/datasets/referencesource/judgment-renewal-deadlines-by-state",
        kind: "secondary",
      },
      {
        title: "Beneficial Financial, Inc. v. Durkee, 206 Cal.App.3d 912 (1988)",
        url: "http://law.justia.com/cases/california/court-of-appeal/3d/206/912.html",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "confirmed",
      note: "§§ 683.110-683.130, 683.180 and 697.310 were read in unofficial copies of the statute. § 683.020 was read only as quoted in a dataset. The leginfo link was seen inside that dataset, not as a search result. SB 1200's once-only, 5-year renewal for small consumer-debt and medical-debt judgments was read in the current § 683.120(c) and the bill digest. The exact definitions in § 683.110(c) were not read.",
    },
    unclear: [
      "Exact wording of § 683.110(c) (which judgments fall under the SB 1200 once-only 5-year rule, and its exceptions)",
      "Whether SB 1200 judgments still follow the 5-year bar between renewals (moot if only one renewal is allowed)",
    ],
  },
  {
    state: "Colorado",
    code: "CO",
    lifeYears: 20,
    lifeText:
      "A judgment of a court of record (district court) is treated as satisfied 20 years after entry unless revived (§ 13-52-102(2), as quoted in Robbins v. Goldberg, 2008). Per the Colorado Judicial Branch, county court money judgments expire 6 years from the judgment date.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "Motion to revive under C.R.C.P. 54(h) (county court: Rule 354(h)). A notice to show cause is served on the debtor, and the court enters a revived judgment. A revived judgment may be enforced and made a lien 'in the same manner and for like period as an original judgment' (Rule 54(h) as quoted in Mark v. Mark).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "A motion to revive may be filed at any time while the judgment is alive: the rule as read sets no earliest time. The revived judgment must be entered within 20 years of the judgment it revives (C.R.C.P. 54(h), as quoted in Mark v. Mark, 1984). If the motion was filed early enough for the Rule 54(h) steps to finish, but court delay pushed entry past expiry, the revived judgment may be entered nunc pro tunc (Robbins v. Goldberg, 2008). File well before expiry. To keep a real-property lien, revive before the 6-year lien ends.",
    renewedLifeYears: 20,
    renewedFrom: "renewal date",
    renewalsAllowed: "unclear",
    lienYears: 6,
    lienText:
      "Recording a certified transcript of the judgment record in a county creates a lien on the debtor's non-exempt real estate there. The lien expires 6 years after entry of the judgment. To continue it, the judgment must be revived before the 6 years end and a transcript of the revived judgment recorded in the same county. The lien then runs 6 years from entry of the revived judgment, and can be continued the same way again (§ 13-52-102(1)). After 6 years a new lien requires revival first (Security Credit Services v. Hulterstrom, 2019).",
    lienCitation: "C.R.S. § 13-52-102(1)",
    lienRenews: true,
    citation: "C.R.S. § 13-52-102; C.R.C.P. 54(h); C.R.C.P. 354(h)",
    link: "https://coloradojudicial.gov/topic/128",
    linkOrigin: "search result",
    sources: [
      {
        title: "C.R.C.P. 354(h) Revival of Judgments (county courts; Casetext copy)",
        url: "https://casetext.com/rule/colorado-court-rules/colorado-rules-of-county-court-civil-procedure/chapter-25-the-colorado-rules-of-county-court-civil-procedure/rule-354-judgments-costs",
        kind: "official text (unofficial copy)",
      },
      {
        title: "C.R.S. § 13-52-102 (Justia 2021 / colorado.public.law copies; subsection (1) read)",
        url: "https://law.justia.com/codes/colorado/2021/title-13/article-52/section-13-52-102/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Colorado Judicial Branch: Collecting a Judgment",
        url: "https://coloradojudicial.gov/topic/128",
        kind: "official",
      },
      {
        title: "Robbins v. Goldberg, 185 P.3d 794 (Colo. 2008)",
        url: "https://print.casetext.com/case/robbins-v-goldberg",
        kind: "court opinion",
      },
      {
        title: "Mark v. Mark, 697 P.2d 799 (Colo. App. 1984)",
        url: "https://law.justia.com/cases/colorado/court-of-appeals/1984/83ca1280-0.html",
        kind: "court opinion",
      },
      {
        title: "Security Credit Services, LLC v. Hulterstrom, 2019 COA 7",
        url: "https://cite.case.law/p3d/436/593/",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The lien rules were read in the text of § 13-52-102(1). The 20-year life and the revival terms come from § 13-52-102(2) and Rule 54(h) as quoted in Colorado appellate opinions, plus the Judicial Branch's self-help page (also the source for the county court 6-year figure). Some private websites say all Colorado judgments last 6 years. That conflicts with the statute as quoted and probably mixes up the lien or county-court periods.",
    },
    unclear: [
      "Full current text of § 13-52-102(2) and C.R.C.P. 54(h) not read",
      "Whether a judgment can be revived repeatedly (likely, but not read)",
      "Window for county court judgments (6-year life) and how long a revived county judgment lasts",
      "No earliest time for a revival motion appears in the parts of Rules 54(h) and 354(h) read; the full rule text was not read",
    ],
  },
  {
    state: "Connecticut",
    code: "CT",
    lifeYears: 20,
    lifeText:
      "No execution on a money judgment may issue more than 20 years after entry, and no action on it may be brought after 25 years. Small claims judgments: execution 10 years, action 15 years. There is no limit for certain sexual-assault judgments (§ 52-598(a)-(b)).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "A motion to revive may be filed in the Superior Court before the enforcement period ends (§ 52-598(c)), but no revival order may extend enforcement beyond the statutory period. So revival does not lengthen the judgment's life. The only route past 20 years is an action on the judgment, brought within 25 years (small claims 15). The review did not read what life the resulting new judgment has.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 5,
    },
    windowText:
      "An action on the judgment must be started within 25 years of entry (small claims: 15 years), which is 5 years after the execution period ends. A § 52-598(c) motion to revive must be filed before the enforcement period ends, but it does not extend that period.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: null,
    lienText:
      "A judgment lien is placed on specific real property by recording a judgment lien certificate in the town clerk's office where the land lies (§ 52-380a(a)-(b)). It can be foreclosed like a mortgage (§ 52-380a(c)). The text read states no lien duration. Secondary sources say about 20 years, but disagree whether that runs from the judgment or from recording, and one cites a '§ 52-598a' this review could not verify.",
    lienCitation: "Conn. Gen. Stat. § 52-380a",
    lienRenews: null,
    citation: "Conn. Gen. Stat. § 52-598",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Conn. Gen. Stat. § 52-598 incl. subsec. (c) (LegalFix copy)",
        url: "https://www.legalfix.com/statutes/state-codes/connecticut/title-52/chapter-926/section-52-598",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Conn. Gen. Stat. § 52-598 with annotations (cloudfront copy)",
        url: "https://d1tvxue8o4w0fl.cloudfront.net/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-598-execution-or-action-upon-judgment-for-money-damages-motion-to-revive-judgment",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Conn. Gen. Stat. § 52-380a (Casetext)",
        url: "https://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-906-postjudgment-procedures/section-52-380a-judgment-lien-on-real-property",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Neubert Pepe & Monteith: Judgment liens in Connecticut",
        url: "https://npmlaw.com/article/judgment-liens-in-connecticut-how-to-secure-money-judgments/",
        kind: "secondary",
      },
      {
        title: "LegalClarity: Do judgment liens expire in Connecticut?",
        url: "https://legalclarity.org/do-judgment-liens-expire-in-connecticut",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "§ 52-598(a)-(c) was read in unofficial copies: the 20-year execution limit is fixed and a revival motion cannot extend it, so the 25-year action on the judgment is encoded as the only 'renewal'. § 52-380a has no lien duration, so the roughly 20-year lien figure rests only on secondary sources, which conflict. The review did not read whether a new judgment from such an action gets a fresh 20-year period.",
    },
    unclear: [
      "Life of a new judgment obtained in an action on the old judgment",
      "Judgment lien duration and whether it ends with the 20-year execution period",
      "Whether the 'motion to revive' in § 52-598(c) has any use beyond preserving enforcement within the period (e.g., for dormant cases)",
    ],
  },
  {
    state: "Delaware",
    code: "DE",
    lifeYears: 5,
    lifeText:
      "Execution issues as of right only within 5 years of entry (10 Del. C. § 5072; § 5073 for Court of Common Pleas judgments transferred to the Superior Court). After that the creditor must have the judgment 'refreshed' or renewed before executing (Knott v. LVNV Funding, Del. 2014; Mergenthaler v. Triumph Mortgage, Del. Super. 2018). The Delaware Supreme Court held there is no statute of limitations on collecting a judgment, so the 5 years is not a hard expiry.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "A motion to refresh or renew the judgment in the Superior Court, in the court's discretion (Knott). For judgments transferred from the Court of Common Pleas, Delmarva Auto Fin. Servs. v. White (Del. Super. 2014) held that a writ of scire facias (rule to show cause) is required.",
    windowOpens: {
      kind: "years-after-start",
      years: 5,
    },
    windowCloses: null,
    windowText:
      "Needed once 5 years have passed since entry without execution. The cases read set no outer deadline, but a Superior Court opinion granted renewal retroactively only because the delay was excused, so file promptly.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A Superior Court money judgment is a lien on real estate for 10 years from entry or recording (§ 4711). The lien is extended for a further 10 years by a written agreement filed with the prothonotary, or by scire facias, within that term. It can be extended again and again in the same way (§§ 4712, 4715). Once the 10 years pass without renewal, the lien is lost and real estate cannot be seized by execution (§ 4713). A judgment revived after the lien was lost is a lien only from the revival, with no relation back against intervening purchasers or creditors (§ 4714).",
    lienCitation: "10 Del. C. §§ 4711-4715",
    lienRenews: null,
    citation: "10 Del. C. §§ 5072, 5073, 4711-4715",
    link: "https://delcode.delaware.gov/title10/c047/sc01/index.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "10 Del. C. ch. 47 subch. I (Delaware Code Online)",
        url: "https://delcode.delaware.gov/title10/c047/sc01/index.html",
        kind: "official",
      },
      {
        title: "10 Del. C. § 4711 (FindLaw)",
        url: "https://codes.findlaw.com/de/title-10-courts-and-judicial-procedure/de-code-sect-10-4711.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "10 Del. C. § 4712 (Casetext)",
        url: "https://casetext.com/statute/delaware-code/title-10-courts-and-judicial-procedures/part-iii-procedure/chapter-47-judgments/subchapter-i-lien-of-judgments/section-4712-effect-of-extension-subsequent-renewals",
        kind: "official text (unofficial copy)",
      },
      {
        title: "10 Del. C. § 4713 (instalawyer)",
        url: "https://instalawyer.io/laws/delaware-code/4713-seizure-of-real",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Knott v. LVNV Funding, LLC (Del. 2014)",
        url: "http://law.justia.com/cases/delaware/supreme-court/2014/453-2013.html",
        kind: "court opinion",
      },
      {
        title: "Delmarva Auto Fin. Servs. v. White, 100 A.3d 1059 (Del. Super. 2014)",
        url: "https://print.casetext.com/case/delmarva-auto-fin-servs-v-tyheesha-white-del-acceptance-corp-1",
        kind: "court opinion",
      },
      {
        title: "Mergenthaler v. Triumph Mortgage Corp. (Del. Super. 2018)",
        url: "https://print.casetext.com/case/mergenthaler-v-triumph-mortg-corp-2",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The lien rules (§§ 4711-4714) were read in statute text. The 5-year execution period and the refresh/scire facias procedure come only from court opinions (Knott, Delmarva, Mergenthaler); §§ 5072-5073 were not read directly. Knott says there is no statute of limitations on judgments, so the judgment does not expire at 5 years but needs a court order before execution, while the lien keeps its own 10-year clock.",
    },
    unclear: [
      "Text of 10 Del. C. §§ 5072-5073",
      "How long execution may proceed after a refresh order (another 5 years?)",
      "Whether a common-law presumption of payment (e.g., 20 years) limits very old judgments",
    ],
  },
  {
    state: "District of Columbia",
    code: "DC",
    lifeYears: 12,
    lifeText:
      "A final money judgment of the Superior Court or the U.S. District Court for D.C. can be enforced by execution for 12 years. The period runs from when execution could first issue, or from the last order of revival. Time the creditor is stayed (by agreement, order or appeal) does not count. After 12 years the judgment has no effect: it cannot be sued on, revived or executed, except in an enforcement proceeding already pending (§ 15-101).",
    lifeRunsFrom: "other",
    lifeRunsFromText:
      "In the District of Columbia the 12 years run from the day execution could first issue on the judgment, or from the last order of revival, leaving out any time the creditor was stayed from enforcing it (D.C. Code § 15-101). Owed counts from the judgment date or the last renewal recorded: the earliest the period can end.",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "A motion for an order of revival. An order of revival issued during the 12-year period extends the judgment, its lien and all enforcement remedies for 12 years from the date of the order (§ 15-103).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The motion must be filed before the 12-year period ends. National Bank of Washington v. Carr (D.C. 2003) held motions timely if filed before expiry, even if the order came later. The 12-year period is a statute of limitations that is waived if not raised (Mayo v. Mayo, cited in Carr).",
    renewedLifeYears: 12,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 12,
    lienText:
      "A final money judgment becomes a lien on the debtor's freehold and leasehold interests in D.C. land from the date it is filed and recorded with the Recorder of Deeds (§ 15-102(a), current text). The lien lasts as long as the judgment is in force (§ 15-102(c), 1963 enacted text). An order of revival extends the lien with the judgment for 12 years from the order (§ 15-103). The review found no separate re-recording requirement in the text read.",
    lienCitation: "D.C. Code §§ 15-102, 15-103",
    lienRenews: true,
    citation: "D.C. Code §§ 15-101, 15-102, 15-103",
    link: "https://code.dccouncil.us/us/dc/council/code/sections/15-101",
    linkOrigin: "search result",
    sources: [
      {
        title: "D.C. Code § 15-101 (Council of the District of Columbia)",
        url: "https://code.dccouncil.us/us/dc/council/code/sections/15-101",
        kind: "official",
      },
      {
        title: "D.C. Code Title 15, ch. 1 (Council of the District of Columbia, full chapter)",
        url: "https://code.dccouncil.gov/us/dc/council/code/titles/15/chapters/1/index.full.html",
        kind: "official",
      },
      {
        title: "Pub. L. 88-241, 77 Stat. 523 (1963), §§ 15-102, 15-103 as enacted",
        url: "https://en.m.wikisource.org/wiki/Page:United_States_Statutes_at_Large_Volume_77.djvu/555",
        kind: "official text (unofficial copy)",
      },
      {
        title: "National Bank of Washington v. Carr, 829 A.2d 942 (D.C. 2003)",
        url: "http://casetext.com/case/national-bank-of-washington-v-carr",
        kind: "court opinion",
      },
      {
        title: "Michael v. Smith, 221 F.2d 59 (D.C. Cir. 1955)",
        url: "http://law.justia.com/cases/federal/appellate-courts/F2/221/59/273642/",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "confirmed",
      note: "§ 15-101 was read on the official D.C. Council site. §§ 15-102(c) and 15-103 were read in their 1963 enacted form (Statutes at Large); the review did not confirm that wording in the current code. Under Carr (2003), filing the revival motion before expiry is enough.",
    },
    unclear: [
      "Current wording of § 15-103 and § 15-102(c) not checked against the 1963 text",
      "Effect of the phrase 'when filed and recorded in the office of the Recorder of Deeds' in § 15-101 on unrecorded judgments",
      "Repeated revivals are implied by 'last order of revival' but not stated outright",
    ],
  },
  {
    state: "Federal (USA)",
    code: "US",
    lifeYears: null,
    lifeText:
      "No separate federal life for a private money judgment: under FRCP 69(a)(1) execution follows the procedure of the state where the district court sits, so the forum state's life/dormancy rule applies (e.g. Salinas v. Ramsey applied Florida's 20-year life to a federal judgment; Centrinex v. Darkstar applied Kansas dormancy/revivor to a federal judgment).",
    lifeRunsFrom: "other",
    lifeRunsFromText:
      "A federal court's money judgment is enforced, and lasts, as a judgment of the state where the court sits (Fed. R. Civ. P. 69(a)(1); its lien, 28 U.S.C. § 1962). Owed does not know the court's state, so it shows no dates: read that state's rule.",
    dormancy: false,
    renewalMethod: "unclear",
    renewalText:
      "Renewal or revival of a private federal judgment follows the forum state's procedure (filed in the federal court). For judgments in favour of the United States under the Federal Debt Collection Procedures Act, the 28 U.S.C. § 3201 lien may be renewed once by filing a notice of renewal, with court approval.",
    windowOpens: null,
    windowCloses: null,
    windowText:
      "Forum state's window applies. For a § 3201 lien of the United States: the notice of renewal must be filed before the 20-year lien period expires and the court must approve it.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 20,
    lienText:
      "Private judgments: 28 U.S.C. § 1962 makes a district-court judgment a lien on property in the state in the same manner, to the same extent and for the same time as a state court judgment (state recording/docketing rules apply if state law lets federal judgments be recorded); § 1962 does not apply to judgments for the United States. United States judgments: § 3201 lien on all real property arises on filing a certified abstract where a federal tax lien notice would be filed; effective 20 years; renewable once for 20 more years by notice of renewal filed before expiry, relating back to the original filing, with court approval.",
    lienCitation: "28 U.S.C. §§ 1962, 3201(a), (c)",
    lienRenews: null,
    citation: "Fed. R. Civ. P. 69(a)(1); 28 U.S.C. §§ 1962, 3201",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "28 U.S.C. § 3201 (laws9.com copy)",
        url: "http://laws9.com/uscode/html/uscode28/usc_sec_28_00003201----000-.html",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "Pub. L. 101-647, 104 Stat. 4948 (Wikisource page of Statutes at Large) – § 3201 as enacted",
        url: "https://en.wikisource.org/wiki/Page:United_States_Statutes_at_Large_Volume_104_Part_6.djvu/558",
        kind: "official text (unofficial copy)",
      },
      {
        title: "28 U.S.C. § 1962 (LawServer copy)",
        url: "https://lawserver.com/law/country/us/code/28_usc_1962",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Salinas v. Ramsey, No. SC17-823 (Fla. 2018)",
        url: "https://law.justia.com/cases/florida/supreme-court/2018/sc17-823.html",
        kind: "court opinion",
      },
      {
        title: "Centrinex, LLC v. Darkstar Grp., No. 12-2300-EFM (D. Kan. 2022)",
        url: "https://print.casetext.com/case/centrinex-llc-v-darkstar-grp-ltc-3",
        kind: "court opinion",
      },
      {
        title: "Central District Insider blog quoting § 3201(c)(2)(A)-(B)",
        url: "https://www.centraldistrictinsider.com/2012/11/18/nice-analysis-of-non-dischargeability-judgment-liens-from-david-lally/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "Read §§ 1962 and 3201 in unofficial copies (the court-approval condition in § 3201(c)(2)(B) only in a blog quotation). FRCP 69(a)(1) text was read only as quoted in court opinions (Salinas; Centrinex), not from the rule itself. Life and renewal of private federal judgments depend on the forum state.",
    },
    unclear: [
      "Whether 28 U.S.C. § 3201 (20-year lien) also governs the enforceability period of United States judgments beyond the lien (e.g. 28 U.S.C. § 3201 vs. other FDCPA provisions) was not researched.",
      "FRCP 69 text not read directly.",
    ],
  },
  {
    state: "Florida",
    code: "FL",
    lifeYears: 20,
    lifeText:
      "A Florida money judgment is treated as enforceable for 20 years from entry: § 95.11(1) sets 20 years for an action on a Florida court-of-record judgment, § 55.081 ends any judgment lien 20 years after entry, and the Florida Supreme Court (Salinas v. Ramsey, 2018) held post-judgment collection/discovery is allowed for the judgment's 20-year life.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "No statutory renewal-by-motion. A creditor may bring an independent action on the judgment before the 20 years run and obtain a new judgment (Petersen v. Whitson, 14 So. 3d 300 (Fla. 2d DCA 2009), as reported by a law-firm article). Separately, the real-property lien is extended by re-recording (see lien).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText: "Action on the judgment must be filed within 20 years of entry (§ 95.11(1)).",
    renewedLifeYears: 20,
    renewedFrom: "renewal date",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "Real property: lien arises when a certified copy is recorded in the county official records, with the creditor's address in the judgment or a simultaneously recorded affidavit; lasts 10 years from recording (7 years if first recorded 1 July 1987-30 June 1994). It may be extended for 10 more years by re-recording a certified copy before the lien expires together with an affidavit of the creditor's current address; the extension runs from re-recording. No judgment lien survives 20 years from entry (§ 55.081). Personal property: judgment lien certificate filed with the Department of State lapses after 5 years; one second lien may be obtained by a new certificate filed within 6 months before or after lapse, lasting 5 years, with no further liens (§ 55.204).",
    lienCitation: "Fla. Stat. §§ 55.10, 55.081, 55.202-55.204",
    lienRenews: null,
    citation:
      "Fla. Stat. §§ 95.11(1), 55.081, 55.10; Salinas v. Ramsey, No. SC17-823 (Fla. Jan. 25, 2018)",
    link: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=private+school&URL=0000-0099%2F0055%2FSections%2F0055.10.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "Fla. Stat. § 55.10 (2024), Online Sunshine",
        url: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=private+school&URL=0000-0099%2F0055%2FSections%2F0055.10.html",
        kind: "official",
      },
      {
        title: "Fla. Stat. § 55.204 (2009), Florida Senate archive",
        url: "http://archive.flsenate.gov/statutes/index.cfm?App_Mode=Display_Statute&Search_String=&URL=Ch0055/Sec204.htm&StatuteYear=2009",
        kind: "official",
      },
      {
        title: "Fla. Stat. § 55.204 (current copy, instalawyer.io)",
        url: "https://instalawyer.io/laws/florida-statutes/55204-duration-and-continuation",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Salinas v. Ramsey, No. SC17-823 (Fla. 2018)",
        url: "https://law.justia.com/cases/florida/supreme-court/2018/sc17-823.html",
        kind: "court opinion",
      },
      {
        title:
          "Iurillo Law: what a judgment creditor can collect and how long (quotes §§ 95.11(1), 55.081; Petersen v. Whitson)",
        url: "https://iurillolaw.com/what-a-judgment-creditor-can-collect-how-long/",
        kind: "secondary",
      },
      {
        title:
          "Florida Bar Journal: The Life of a Money Judgment in Florida Is Limited—For Only Some Purposes",
        url: "https://www.floridabar.org/the-florida-bar-journal/the-life-of-a-money-judgment-in-florida-is-limitedfor-only-some-purposes/",
        kind: "secondary",
      },
      {
        title: "Online Divorce Help article quoting § 55.10(2) (Sun Glow Constr. v. Cypress)",
        url: "http://www.online-divorce-help.org/the-life-of-a-judgment-lien-in-florida/",
        kind: "secondary",
      },
      {
        title: "Rumberger/rtlaw: lifespan of money judgments and liens",
        url: "https://rtlaw.com/the-lifespan-of-money-judgments-judgment-liens-on-real-property-and-judgment-lien-certificates-on-personal-property",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "Read § 55.10(1) and § 55.204 on official sites and Salinas v. Ramsey; the texts of §§ 95.11(1), 55.081 and § 55.10(2) were read only as quoted by secondary sources. Renewal by a new action on the judgment rests on a secondary summary of Petersen v. Whitson. A Florida Bar Journal article argues execution itself has no statutory time limit, but the Florida Supreme Court in Salinas treats the judgment's life as 20 years.",
    },
    unclear: [
      "Exact current text of § 95.11(1) and § 55.081 not read on an official site.",
      "Whether a judgment obtained in an action on a judgment can be repeated indefinitely (renewalsAllowed).",
      "One secondary source (legalclarity) claims a 90-day re-recording window for lien extension; the statute as quoted only says 'prior to the expiration of the lien'.",
    ],
  },
  {
    state: "Georgia",
    code: "GA",
    lifeYears: 7,
    lifeText:
      "A judgment becomes dormant and unenforceable if 7 years pass after rendition without execution (fi. fa.) being issued and entered on the county general execution docket, or 7 years pass without a recorded levy/return entry or a recorded notice of a bona fide public effort to enforce it.",
    lifeRunsFrom: "last enforcement act",
    dormancy: true,
    renewalMethod: "revival",
    renewalText:
      "Dormancy is prevented by docket entries: recording the execution, and each recorded entry by a levying officer or notice of public effort to collect, starts a new 7-year period (O.C.G.A. § 9-12-60(b)). Once dormant, the judgment may be renewed or revived by an action or by scire facias within 3 years after it became dormant (§ 9-12-61).",
    windowOpens: {
      kind: "years-after-start",
      years: 7,
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 3,
    },
    windowText:
      "Before dormancy: keep the judgment alive by qualifying entries on the general execution docket no more than 7 years apart. After dormancy (7 years from rendition or last qualifying entry): revival action or scire facias within 3 years.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unlimited",
    lienYears: null,
    lienText:
      "Against good-faith third parties without notice, a money judgment obtained in the county of the defendant's residence creates a lien only once the execution is entered on the general execution docket kept by the superior court clerk; the lien dates from that entry (§ 9-12-81). Lien duration was not read; it appears tied to the judgment not being dormant.",
    lienCitation: "O.C.G.A. §§ 9-12-80, 9-12-81",
    lienRenews: null,
    citation: "O.C.G.A. §§ 9-12-60, 9-12-61",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "O.C.G.A. § 9-12-60 (2021), Justia",
        url: "https://law.justia.com/codes/georgia/2021/title-9/chapter-12/article-3/section-9-12-60/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "O.C.G.A. § 9-12-60 (2010), laws-info",
        url: "http://statutes.laws-info.com/georgia/title-9/chapter-12/article-3/9-12-60",
        kind: "official text (unofficial copy)",
      },
      {
        title: "O.C.G.A. § 9-12-61 (2020), Justia",
        url: "https://law.justia.com/codes/georgia/2020/title-9/chapter-12/article-3/section-9-12-61/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "O.C.G.A. § 9-12-81 (2021), Justia",
        url: "https://law.justia.com/codes/georgia/2021/title-9/chapter-12/article-4/section-9-12-81/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "LawPipe: OCGA 9-12-60(a) interpretation (7 + 3 = 10-year effective limit)",
        url: "https://www.lawpipe.com/Georgia/OCGA_9-12-60_(A)_Interpretation.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Dormancy (7 years, reset by each qualifying docket entry) and revival (action or scire facias within 3 years of dormancy) were read in Justia copies of the Code; no official Georgia URL was seen. How long a revived judgment then lasts and how long the lien lasts were not read.",
    },
    unclear: [
      "Life of a revived judgment (assumed, not read, to start a new 7-year dormancy period).",
      "Lien duration and whether dormancy ends the lien not read in statute text.",
      "windowOpens encoded as 7 years after entry/last qualifying entry; keeping a judgment alive by docket entries is possible at any time before then.",
    ],
  },
  {
    state: "Hawaii",
    code: "HI",
    lifeYears: 10,
    lifeText:
      "Unless extended, every Hawaii state-court judgment is presumed paid and discharged 10 years after it was rendered; no action may be brought more than 10 years after the judgment was rendered or extended.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "Extension by a hearing or non-hearing motion to extend the life of the judgment, with notice to the debtor.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The extension must be sought within 10 years of the original judgment (a motion filed two days late was held untimely in Dunbar v. Hapai, 2023). No judgment may be extended beyond 20 years from the original judgment.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: 1,
    lienYears: 10,
    lienText:
      "A money judgment of a state court or the U.S. District Court for Hawaii becomes a lien on real property when a clerk-certified copy is recorded in the Bureau of Conveyances (Land Court rules for registered land). A 2006 bill (H.B. 2899 S.D.1) changed the lien limit from 10 years after judgment to 'the length of time the money judgment is in force', so an extended judgment's lien should last as long as the judgment; Nolo says the same. Whether the extension order must itself be recorded was not read.",
    lienCitation: "Haw. Rev. Stat. § 636-3",
    lienRenews: true,
    citation: "Haw. Rev. Stat. § 657-5",
    link: "https://capitolwebsite.azurewebsites.net/hrsarchive/hrs2006/Vol13_Ch0601-0676/HRS0657/HRS_0657-0005.HTM",
    linkOrigin: "search result",
    sources: [
      {
        title: "HRS § 657-5, Hawaii Legislature HRS archive (2006 ed.)",
        url: "https://capitolwebsite.azurewebsites.net/hrsarchive/hrs2006/Vol13_Ch0601-0676/HRS0657/HRS_0657-0005.HTM",
        kind: "official",
      },
      {
        title: "HRS § 657-5 with case notes (onecle)",
        url: "https://law.onecle.com/hawaii/title-36/657-5.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Dunbar v. Hapai, CAAP-22-0000481 (Haw. App. 2023)",
        url: "https://print.casetext.com/case/dunbar-v-hapai",
        kind: "court opinion",
      },
      {
        title: "H.B. 2899 S.D.1 (2006) amending HRS § 636-3",
        url: "https://capitol.hawaii.gov/session2006/bills/HB2899_SD1_PROPOSED_.htm",
        kind: "official",
      },
      {
        title: "Nolo: Judgment Liens on Property in Hawaii",
        url: "https://www.nolo.com/legal-encyclopedia/judgment-liens-hawaii-46830.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Life (10 years), extension by motion sought within 10 years of the original judgment, and the 20-year cap were read in HRS § 657-5 (2006 archive edition; the onecle copy with 2011 case notes shows the same text). The statute does not say whether the extended period runs from the order or from the original expiry, only that it cannot pass 20 years from the original judgment. Lien text comes from a 2006 bill; whether that exact version was enacted was not confirmed.",
    },
    unclear: [
      "Whether the 2006 H.B. 2899 amendment to § 636-3 ('length of time the money judgment is in force') was enacted in that form.",
      "Whether the extension runs from the order date or from the original 10-year expiry (capped at 20 years from the original judgment).",
      "The Legislature's archive is hosted at capitolwebsite.azurewebsites.net; treat the link with care.",
    ],
  },
  {
    state: "Idaho",
    code: "ID",
    lifeYears: 10,
    lifeText:
      "A writ of execution may issue at any time within 10 years after entry of the judgment or of an order renewing it (Idaho Code § 11-101). The recorded-judgment lien also runs 10 years from the date of judgment (§ 10-1110). Judgments entered before July 1, 2015 had 5-year periods (Smith v. Smith, per secondary source).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "Unless satisfied, the court that entered the judgment may renew it on motion by entering an order renewing judgment, at any time before the § 10-1110 lien (or any renewal of it) expires. The order keeps the original judgment date and priority and restarts the time limit for an action on the judgment under § 5-215.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Motion must be filed before the lien period (10 years from judgment, or from the last renewal order) expires.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "A certified transcript or abstract of the judgment recorded with a county recorder becomes a lien on the debtor's non-exempt real property in that county, lasting 10 years from the date of the judgment (5 years for pre-July 1, 2015 judgments). The order renewing judgment may be recorded like the original judgment; the lien then continues 10 years from the order date.",
    lienCitation: "Idaho Code §§ 10-1110, 10-1111",
    lienRenews: true,
    citation: "Idaho Code §§ 10-1110, 10-1111, 11-101, 5-215",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Racine Olson blog quoting Idaho Code § 10-1111",
        url: "https://racinelaw.net/blog/?p=8214",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Idaho Code Title 11 (unicourt cic-code-id, § 11-101)",
        url: "https://unicourt.github.io/cic-code-id/transforms/id/ocid/r70/idaho.title.11.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Idaho Code § 10-1110 (older 5-year version, laws-info)",
        url: "http://statutes.laws-info.com/idaho/title10/t10ch11/t10ch11sect10-1110",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Post Register 'It's the Law: How to renew judgment' (2022)",
        url: "https://test.submitmypressrelease.com/its-the-law-how-to-renew-judgment-post-register_222694.html",
        kind: "secondary",
      },
      {
        title: "Smith v. Smith (Idaho Ct. App. 1998)",
        url: "https://cetient.com/opinion/2617083/smith-v-smith",
        kind: "court opinion",
      },
      {
        title: "Alpha Mortgage Fund II v. Drinkard (Idaho 2021) summary",
        url: "https://www.studicata.com/summaries/supreme-court-of-idaho/alpha-mortgage-fund-ii-v-drinkard-2021-1xht4n",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read § 10-1111 (renewal by motion, 10 years from the order) as quoted by a law firm and § 11-101 (execution within 10 years of entry or renewal order) in an unofficial GitHub copy of the Idaho Code. The current 10-year text of § 10-1110 and the July 1, 2015 cut-over come only from a newspaper column citing Smith v. Smith (2018); the only statute text read for § 10-1110 was the older 5-year version. Section 5-215 (action on a judgment, 'eleven years' per a cross-reference) was not read.",
    },
    unclear: [
      "Current official text of § 10-1110 not read (10 years, from July 1, 2015, per secondary).",
      "§ 5-215 period for an action on a judgment not read.",
    ],
  },
  {
    state: "Illinois",
    code: "IL",
    lifeYears: 7,
    lifeText:
      "No judgment may be enforced more than 7 years after it is rendered unless it is revived (735 ILCS 5/12-108(a), as quoted by secondary sources); it then becomes dormant.",
    lifeRunsFrom: "entry",
    dormancy: true,
    renewalMethod: "revival",
    renewalText:
      "Petition to revive filed in the original case, stating the original date and amount, costs, interest and credits, served under Supreme Court Rule 106, followed by a court order of revival (735 ILCS 5/2-1602; scire facias abolished, 2-1601). For consumer debt judgments (against natural persons, entered on or after Jan. 1, 2020) P.A. 101-168 added special limits; secondary sources say the outer revival period is 10 years rather than 20.",
    windowOpens: {
      kind: "months-before-expiry",
      months: 12,
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 13,
    },
    windowText:
      "Petition may be filed in the 7th year after entry or after the last revival (i.e. the last 12 months before dormancy), in the 20th year after entry, or at any other time within 20 years after entry if the judgment has gone dormant (13 years after a 7-year dormancy). Consumer debt judgments: shorter outer limit (reportedly 10 years from entry); exact rule not read.",
    renewedLifeYears: 7,
    renewedFrom: "renewal date",
    renewalsAllowed: "unclear",
    lienYears: 7,
    lienText:
      "A judgment becomes a lien on real estate (in any county, including the county of entry) only when a transcript, certified copy or memorandum of judgment is filed with the county recorder where the land lies (12-101). Per title-insurer guidance the lien expires 7 years from recording. A revived judgment must be recorded again to create a lien; CLP Venture v. Central States (2023 IL App (1st) 230574) allows recording a revived judgment as a new lien even after the original 7 years.",
    lienCitation: "735 ILCS 5/12-101, 12-108",
    lienRenews: true,
    citation: "735 ILCS 5/12-108, 2-1601, 2-1602, 13-218",
    link: "https://www.ilga.gov/legislation/publicacts/101/101-0168.htm",
    linkOrigin: "search result",
    sources: [
      {
        title: "Public Act 92-0817 (adding 2-1602)",
        url: "https://beta.ilga.gov/legislation/publicacts/pubact92/acts/92-0817.html",
        kind: "official",
      },
      {
        title: "HB5483 (100th GA), showing then-current text of 2-1602(a)",
        url: "https://www.ilga.gov/legislation/100/HB/10000HB5483lv.htm",
        kind: "official",
      },
      {
        title: "Public Act 101-0168 (consumer debt judgments)",
        url: "https://www.ilga.gov/legislation/publicacts/101/101-0168.htm",
        kind: "official",
      },
      {
        title: "735 ILCS 5/12-101 (2017 copy, laws.com)",
        url: "http://statutes.laws.com/illinois/chapter735/2017/073500050HArt_XII",
        kind: "official text (unofficial copy)",
      },
      {
        title: "ATG: Creating and reviving judgment liens in Illinois",
        url: "https://www.atgf.com/tools-publications/pubs/october-1999-underwriters-bulletinarticlescreating-and-reviving-judgment-liens",
        kind: "secondary",
      },
      {
        title: "CLP Venture v. Central States, 2023 IL App (1st) 230574",
        url: "https://cetient.com/case/9901808/clp-venture-llc-v-central-states-southeast-and-southwest-areas-pension-fund",
        kind: "court opinion",
      },
      {
        title: "Bellas & Wachowski: How long does a judgment last?",
        url: "https://bellas-wachowski.com/how-long-does-a-judgment-last.html",
        kind: "secondary",
      },
      {
        title: "LegalClarity: How to revive a judgment in Illinois",
        url: "https://legalclarity.org/how-to-revive-a-judgment-in-illinois",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 2-1602(a) revival windows and procedure were read in official General Assembly documents (a bill showing the then-current text, and P.A. 92-817). The 7-year limit in 12-108, the 20-year limit in 13-218 and the 7-year lien period come only from secondary sources and quotations. The consumer debt changes of P.A. 101-168 could not be read beyond the Act's opening (only the 2-1303 interest part was visible).",
    },
    unclear: [
      "Exact consumer-debt rules in 2-1602(a-5)/12-108 after P.A. 101-168 (number of revivals, outer limit; secondary sources say 10 years).",
      "How many revivals are allowed: successive 7th-year revivals are permitted, but a secondary source says 'indefinitely' while 13-218 reportedly caps revival at 20 years after entry.",
      "Text of 12-108 and 13-218 not read directly.",
    ],
  },
  {
    state: "Indiana",
    code: "IN",
    lifeYears: 20,
    lifeText:
      "Every judgment is considered satisfied after 20 years (IC 34-11-2-12). Courts and commentators treat this as a rebuttable presumption of payment, not a strict bar (Lewis v. Rex Metal Craft, 2005). After 10 years from entry or from the last execution, execution may issue only with leave of court on motion, after 10 days' personal notice and proof that the judgment remains unpaid (IC 34-55-1-2).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "Renewal is by an action on the judgment. IC 34-11-2-11 requires an action on a court-of-record judgment to be brought within 10 years after the cause accrues. Courts have entered orders renewing judgments for further 10-year periods (Lewis v. Rex Metal Craft; Chitwood v. Guadagnoli, 2024). Leave to execute after 10 years (IC 34-55-1-2) is a separate route that keeps enforcement available without renewal.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: null,
    windowText:
      "An action on the judgment reportedly must be brought within 10 years of the judgment (IC 34-11-2-11), i.e. before the 10-year lien expires; courts note creditors usually renew shortly before each decade ends.",
    renewedLifeYears: 10,
    renewedFrom: "previous expiry",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A final money judgment becomes a lien on the debtor's real estate and chattels real in the county once it is entered and indexed in the judgment docket. Other counties: file a certified copy with that county's clerk. The lien lasts until 10 years after the judgment (IC 34-55-9-2). An expired lien must be renewed by court order before it can be foreclosed (Chitwood v. Guadagnoli, 230 N.E.3d 932 (Ind. Ct. App. 2024), per secondary summary).",
    lienCitation: "IC 34-55-9-2",
    lienRenews: null,
    citation: "IC 34-11-2-12, 34-11-2-11, 34-55-1-2, 34-55-9-2",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "IC 34-55-1 (laws9 copy, incl. 34-55-1-2)",
        url: "http://laws9.com/statutes/indiana/title34/ar55/ch1",
        kind: "official text (unofficial copy)",
      },
      {
        title: "IC 34-11-2-11 (LawServer copy)",
        url: "https://www.lawserver.com/law/state/indiana/in-code/indiana_code_34-11-2-11",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Lewis v. Rex Metal Craft, Inc., 831 N.E.2d 812 (Ind. Ct. App. 2005)",
        url: "https://law.justia.com/cases/indiana/court-of-appeals/2005/49a02-0501-cv-11-0.html",
        kind: "court opinion",
      },
      {
        title: "H&S Financial v. Parnell (Ind. Ct. App. 2023), Indiana courts case clip",
        url: "https://caseclips.courts.in.gov/2023/07/25/hs-financial-inc-v-parnell-no-23a-sc-154-__n-e-3d-__-ind-ct-app-july-20-2023",
        kind: "court opinion",
      },
      {
        title: "Indiana Commercial Foreclosure blog (quotes IC 34-11-2-12; 34-55-9-2)",
        url: "https://commercialforeclosureblog.typepad.com/indiana_commercial_forecl/2008/11/time-limitations-upon-the-enforcement-of-non-indiana-judgments-in-indiana.html",
        kind: "secondary",
      },
      {
        title: "Indiana Commercial Foreclosure blog on Chitwood v. Guadagnoli (2024)",
        url: "https://commercialforeclosureblog.typepad.com/indiana_commercial_forecl/2024/09/expired-judgment-lien-must-be-renewed-before-foreclosure-can-occur.html",
        kind: "secondary",
      },
      {
        title: "Simon PLC: The advantage of Indiana judgment liens",
        url: "https://simonattys.com/the-advantage-of-indiana-judgment-liens/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read IC 34-55-1-2 and 34-11-2-11 in unofficial copies. IC 34-11-2-12 (20 years) and 34-55-9-2 (10-year lien) were read only as quoted by a blog and in court-opinion summaries. The renewal procedure is not spelled out in any statute read in this review; it rests on court opinions and secondary sources.",
    },
    unclear: [
      "Procedure and timing for renewal (new complaint vs. motion in the original case) not confirmed in statute text.",
      "Whether a renewal runs from the renewal order or from the end of the previous 10-year period (Lewis shows orders running from the previous expiry).",
      "The 20-year period is a rebuttable presumption, not a hard expiry.",
    ],
  },
  {
    state: "Iowa",
    code: "IA",
    lifeYears: 20,
    lifeText:
      "Execution on a judgment is available for 20 years (Iowa Code § 614.1(6) limitation for judgments of courts of record, per the Iowa Judicial Branch FAQ and In re Marriage of Logsdon).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "A judgment can be renewed by filing a new action on it (Iowa Judicial Branch FAQ, citing § 614.3). § 614.3 bars an action on a court-of-record judgment within 9 years after rendition unless the court grants leave for good cause, on reasonable notice.",
    windowOpens: {
      kind: "years-after-start",
      years: 9,
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "From 9 years after judgment without leave (earlier only with leave of court for good cause), until the 20-year limitation expires.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "Judgments of Iowa appellate or district courts, and of U.S. courts in Iowa, are liens on the debtor's real estate owned at rendition or acquired later, for 10 years from the judgment date (§ 624.23(1)). A homestead is released unless execution is levied within 30 days of the debtor's written demand. The lien does not reach after-acquired real estate if personal liability was discharged in bankruptcy.",
    lienCitation: "Iowa Code § 624.23",
    lienRenews: null,
    citation: "Iowa Code §§ 614.1(6), 614.3, 624.23",
    link: "https://www.iowacourts.gov/faq/judgments/once-i-have-a-judgment-how-long-do-i-have-to-get-my-money-faq/",
    linkOrigin: "search result",
    sources: [
      {
        title:
          "Iowa Judicial Branch FAQ: Once I have a judgment, how long do I have to get my money?",
        url: "https://www.iowacourts.gov/faq/judgments/once-i-have-a-judgment-how-long-do-i-have-to-get-my-money-faq/",
        kind: "official",
      },
      {
        title: "Iowa Code § 614.3 (CourtGPT copy, Iowa Code 2024)",
        url: "https://courtgpt.ai/laws/iowa/title-xv/chapter-614/section-614-3",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Iowa Code § 624.23 (Justia, 2009)",
        url: "https://law.justia.com/codes/iowa/2009/title-15/subtitle-3/chapter-624/624-23/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "In re Marriage of Logsdon, 510 N.W.2d 160 (Iowa Ct. App. 1993)",
        url: "https://cetient.com/opinion/2160482/in-re-marriage-of-logsdon",
        kind: "court opinion",
      },
      {
        title: "LegalClarity: Iowa judgment statute of limitations",
        url: "https://legalclarity.org/iowa-judgment-statute-of-limitations-how-long-do-judgments-last",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read §§ 614.3 and 624.23 in unofficial copies. The 20-year period is confirmed by the official Judicial Branch FAQ and by Logsdon, but the text of § 614.1(6) itself was not read. One secondary source (LegalClarity) describes a 10-year execution limit and a renewal 'application' under §§ 615.1/615.1A; this conflicts with the FAQ, was not verified, and was not relied on. Chapter 615 limits certain judgments (e.g. on real-estate mortgages) and was not researched.",
    },
    unclear: [
      "Text of § 614.1(6) not read directly.",
      "Life of the new judgment obtained by an action on a judgment (presumably a fresh 20 years) not confirmed.",
      "Special shorter rules in Iowa Code ch. 615 for certain judgments not researched.",
    ],
  },
  {
    state: "Kansas",
    code: "KS",
    lifeYears: 5,
    lifeText:
      "A judgment becomes dormant, and stops being a lien on the debtor's real estate, if within 5 years of entry (or of a revivor order, or of the last renewal affidavit or execution) no renewal affidavit is filed and no execution, garnishment, support-enforcement or aid-of-execution proceeding is issued. Child support judgments (after July 1, 2007) and court costs/fees/fines/restitution judgments (after July 1, 2015) never go dormant.",
    lifeRunsFrom: "last enforcement act",
    dormancy: true,
    renewalMethod: "affidavit",
    renewalText:
      "Renewal affidavit: a sworn statement by the creditor or its attorney, filed in the case, stating the remaining unpaid balance. Issuing execution or garnishment within the period has the same effect. A dormant judgment can be revived by a motion for revivor, with notice served as for a summons and a request for immediate execution, filed within 2 years after dormancy (K.S.A. 60-2404), or by a written stipulation of all parties.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 2,
    },
    windowText:
      "A renewal affidavit, execution or garnishment keeps the judgment alive when filed or issued within each 5-year period; an affidavit filed after dormancy does not revive it (State v. Firley, 2016). A dormant judgment can be revived by a motion for revivor filed within 2 years after the date it became dormant, or by a written stipulation of all parties (K.S.A. 60-2404): Owed shows that as the last day to revive. If still unrevived 2 years after dormancy, the judge must release the judgment on request.",
    renewedLifeYears: 5,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 5,
    lienText:
      "A judgment of a Kansas district court (ch. 60 action) or of a federal court in Kansas is a lien on the debtor's real estate in the county of judgment, effective from the petition filing but not more than 4 months before judgment. In other counties the lien arises from filing an attested copy of the journal entry with that county's district court clerk. Limited-action judgments become liens when the fee is paid and the clerk enters them on the appearance docket. The lien ends when the judgment goes dormant, so renewal (affidavit or execution) keeps it alive.",
    lienCitation: "K.S.A. 60-2202, 60-2403",
    lienRenews: true,
    citation: "K.S.A. 60-2403, 60-2404",
    link: "http://ksrevisor.org/statutes/chapters/ch60/060_024_0003.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "K.S.A. 60-2403, Kansas Revisor of Statutes",
        url: "http://ksrevisor.org/statutes/chapters/ch60/060_024_0003.html",
        kind: "official",
      },
      {
        title: "K.S.A. 60-2404, Kansas Revisor of Statutes",
        url: "https://ksrevisor.org/statutes/chapters/ch60/060_024_0004.html",
        kind: "official",
      },
      {
        title: "K.S.A. 60-2202, Kansas Revisor of Statutes",
        url: "http://www.ksrevisor.org/statutes/chapters/ch60/060_022_0002.html",
        kind: "official",
      },
      {
        title: "Citizens Bank v. Gaskins (Kan. App. 2025)",
        url: "https://hallapproved.com/ks/cases/appeals/2025/10628175/",
        kind: "court opinion",
      },
      {
        title: "State v. Firley, No. 115,231 (Kan. App. 2016)",
        url: "https://30jd.kscourts.gov/Cases-Decisions/Decisions/Unpublished/State-v-Firley",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "confirmed",
      note: "The review read 60-2403, 60-2404 and 60-2202 on the Revisor's site (an older copy; the site says it has moved to KSRevisor.gov), and Gaskins (2025) confirms the 5-year dormancy and 2-year revivor. 60-2404 was read again on 2026-11-26 (the 2-year revivor period): Owed shows the last day to renew (the day before dormancy) and the last day to revive (the day before the second anniversary of dormancy).",
    },
    unclear: [
      "The Revisor copy read may predate the latest amendments; check KSRevisor.gov for the current text.",
    ],
  },
  {
    state: "Kentucky",
    code: "KY",
    lifeYears: 15,
    lifeText:
      "An action upon a Kentucky judgment must be brought within 15 years, counted from the date of the last execution on it (KRS 413.090(1)). The Kentucky Supreme Court reads 'execution' broadly: any act enforcing the judgment, including garnishments and filing judgment liens, restarts the 15-year period (Wade v. Poma Glass, 2012).",
    lifeRunsFrom: "last enforcement act",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "No statutory renewal or revival filing was found. The 15-year period runs from the last execution, so each enforcement act (writ of execution, garnishment, judgment lien) restarts it. The creditor can also sue on the judgment within the period to get a new judgment.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "An action on the judgment, or a new enforcement act, must come within 15 years after the last execution or enforcement act. If no execution ever issued, the period runs from entry of the judgment.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "Per secondary sources on 2023 HB 83, which amended KRS 426.720: a judgment lien on real estate arises when a notice of judgment lien is filed with the county clerk. Liens created on or after the effective date (June 29, 2023 per McBrayer; Weltman says July 1, 2023) expire 10 years after the date of final judgment. They can be extended once, for 5 years. Pending enforcement actions are protected by recording a 'notice of judgment lien enforcement proceeding'. Liens created before HB 83 expire at the earlier of 10 years from its effective date or 15 years from the judgment. Only KRS 426.720(1), on creating the lien, was read in statute text.",
    lienCitation: "KRS 426.720 (as amended by 2023 Ky. Acts HB 83)",
    lienRenews: null,
    citation: "KRS 413.090(1); KRS 426.720",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "KRS 413.090 (research copy)",
        url: "https://self-law.org/code/ky/413-090",
        kind: "official text (unofficial copy)",
      },
      {
        title: "KRS 413.090 (Casetext copy)",
        url: "https://casetext.com/statute/kentucky-revised-statutes/title-36-statutory-actions-and-limitations/chapter-413-limitation-of-actions/actions-other-than-those-relating-to-real-property/section-413090-action-upon-judgment-contract-or-bond-fifteen-year-limitation-action-for-child-support-arrearages-time-to-commence-action-tolled-until-obligations-cease-as-to-last-child-on-order",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Wade v. Poma Glass & Specialty Windows, Inc. (Ky. 2012)",
        url: "https://law.justia.com/cases/kentucky/supreme-court/2012/2010-sc-000572-dg.html",
        kind: "court opinion",
      },
      {
        title: "KRS 426.720 (LawServer copy, subsection 1 only)",
        url: "https://lawserver.com/law/state/kentucky/ky-statutes/kentucky_statutes_426-720",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Weltman: Judgment Liens Under House Bill 83",
        url: "https://weltman.com/Publication-Judgment-Liens-Under-House-Bill-83-Changes-for-Kentucky-Creditors",
        kind: "secondary",
      },
      {
        title: "McBrayer: New Changes to Kentucky's Judgment Lien Statute",
        url: "https://mcbrayerfirm.com/blogs-Real-Estate-Law-Blog,new-obligations-Kentucky-judgment-creditors",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "Read: KRS 413.090(1) (15 years from last execution) and the Wade opinion, which counts garnishments and judgment liens as executions. No statutory renewal procedure was found, so 'new action' is an inference from the wording 'action upon a judgment'. Lien duration and the one-time 5-year extension come only from law-firm summaries of 2023 HB 83; the amended KRS 426.720(2)-(3) text was not read. One collection-agency page calls this a cut in the judgment's own limitation period to 10 years; the law-firm sources say only the lien changed.",
    },
    unclear: [
      "Exact text and timing rules of KRS 426.720(2)-(3) after HB 83 (how and when the single 5-year lien extension must be filed)",
      "Effective date of HB 83: June 29 or July 1, 2023 (the secondary sources disagree)",
      "Whether a judgment obtained by suing on a judgment gets a fresh 15-year period, and any limit on repeated suits",
      "Whether HB 83 changed KRS 413.090 for the judgment itself (the sources read say it did not)",
    ],
  },
  {
    state: "Louisiana",
    code: "LA",
    lifeYears: 10,
    lifeText:
      "A Louisiana trial-court money judgment prescribes (expires) 10 years after it is signed if no appeal is taken. If an appeal is taken, the 10 years run from a later point tied to the appeal; that part of La. Civ. Code art. 3501 was cut off in the copy read.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "Any interested party revives the judgment by ex parte motion in the same suit and court, with an affidavit of the holder and owner that the judgment is unsatisfied. No citation or service is needed. Filing the motion interrupts prescription, the court renders a judgment of revival, and the clerk mails the debtor notice. The debtor can later have the revival annulled by showing the judgment had been satisfied (La. C.C.P. art. 2031).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The motion can be filed at any time before the judgment prescribes, i.e. within 10 years of signing or of the last revival. Filing interrupts prescription.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "Recording a judgment in the parish mortgage records creates a judicial mortgage. The effect of that recordation ends 10 years after the date of the judgment (art. 3359). Art. 3368 says a reinscribed judicial mortgage is still cancelled if no suit or motion to revive was filed within the art. 3501 period. The revival judgment must be recorded (and the mortgage reinscribed) to keep the lien against third parties; Mouton v. Watson (La. App. 1986) shows rank problems when a revival was recorded late. The detailed reinscription articles were not read.",
    lienCitation:
      "La. Civ. Code arts. 3359, 3368 (judicial mortgage); see also art. 3300 et seq. (not read)",
    lienRenews: true,
    citation: "La. Civ. Code art. 3501; La. Code Civ. Proc. art. 2031",
    link: "https://legis.la.gov/legis/Law.aspx?d=111373",
    linkOrigin: "search result",
    sources: [
      {
        title: "La. C.C.P. art. 2031, Revival of judgments (Louisiana Legislature)",
        url: "https://legis.la.gov/legis/Law.aspx?d=111373",
        kind: "official",
      },
      {
        title: "Louisiana Civil Code arts. 3497-3501 (LSU Civil Code Online)",
        url: "https://lcco.law.lsu.edu/?uid=143&ver=en",
        kind: "official text (unofficial copy)",
      },
      {
        title: "La. Civ. Code art. 3359 (theusufruct.com copy; source legis.la.gov d=110407)",
        url: "https://theusufruct.com/cc/3359",
        kind: "official text (unofficial copy)",
      },
      {
        title: "La. Civ. Code art. 3368 (theusufruct.com copy)",
        url: "https://theusufruct.com/cc/3368.json",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Bahan v. Youngstown Sheet & Tube Co. (La. App. 2 Cir. 1966)",
        url: "http://print.casetext.com/case/bahan-v-youngstown-sheet-and-tube-company/case-summaries",
        kind: "court opinion",
      },
      {
        title: "Mouton v. Watson, 500 So. 2d 792 (La. App. 1 Cir. 1986)",
        url: "http://www.ecases.us/case/lactapp/c6297980/mouton-v-watson",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Read: art. 3501 (10 years from signing; the copy was cut off mid-sentence at the appeal case) and the official text of C.C.P. art. 2031 (ex parte motion any time before prescription; filing interrupts it). That a revived judgment runs a fresh 10 years from the revival, and that revival may be repeated, comes from case law: Bahan (revivals in 1946 and 1956, later one refused as more than 10 years after the last revival) and Mouton. The rest of art. 3501 stating this was not read.",
    },
    unclear: [
      "Exact wording of the rest of art. 3501 (start of the period when an appeal is taken; the express statement of the renewed period and repeat revivals)",
      "Reinscription mechanics and deadlines for the judicial mortgage after revival (arts. 3362-3366 not read)",
    ],
  },
  {
    state: "Maine",
    code: "ME",
    lifeYears: 20,
    lifeText:
      "Every judgment is presumed paid and satisfied 20 years after the obligation under it accrued (14 M.R.S. § 864; child support orders excepted). This is a rebuttable presumption, not a hard expiry: old Maine cases (Brewer v. Thomes; Jackson v. Nason) let a creditor rebut it with evidence of non-payment. Actions on judgments are excluded from the general 6-year limit (14 M.R.S. § 752).",
    lifeRunsFrom: "other",
    lifeRunsFromText:
      "In Maine the 20 years run from the day the debtor's obligation under the judgment arose, which for a lump-sum money judgment is normally its date; after them the judgment is presumed paid, a presumption the creditor may rebut (14 M.R.S. § 864). Owed counts from the judgment date: the earliest the period can end.",
    dormancy: false,
    renewalMethod: "unclear",
    renewalText:
      "No statute providing for renewal or revival of the judgment itself was found. An old case refers to an action to 'revive' a judgment. The execution lien has its own renewal (see lien fields).",
    windowOpens: null,
    windowCloses: null,
    windowText:
      "Unclear: no renewal window for the judgment itself was found. After 20 years the creditor faces the presumption of payment and must rebut it.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A lien on real estate arises by filing the execution (or an attested copy) in the registry of deeds within 3 years after the execution issues (14 M.R.S. § 4651-A(1)); notice to the debtor is required (sub-§5). Liens created from Sept. 21, 2001 to before Sept. 1, 2020 last 20 years from filing. They can be renewed once for 20 years by recording a renewal, pluries or alias writ before expiry; the renewal relates back to the original filing (sub-§9). Liens created on or after Sept. 1, 2020 last 10 years from filing (sub-§9-A, added by P.L. 2019 c. 622, 129th Legislature). Renewal terms for these newer liens were cut off in the copy read.",
    lienCitation: "14 M.R.S. § 4651-A(1), (5), (9), (9-A)",
    lienRenews: null,
    citation: "14 M.R.S. §§ 752, 864; 14 M.R.S. § 4651-A",
    link: "https://www.mainelegislature.org/legis/statutes/14/title14sec864.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "14 M.R.S. § 864, Presumption of payment after 20 years (Maine Legislature)",
        url: "https://www.mainelegislature.org/legis/statutes/14/title14sec864.html",
        kind: "official",
      },
      {
        title: "14 M.R.S. ch. 205 §§ 751-752 (docslib copy)",
        url: "https://docslib.org/doc/2130286/maine-statute-of-limitations",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "P.L. 2019, c. 622 (129th Legislature), An Act To Reduce the Duration of Execution Liens",
        url: "http://legislature.maine.gov/legis/bills/bills_129th/chapters/PUBLIC622.asp",
        kind: "official",
      },
      {
        title: "14 M.R.S. § 4651-A (Casetext copy)",
        url: "https://casetext.com/statute/maine-statutes/title-14-court-procedure-civil/part-5-provisional-remedies-security/chapter-509-executions/subchapter-1-general-provisions/section-4651-a-execution-liens",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Jackson v. Nason (Me.)",
        url: "https://cetient.com/case/4929666/jackson-v-nason",
        kind: "court opinion",
      },
      {
        title: "WFG National Title wiki: Liens in Maine",
        url: "https://uww.wfgnationaltitle.com/index.php?title=Liens_in_Maine&oldid=2175",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "Read: the official text of § 864 (20-year presumption of payment) and the statute text on execution liens (§ 4651-A, and the 2020 law cutting new liens to 10 years). The rebuttable nature of the presumption rests on 19th-century case law. No renewal or revival procedure for the judgment itself was found, so renewal fields are unclear. A 121st-Legislature bill (LD 76) would have repealed the one-year limit on issuing executions; whether it passed was not checked.",
    },
    unclear: [
      "Whether and how a Maine money judgment can be renewed or revived (action on the judgment? motion under 14 M.R.S. § 4654?)",
      "Renewal terms (how many times, for how long) for execution liens created on or after Sept. 1, 2020 under § 4651-A(9-A)",
      "Current time limits for issuing an execution (§§ 4652-4654)",
    ],
  },
  {
    state: "Maryland",
    code: "MD",
    lifeYears: 12,
    lifeText:
      "A money judgment expires 12 years after the date of entry or of the most recent renewal (Md. Rule 2-625 circuit court; Rule 3-625 District Court). This carries out the 12-year limit on actions on judgments in Cts. & Jud. Proc. § 5-102(a)(3). Judgments held by the State are exempt (§ 5-102(c); State v. Buckingham, 2013).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "application",
    renewalText:
      "At any time before the judgment expires, the holder files a notice of renewal and the clerk enters the judgment as renewed. This is a clerk filing: no motion, hearing or new action.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Any time before expiry, i.e. before 12 years from entry or from the most recent renewal.",
    renewedLifeYears: 12,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 12,
    lienText:
      "A money judgment recorded and indexed in the county of entry is a lien on the debtor's land there from the date of entry. In other counties it is a lien from recording there; District Court judgments need a Notice of Lien recorded in circuit court (Rule 2-621, 3-621; CJP § 11-402). On request, the clerk sends the notice of renewal to each clerk who received the judgment or a Notice of Lien, and that clerk enters it renewed; the creditor must ask for this. The lien ends when the judgment expires, and Rule 2-625 does not renew a lien on its own (Lee v. Lee, Md. 2020).",
    lienCitation:
      "Md. Rules 2-621, 2-623, 2-625, 3-621, 3-625; Md. Code, Cts. & Jud. Proc. § 11-402",
    lienRenews: true,
    citation: "Md. Rules 2-625, 3-625; Md. Code, Cts. & Jud. Proc. § 5-102(a)(3)",
    link: "http://mgaleg.maryland.gov/webmga/frmStatutesText.aspx?article=gcj&section=5-102&ext=html&session=2019RS&tab=subject5",
    linkOrigin: "search result",
    sources: [
      {
        title: "Md. Code, Cts. & Jud. Proc. § 5-102 (Maryland General Assembly)",
        url: "http://mgaleg.maryland.gov/webmga/frmStatutesText.aspx?article=gcj&section=5-102&ext=html&session=2019RS&tab=subject5",
        kind: "official",
      },
      {
        title: "Md. Rule 3-625 Expiration and renewal of money judgment (copy)",
        url: "http://www.18WHEELERACCIDENTLAWYER.CO/statutes/133510/RULE-3-625-EXPIRATION-AND-RENEWAL-OF-MONEY-JUDGMENT.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Md. Rule 2-621 Lien of money judgment (copy)",
        url: "http://18wheeleraccidentlawyer.co/statutes/132313/RULE-2-621-LIEN-OF-MONEY-JUDGMENT.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Md. Rule 3-621 (West's Annotated Code of Maryland, govt.westlaw.com)",
        url: "https://govt.westlaw.com/mdc/Document/NA1DDCE709CEA11DB9BCF9DAC28345A2A?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)",
        kind: "official",
      },
      {
        title: "Central Collection Unit v. Buckingham (Md. Ct. Spec. App. 2013)",
        url: "http://law.justia.com/cases/maryland/court-of-special-appeals/2013/0434-12.html",
        kind: "court opinion",
      },
      {
        title: "Lee v. Lee (Md. 2020)",
        url: "https://law.justia.com/cases/maryland/court-of-appeals/2020/13-19.html",
        kind: "court opinion",
      },
      {
        title: "CJP § 11-402 (self-law copy)",
        url: "https://self-law.org/code/md/courts-and-judicial-proceedings/11-402",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Read: Rule 3-625 text, Rule 2-625 text as quoted in the Buckingham opinion, the official text of § 5-102, and Rules 2-621/3-621. The renewed term runs 12 years from the renewal, since the rule counts from the 'most recent renewal'. 'Unlimited' renewals is a reading of that wording; no express cap was seen. Lee v. Lee: a lien from a recorded federal judgment dies when the underlying judgment expires.",
    },
    unclear: [
      "Whether the renewal date is the filing date of the notice or the clerk's entry date (rule says the clerk 'shall enter' it on filing)",
    ],
  },
  {
    state: "Massachusetts",
    code: "MA",
    lifeYears: 20,
    lifeText:
      "A judgment is presumed paid and satisfied 20 years after it was rendered (G.L. c. 260, § 20). Courts treat this as a rebuttable presumption, not an expiry: an unpaid judgment can still be enforced on proof of non-payment (Haynes v. Blanchard, 1907; a 2015 Appeals Court rule 1:28 decision upheld a 2013 'renewal' of a 1992 judgment). Separately, an original execution must issue within 1 year after the creditor is first entitled to it (G.L. c. 235, § 17).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "If the judgment is unsatisfied after the time to take out execution, the creditor may get a new execution by motion to the rendering court, or may 'at any time' bring a civil action on the judgment, subject to the 20-year presumption (G.L. c. 235, § 19). In practice creditors also move to rebut the presumption after 20 years (the Cadle Co. v. Lyons matter).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "A civil action on the judgment may be brought 'at any time after the judgment, subject to' the 20-year presumption of payment (G.L. c. 235, § 19, as quoted in First National Bank of Boston v. Bernier, 2001). Owed shows the day before the 20 years end as the last day to act: later, the action is still possible, but the creditor must rebut the presumption that the judgment was paid (c. 260, § 20). The judgment won in that action is a new judgment, and Owed counts its 20 years from its date. A new execution after the first year is by motion under the same § 19.",
    renewedLifeYears: 20,
    renewedFrom: "renewal date",
    renewalsAllowed: "unclear",
    lienYears: 6,
    lienText:
      "A judgment is not automatically a lien on land. The creditor records an attachment (pre-judgment, G.L. c. 223) or a levy/seizure on execution in the registry of deeds. A recorded execution levy is void after 6 years unless completed by sale or set-off, or 'brought forward' in the registry within the 6 years in the manner of c. 223, § 114A. Bringing forward can be repeated for successive 6-year periods (per title-insurer commentary). Prejudgment attachments must be re-recorded within 30 days of execution issuing to keep relation back (c. 223, § 59, per a practitioner page).",
    lienCitation: "G.L. c. 236, § 49A; G.L. c. 223, §§ 59, 114A",
    lienRenews: null,
    citation: "G.L. c. 260, § 20; G.L. c. 235, §§ 17, 19",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Haynes v. Blanchard, 194 Mass. 244 (1907)",
        url: "http://masscases.com/cases/sjc/194/194mass244.html",
        kind: "court opinion",
      },
      {
        title: "First National Bank of Boston v. Bernier, 50 Mass. App. Ct. 756 (2001)",
        url: "http://masscases.com/cases/app/50/50massappct756.html",
        kind: "court opinion",
      },
      {
        title: "The Cadle Co. v. Lyons (Mass. App. Ct. rule 1:28 decision, 2015)",
        url: "https://print.casetext.com/case/ninth-rma-partners",
        kind: "court opinion",
      },
      {
        title: "The Cadle Company v. Scarlett, 2017 Mass. App. Div. 156",
        url: "http://masscases.com/cases/distapp/2017/2017massappdiv156.html",
        kind: "court opinion",
      },
      {
        title: "Stewart Title: Attachments and Executions: Expiration (quotes G.L. c. 236, § 49A)",
        url: "http://www.stewart.com/en/stg/massachusetts/attachments-and-executions-expiration.html",
        kind: "secondary",
      },
      {
        title: "Stewart Title memo on duration of executions",
        url: "http://www.stewart.com/en/stg/massachusetts/memo-duration.html",
        kind: "secondary",
      },
      {
        title: "Randi Levine: collections and enforcement of judgments",
        url: "http://www.randilevine.com/what-you-dont-know.htm",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The statutes (c. 260 § 20, c. 235 §§ 17 and 19, c. 236 § 49A) were read only as quoted in court opinions and title-insurer articles; no official text was read. There is no statutory renewal filing or deadline. The judgment is presumed paid after 20 years, rebuttably, so 'lifeYears 20' is not a hard expiry. The outcome of Cadle v. Scarlett (whether a judgment is 'void' after 20 years) was not read; the 2015 rule 1:28 decision treats it as presumed satisfied, not void.",
    },
    unclear: [
      "Whether a judgment obtained by suing on an old judgment starts a new 20-year presumption",
      "Holding of Cadle Co. v. Scarlett (2017 Mass. App. Div. 156) on 'void after 20 years'",
      "Official text of G.L. c. 223 § 114A (how a levy or attachment is brought forward)",
    ],
  },
  {
    state: "Michigan",
    code: "MI",
    lifeYears: 10,
    lifeText:
      "The limitation period for an action founded on a judgment of a Michigan court of record is 10 years from its rendition (MCL 600.5809(3)). Secondary sources say small-claims judgments expire after 6 years.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "Within the 10-year period the creditor may bring an action on the judgment for a new judgment (MCL 600.5809(3); Van Reken v. Darden, Neef & Heitsch, 2003; Romain v. North Central Erectors, 2002). Some courts and self-help pages describe renewing by motion. In Van Reken an ex parte motion order extending the judgment was also entered, but the case turned on the complaint to renew.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The renewal action must be filed within 10 years after the judgment was rendered (Van Reken: the date of the original judgment, not a later amended one, controls).",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 5,
    lienText:
      "A judgment lien on real property attaches when a notice of judgment lien, certified by the court clerk, is recorded with the county register of deeds (MCL 600.2803, 600.2805). It expires 5 years after recording (600.2809(1)). It can be rerecorded only once, by recording a second certified notice no less than 120 days before the initial expiration; the rerecorded lien expires 5 years after rerecording. The lien always ends when the judgment expires, so renewing the judgment does not by itself extend the lien.",
    lienCitation: "MCL 600.2801-600.2809",
    lienRenews: false,
    citation: "MCL 600.5809(3); MCL 600.2903",
    link: "https://www.legislature.mi.gov/Home/RenderDoc?objectName=mcl-236-1961-58",
    linkOrigin: "search result",
    sources: [
      {
        title: "Revised Judicature Act ch. 58, Limitation of Actions (Michigan Legislature)",
        url: "https://www.legislature.mi.gov/Home/RenderDoc?objectName=mcl-236-1961-58",
        kind: "official",
      },
      {
        title: "Romain v. North Central Erectors (Mich. App. 2002, unpublished)",
        url: "http://law.justia.com/cases/michigan/court-of-appeals-unpublished/2002/20020924-c231262-28-231262-opn.html",
        kind: "court opinion",
      },
      {
        title: "Van Reken v. Darden, Neef & Heitsch, 259 Mich. App. 454 (2003)",
        url: "http://law.justia.com/cases/michigan/court-of-appeals-published/2003/20031120-c240478-43-224o-240478-opn-coa.html",
        kind: "court opinion",
      },
      {
        title: "MCL 600.2809 (getpocketlaw copy)",
        url: "https://getpocketlaw.com/law/state_michigan/section-600-2809-judgment-lien-expiration-rerecording-tolling-or-suspension-of-time-period-judgment-lien-extinguished_831e0141c58d",
        kind: "official text (unofficial copy)",
      },
      {
        title: "MCL 600.2801-2805 (creditor-law.com copy)",
        url: "http://creditor-law.com/judgmentlienstatute/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "MCL 600.2903 (Casetext copy)",
        url: "https://e.casetext.com/statute/michigan-compiled-laws/chapter-600-revised-judicature-act-of-1961/subchapter-chapter-29-provisions-concerning-specific-actions/section-6002903-judgment-in-tort-renewal-continuance-of-remedies",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Judgment Collectors: Renewing Judgments Under Michigan's Statute of Limitations",
        url: "https://judgmentcollectors.com/renew-judgment-under-michigans-statute-of-limitations/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Life (10 years from rendition), renewal by an action for a new judgment, and the window were read in MCL 600.5809(3) as quoted in the Romain and Van Reken opinions. The official chapter page was found but its § 5809 portion was not shown. That the new judgment gets another 10 years from its entry, and that renewals are unlimited, rests on secondary sources and the statute's structure. Lien rules were read in statute copies.",
    },
    unclear: [
      "Whether an ex parte motion (rather than a new action) is an accepted renewal method in all Michigan courts",
      "Exact wording on the renewed judgment's period in § 5809(3)",
      "Small-claims judgment period (6 years per secondary sources)",
    ],
  },
  {
    state: "Minnesota",
    code: "MN",
    lifeYears: 10,
    lifeText:
      "A money judgment survives, and its lien continues, for 10 years after its entry (Minn. Stat. § 548.09, subd. 1). After that it cannot be enforced (Brown v. Dooley, 1905: the judgment is then 'functus officio').",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "The creditor renews by a new civil action on the judgment (summons and complaint, with service), begun within 10 years after the judgment's entry; the result is a new judgment (Minn. Stat. § 541.04; Dahlin v. Kroening, Minn. 2011). No statute sets out a simpler renewal procedure, except child-support judgments under § 548.091.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The action must be commenced within 10 years after entry of the judgment (or of the last renewal judgment).",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "Once docketed (which needs the creditor's affidavit under subd. 2), a judgment is a lien on the debtor's real property in the county, including after-acquired property. Other counties need a transcript of the docket. Registered (Torrens) land also needs recording under §§ 508.63/508A.63. The lien lasts 10 years after entry. A renewal judgment is a new judgment that must itself be docketed. Whether its lien keeps the original priority was not read.",
    lienCitation: "Minn. Stat. § 548.09, subds. 1-2",
    lienRenews: true,
    citation: "Minn. Stat. §§ 541.04, 548.09",
    link: "https://www.revisor.mn.gov/statutes/?id=548.09&year=2006",
    linkOrigin: "search result",
    sources: [
      {
        title: "Minn. Stat. § 548.09 (2006 version, Office of the Revisor of Statutes)",
        url: "https://www.revisor.mn.gov/statutes/?id=548.09&year=2006",
        kind: "official",
      },
      {
        title: "Dahlin v. Kroening, 796 N.W.2d 503 (Minn. 2011)",
        url: "http://casetext.com/case/dahlin-v-kroening-3",
        kind: "court opinion",
      },
      {
        title: "Knipfer v. Buhler (Minn. 1948) (quotes § 541.04)",
        url: "https://app.midpage.ai/document/knipfer-v-buhler-3507658",
        kind: "court opinion",
      },
      {
        title: "Brown v. Dooley, 95 Minn. 146 (1905)",
        url: "https://app.midpage.ai/document/brown-v-dooley-7973333",
        kind: "court opinion",
      },
      {
        title: "Minnesota Judicial Branch, 4th District: Renewal of Judgments",
        url: "http://www.mncourts.gov/default.aspx?siteID=4&page=582",
        kind: "official",
      },
      {
        title: "Tentinger Law Firm: Renewing a Judgment in Minnesota",
        url: "https://www.tentingerlawfirm.com/renewing-a-judgment-in-minnesota",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Read: official text of § 548.09 (2006 version; later amendments to subd. 1 in 2010 and 2012 not read), and the Supreme Court's Dahlin opinion: renewal by action within 10 years, and renewed judgments can themselves be renewed. The text of § 541.04 was seen only as quoted or summarized in opinions. The Hennepin County court page confirms renewal must happen before expiry.",
    },
    unclear: [
      "Effect of the 2010/2012 amendments to § 548.09 subd. 1",
      "Whether the lien of a renewal judgment relates back to the original docketing (priority)",
    ],
  },
  {
    state: "Mississippi",
    code: "MS",
    lifeYears: 7,
    lifeText:
      "Actions founded on a Mississippi judgment must be brought within 7 years after its rendition (or, since the 2010 amendment, its last renewal). Older versions of Miss. Code § 15-1-43 also bar issuing execution more than 7 years after the judgment. The Supreme Court treats an unrenewed judgment as expired after 7 years (Bhana v. Patel, 2023).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "application",
    renewalText:
      "Since July 1, 2010 (H.B. 277), a judgment can be renewed by filing a notice of renewal, in a statutory form, with the clerk of the court that rendered it. The creditor also files an affidavit with the debtor's and creditor's addresses, and the clerk mails the notice to the debtor. Bhana v. Patel (2023) lists three methods: (1) that notice, filed in the rendering court; (2) a motion to renew in the rendering court; (3) a new suit on the judgment in any court with proper venue. In Bhana, a notice filed in circuit court for a chancery-court judgment was ineffective and the judgment expired.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Before 7 years run from rendition or the last renewal. The renewal takes effect on the date the notice is filed.",
    renewedLifeYears: 7,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 7,
    lienText:
      "A judgment enrolled on the circuit clerk's judgment roll is a lien on the debtor's property in that county; old Code versions limit it to 7 years from rendition. The clerk enrolls a notice of renewal like an original judgment. Where a suit to keep the judgment alive was filed within 7 years, the lien still expires as to creditors and bona fide purchasers at 7 years unless a notation is made on the judgment roll within 6 months after the 7 years end (§ 89-5-19). A 2023 bill (SB 2091) proposed deleting that exception; its fate was not checked.",
    lienCitation: "Miss. Code §§ 11-7-189 et seq., 89-5-19; § 15-1-43 (renewal enrollment)",
    lienRenews: true,
    citation: "Miss. Code Ann. § 15-1-43 (as amended 2010, H.B. 277)",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Bhana v. Patel, No. 2022-IA-01264-SCT (Miss. 2023)",
        url: "https://law.justia.com/cases/mississippi/supreme-court/2023/2022-ia-01264-sct.html",
        kind: "court opinion",
      },
      {
        title: "Better Chancery: A New Way to Renew a Judgment (2010)",
        url: "https://betterchancery.com/2010/10/06/a-new-way-to-renew-a-judgment/",
        kind: "secondary",
      },
      {
        title: "Miss. H.B. 514 (2010 Reg. Sess., as introduced), proposed text of § 15-1-43",
        url: "https://billstatus.ls.state.ms.us/documents/2010/html/HB/0500-0599/HB0514IN.htm",
        kind: "official",
      },
      {
        title: "Miss. Code § 89-5-19 (instalawyer copy)",
        url: "https://instalawyer.io/laws/mississippi-code/89-5-19-when-a-lien",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Kimbrough v. Wright, 231 Miss. 855 (1957)",
        url: "http://casetext.com/case/kimbrough-v-wright-1",
        kind: "court opinion",
      },
      {
        title: "McGraw v. Mitchell, 107 So. 423 (Miss. 1926) (quotes former 7-year statute)",
        url: "https://print.casetext.com/case/mcgraw-v-mitchell",
        kind: "court opinion",
      },
      {
        title: "Miss. S.B. 2091 (2023 Reg. Sess., as introduced)",
        url: "https://billstatus.ls.state.ms.us/documents/2023/html/SB/2001-2099/SB2091IN.htm",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The enacted current text of § 15-1-43 was not read. The notice-of-renewal procedure was read in a 2010 introduced bill (H.B. 514) and a practitioner blog saying H.B. 277 enacted it effective July 1, 2010. The Supreme Court's Bhana v. Patel summary confirms the three renewal methods and that filing in the wrong court is ineffective. The 7-year life and new-suit renewal are long settled in case law (Kimbrough, Lloyd v. Bank of the South). Unlimited renewals is inferred from the notice form's line for previous notices of renewal.",
    },
    unclear: [
      "Exact enacted wording of § 15-1-43 after H.B. 277 (2010)",
      "Whether the lien of a judgment renewed by notice keeps its original priority",
      "Whether S.B. 2091 (2023) amending § 89-5-19 was enacted",
    ],
  },
  {
    state: "Missouri",
    code: "MO",
    lifeYears: 10,
    lifeText:
      "A judgment is conclusively presumed paid 10 years after its original rendition. The 10 years run instead from a revival on personal service, or from the last payment duly entered on the court record, if later. After that no execution may issue and no suit may be brought on it (RSMo § 516.350.1). Child-support and maintenance judgments follow separate rules.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "The creditor files a motion for revival in the court that entered the judgment (historically a writ of scire facias). The court issues an order to show cause, served on the debtor under Rule 54. If no cause is shown, the court enters an order reviving the judgment (Rule 74.09; RSMo § 511.370). A payment duly entered on the record also restarts the 10 years; an unrecorded payment does not (W. Blue Print Co. v. Roberts, 2024).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The motion must be filed within 10 years after entry of the judgment or the last prior revival. A timely filed motion suffices even if the revival order is entered after the 10 years (Abbott v. Abbott, Mo. App. 2013). Once the conclusive presumption arises, the judgment cannot be revived.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "A circuit court judgment is a lien on the debtor's real estate in its county. Associate circuit, federal and other judgments become liens in a county when transcribed to that circuit court (RSMo §§ 511.350, 511.440, 517.141, 517.151). Small-claims judgments are never liens. The lien ends when the judgment is presumed paid. Revival revives the lien too (§ 511.370: scire facias 'to revive a judgment and lien'). An old copy of § 511.430 says a revived lien continues 'another period of three years', which conflicts with the 10-year framework and looks outdated.",
    lienCitation: "RSMo §§ 511.350, 511.370, 511.440, 517.141, 517.151",
    lienRenews: true,
    citation: "RSMo § 516.350; Mo. Sup. Ct. R. 74.09; RSMo § 511.370",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "RSMo § 516.350 (instalawyer copy, eff. 28 Aug 2014)",
        url: "https://instalawyer.io/laws/missouri-revised-statutes/section-516350-judgments-presumed",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Mo. R. Civ. P. 74.09 (quoted on LawGuru)",
        url: "https://lawguru.com/legal-questions/missouri-credit-debt-collections/revival-judgement-amount-received-petition-227436984",
        kind: "official text (unofficial copy)",
      },
      {
        title: "RSMo § 511.370 (quoted by Smith Law Firm)",
        url: "http://www.smithlawfirm.com/revival-of-judgment",
        kind: "official text (unofficial copy)",
      },
      {
        title: "RSMo § 517.151 (copy)",
        url: "https://dwi-laws-missouri.com/?section=517.151-judgment-to-be-lien-on-real-estate-from-time-of-filing-transcript-mdash-fees-for-filing-mdash-revival-of-lien",
        kind: "official text (unofficial copy)",
      },
      {
        title: "RSMo § 511.430 (laws-info copy)",
        url: "http://statutes.laws-info.com/missouri/t35/c511/511_430",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Abbott v. Abbott (Mo. App. W.D. 2013)",
        url: "https://e.casetext.com/case/abbott-v-abbott-50",
        kind: "court opinion",
      },
      {
        title: "W. Blue Print Co. v. Roberts (Mo. App. 2024) summary",
        url: "https://www.studicata.com/summaries/court-of-appeals-of-missouri/w-blue-print-company-v-roberts-2024-nx9et1",
        kind: "secondary",
      },
      {
        title: "Carnahan Evans: Reviving Judgments in Missouri",
        url: "https://carnahanevans.com/reviving-judgments-in-missouri-judgment-creditors-need-to-pay-close-attention-to-the-10-year-statute/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Read: § 516.350.1 (10-year conclusive presumption; revival on personal service or a recorded payment restarts it) and the Rule 74.09 and § 511.370 texts in unofficial copies. Abbott: a timely motion is enough. The text of § 511.350 on the lien itself was not read; lien creation and duration come from § 517.151 and a law-firm article. The 'three years' wording in the old § 511.430 copy is flagged as a conflict.",
    },
    unclear: [
      "Current text of RSMo § 511.350 and § 511.430 (lien duration after revival)",
      "Whether revival on service other than personal service restarts the § 516.350 period (the statute names personal service)",
    ],
  },
  {
    state: "Montana",
    code: "MT",
    lifeYears: 10,
    lifeText:
      "An action on a judgment of a Montana court of record must be started within 10 years (MCA 27-2-201(1)). The Montana Supreme Court treated a judgment as barred when no action to renew it was filed within 10 years of entry (Welch v. Huber, 1993). A copy of Justice/City Court Rule 23 allows execution within 10 years of entry (a 2001 version said 6 years). The district-court execution period in MCA 25-13-101 was not read.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "Renewal is by a separate action (complaint) on the judgment, filed within the 10-year period, which yields a renewed judgment (Jones v. Arnold, 1998 MT 214: complaint filed about 9 years 11 months after entry to renew and extend for another 10 years, upheld). In Welch v. Huber (1993) a motion in the original case to extend the judgment was held ineffective: an action had to be filed within 10 years of entry.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The renewal action must be commenced within 10 years after entry of the judgment. MCA 27-2-201 sets no earliest date. Once 10 years have passed, the judgment is barred.",
    renewedLifeYears: 10,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A docketed district-court judgment is a lien on the debtor's non-exempt real property in the county. Filing a certified transcript of the docket with the district court clerk of another county creates a lien there, which continues 10 years from entry of the judgment unless the judgment is satisfied earlier (MCA 25-9-302). Justice-court judgments become liens by filing a transcript with the district court clerk, also for 10 years (MCA 25-31-914). Not read: whether a renewal judgment keeps the original lien's priority or creates a new lien only when docketed.",
    lienCitation: "Mont. Code Ann. §§ 25-9-301 (not read), 25-9-302, 25-31-914",
    lienRenews: null,
    citation:
      "Mont. Code Ann. § 27-2-201(1); § 25-13-101 (execution; not read); Jones v. Arnold, 1998 MT 214, 290 Mont. 444; Welch v. Huber, 862 P.2d 1180 (Mont. 1993)",
    link: "https://leg.mt.gov/bills/mca/title_0250/chapter_0090/part_0030/section_0020/0250-0090-0030-0020.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "MCA 27-2-201 Actions upon judgments (Justia 2020 copy)",
        url: "https://law.justia.com/codes/montana/2020/title-27/chapter-2/part-2/section-27-2-201/",
        kind: "official text (unofficial copy)",
      },
      {
        title:
          "MCA 25-9-302 Filing of transcript of docket in another county -- lien -- expiration",
        url: "https://leg.mt.gov/bills/mca/title_0250/chapter_0090/part_0030/section_0020/0250-0090-0030-0020.html",
        kind: "official",
      },
      {
        title: "MCA 25-31-914 Lien on real property (justice court)",
        url: "http://leg.mt.gov/bills/2015/mca/25/31/25-31-914.htm",
        kind: "official",
      },
      {
        title: "Justice/City Court Rule 23 Execution (laws9 copy)",
        url: "http://www.laws9.com/statutes/montana/25/25_23_/25023001230",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Jones v. Arnold, 1998 MT 214",
        url: "https://e.casetext.com/case/jones-v-arnold-3",
        kind: "court opinion",
      },
      {
        title: "Welch v. Huber, 862 P.2d 1180 (Mont. 1993)",
        url: "https://app.midpage.ai/document/welch-v-huber-882710",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the 10-year limit in MCA 27-2-201 and the 10-year lien in MCA 25-9-302 and 25-31-914. The renewal method (a new action within 10 years, not a motion) comes from two Montana Supreme Court opinions, which the review saw only as excerpts, not from statute text. MCA 25-13-101 (district-court execution period) and 25-9-301 were not read.",
    },
    unclear: [
      "District-court execution period in MCA 25-13-101 not read",
      "Whether the renewed judgment's 10 years run from entry of the renewal judgment or from the original expiry",
      "Whether successive renewals are allowed",
      "Whether renewal keeps the original lien's priority",
    ],
  },
  {
    state: "Nebraska",
    code: "NE",
    lifeYears: 5,
    lifeText:
      "A judgment becomes dormant, and stops being a lien on the debtor's estate, if no execution is issued within 5 years after entry, or if 5 years pass between one execution and the next (Neb. Rev. Stat. 25-1515). Issuing an execution at least once every 5 years keeps it alive. Per the annotations, child-support and alimony decrees and foreclosure decrees do not become dormant this way.",
    lifeRunsFrom: "issuance of execution",
    dormancy: true,
    renewalMethod: "revival",
    renewalText:
      "A dormant judgment may be revived in the same manner as actions are revived before judgment. The revival must be commenced within 10 years after the judgment became dormant, or the judgment is forever barred (25-1420 and its annotations). Per a summary of Nelssen v. Ritchie (Neb. 2019), the creditor there moved to revive, and the debtor's partial payments did not toll the 10-year limit. Before dormancy, the only way to keep the judgment alive is to issue execution within each 5-year period.",
    windowOpens: {
      kind: "years-after-start",
      years: 5,
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 10,
    },
    windowText:
      "Revival is possible once the judgment is dormant (5 years after entry or after the last execution) and must be commenced within 10 years after dormancy began. If executions were issued, count from the last execution, not from entry.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 5,
    lienText:
      "Land of the debtor in the county where the judgment is entered is bound from the day the judgment is rendered, i.e. entered on the judgment index (25-1504). For other counties, a transcript must be filed with the district court clerk there (25-1501.01). A county court judgment is a lien only after a transcript is filed in district court (25-2721). The lien ends when the judgment goes dormant (25-1515). Against other bona fide judgment creditors or purchasers, priority is lost unless execution is taken out and levied within 5 years after entry (25-1542). Not read: whether revival restores the lien, and with what priority.",
    lienCitation: "Neb. Rev. Stat. §§ 25-1504, 25-1501.01, 25-1515, 25-1542, 25-2721",
    lienRenews: null,
    citation: "Neb. Rev. Stat. §§ 25-1515, 25-1420",
    link: "https://nebraskalegislature.gov./laws/statutes.php?statute=25-1515",
    linkOrigin: "search result",
    sources: [
      {
        title: "Neb. Rev. Stat. 25-1515 Judgment; when dormant",
        url: "https://nebraskalegislature.gov./laws/statutes.php?statute=25-1515",
        kind: "official",
      },
      {
        title: "Neb. Rev. Stat. 25-1420 Dormant judgment; revivor; time limitation",
        url: "http://www.leg.ne.gov/laws/statutes.php?statute=25-1420",
        kind: "official",
      },
      {
        title: "Neb. Rev. Stat. 25-1501.01",
        url: "https://nebraskalegislature.gov/laws/statutes.php?statute=25-1501.01",
        kind: "official",
      },
      {
        title: "Neb. Rev. Stat. 25-1504 (getpocketlaw copy)",
        url: "https://getpocketlaw.com/law/state_nebraska/section-25-1504-lien-of-judgment-when-attaches-lands-within-county-where-entered-other-lands-chattels_9014165a9ac8",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Neb. Rev. Stat. 25-1542 (legalfix copy)",
        url: "https://legalfix.com/statutes/state-codes/nebraska/chapter-25/statute-25-1542",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Neb. Rev. Stat. 25-2721 (getpocketlaw copy)",
        url: "https://getpocketlaw.com/law/state_nebraska/section-25-2721-judgment-execution-lien-on-real-estate-conditions_641775cf5329",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Nelssen v. Ritchie (Neb. 2019) summary",
        url: "https://www.studicata.com/summaries/supreme-court-of-nebraska/nelssen-v-ritchie-2019-3xjghw",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "The review read the dormancy rule (25-1515) and the 10-year revival limit (25-1420) on the Legislature's site, and the lien sections in official or copied text. How long a revived judgment lasts was not read. The revival procedure (motion or conditional order) rests on case excerpts and a summary.",
    },
    unclear: [
      "How long a revived judgment lasts (probably a new 5-year dormancy clock, not read)",
      "Exact revival procedure: the statute points to the procedure for reviving actions",
      "Whether revival restores the real-estate lien and its priority",
    ],
  },
  {
    state: "Nevada",
    code: "NV",
    lifeYears: 6,
    lifeText:
      "An action on a judgment must be brought within 6 years (NRS 11.190(1)(a)). A Nevada Supreme Court order (Worsnop v. Karam, 2020) refers to this six-year limit. An unrenewed judgment expires at 6 years. The statute text itself was seen only as quoted by secondary sources.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "affidavit",
    renewalText:
      "Under NRS 17.214 the creditor (or successor) files an affidavit of renewal with the clerk of the court where the judgment was entered and docketed. The affidavit lists the parties, recording details, date and amount, any outstanding writ, and so on. If the judgment was recorded, the affidavit must be recorded with the county recorder within 3 days after filing. The debtor must be notified within 3 days of filing, by certified mail per the BMO case summary. The Supreme Court requires strict compliance with filing, recording and service (Leven v. Frey, 123 Nev. 399 (2007)). In Worsnop v. Karam (2020) it reversed a district court that had accepted a motion-based renewal that did not comply; the review read only part of that order.",
    windowOpens: {
      kind: "days-before-expiry",
      days: 90,
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The affidavit must be filed within the 90 days before the judgment expires (NRS 17.214(1)(a)). Then record it within 3 days (if the judgment was recorded) and notify the debtor within 3 days. windowOpens is null because the schema takes only months: use 90 days, not 3 months.",
    renewedLifeYears: 6,
    renewedFrom: "unclear",
    renewalsAllowed: "unlimited",
    lienYears: 6,
    lienText:
      "Recording a certified transcript, abstract or copy of the judgment with the county recorder makes it a lien on the debtor's non-exempt real property in that county, including property acquired later. The lien continues 6 years after the judgment was docketed and is continued each time the judgment is renewed (NRS 17.150(2)). It ends on satisfaction, or if enforcement is stayed on appeal with a bond. If the judgment was recorded, the renewal affidavit must also be recorded within 3 days (NRS 17.214(1)(b)).",
    lienCitation: "NRS 17.150(2); NRS 17.214(1)(b)",
    lienRenews: true,
    citation:
      "NRS 11.190(1)(a); NRS 17.214; NRS 17.150(2); Leven v. Frey, 123 Nev. 399, 168 P.3d 712 (2007)",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "NRS 17.214 text as quoted in USLegal answer",
        url: "https://answers.uslegal.com/civil-actions/18421/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "NRS 17.150 (instalawyer copy)",
        url: "https://instalawyer.io/laws/nevada-revised-statutes/chapter-17-judgments-nrs-17150-docketing-of",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Leven v. Frey, 168 P.3d 712 (Nev. 2007)",
        url: "http://jmargolin.com/zandian/usbc-adversary/cases/Leven.htm",
        kind: "court opinion",
      },
      {
        title: "Worsnop v. Karam, No. 77248 (Nev. Feb. 27, 2020) order",
        url: "https://e.casetext.com/case/worsnop-v-karam",
        kind: "court opinion",
      },
      {
        title: "UNLV Nevada Supreme Court summary (BMO/Whittemore certified mail)",
        url: "https://scholars.law.unlv.edu/nvscs/1594/",
        kind: "secondary",
      },
      {
        title: "Morris Law Center, More Than You Want to Know About Renewing Judgments",
        url: "https://morrislawcenter.com/tag/judge/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the affidavit window (90 days before expiry), the recording and notice steps (NRS 17.214(1) and (3)) and the lien rule (NRS 17.150(2)) in copies of the statute text, plus Leven v. Frey. The 6-year renewed term and unlimited successive renewals come from a law-firm article only. That article says the new term runs from the renewal date; the review did not read this in the statute.",
    },
    unclear: [
      "Whether the renewed 6 years run from the affidavit filing or from the prior expiry (NRS 17.214 effect subsections not read)",
      "Successive renewals stated only by a secondary source",
      "NRS 11.190(1)(a) text not read directly",
    ],
  },
  {
    state: "New Hampshire",
    code: "NH",
    lifeYears: 20,
    lifeText:
      "An action of debt on a judgment may be brought within 20 years of the judgment (RSA 508:5). This figure comes from a summary of Trinity EMS v. Coombs (2014) and a Cogency Global article; the review did not read the text of RSA 508:5.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "No statutory renewal procedure was found. In Trinity EMS, Inc. v. Coombs, 166 N.H. 523 (2014), the Supreme Court held that a creditor may bring a new action, in a plea of debt, on an unsatisfied judgment to get a new judgment. There the creditor wanted a judgment it could still record against real estate.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Per the summary of Trinity EMS, the common-law right to sue on a judgment exists as soon as the judgment is rendered. The suit must be brought within the 20-year period of RSA 508:5.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 20,
    lienText:
      "Under RSA 524:13 (eff. Jan. 1, 2017), a judgment of any New Hampshire court may be secured against real estate by recording, or re-recording, a certified copy of the judgment with an affidavit at the registry of deeds of the county where the land lies, at any time during the duration of the judgment. At recording, copies must be mailed to the debtor (or the debtor's counsel) by first-class mail. Before 2017, RSA 511:55 limited real-estate attachments to 6 years from judgment and courts could not extend them (Remington Investments v. Howard, 2004). Per Cogency Global, the 2016 law (HB 1175) raised the lien period to 20 years; the review did not read that in statute text.",
    lienCitation: "N.H. Rev. Stat. Ann. § 524:13; § 511:55; § 503:12",
    lienRenews: null,
    citation:
      "N.H. Rev. Stat. Ann. § 508:5 (not read); § 524:13; Trinity EMS, Inc. v. Coombs, 166 N.H. 523 (2014)",
    link: "https://gencourt.state.nh.us/rsa/html/LIII/524/524-mrg.htm",
    linkOrigin: "search result",
    sources: [
      {
        title: "RSA 524:13 (LawServer copy, paragraphs I-II)",
        url: "https://www.lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_524_13",
        kind: "official text (unofficial copy)",
      },
      {
        title: "NH HB 1175 (2016) bill text",
        url: "https://legiscan.com/NH/text/HB1175/id/1286764",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Trinity EMS, Inc. v. Coombs, 166 N.H. 523 (2014)",
        url: "http://casetext.com/case/trinity-ems-inc-v-coombs",
        kind: "court opinion",
      },
      {
        title: "Trinity EMS v. Coombs summary",
        url: "https://www.studicata.com/summaries/supreme-court-of-new-hampshire/trinity-ems-inc-v-coombs-2014-41v432",
        kind: "secondary",
      },
      {
        title: "Remington Investments v. Howard, 150 N.H. 653 (2004)",
        url: "https://e.casetext.com/case/remington-invs-v-howard",
        kind: "court opinion",
      },
      {
        title: "Cogency Global, New Hampshire Extends Statutory Period for Judgment Liens (2016)",
        url: "https://www.cogencyglobal.com/blog/new-hampshire-extends-statutory-period-for-judgment-liens",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the recording mechanism in RSA 524:13 I-II and saw the NH Supreme Court approve a new action on a judgment (Trinity EMS). The 20-year life (RSA 508:5) and the 20-year lien period come only from secondary sources; the statute texts were not read. Paragraph III of RSA 524:13 and the current RSA 511:55 were cut off in what the review saw.",
    },
    unclear: [
      "Text of RSA 508:5 (20 years) not read",
      "Current RSA 511:55 / 524:13 III lien duration after 2017 not read in statute text",
      "Life of a new judgment obtained by action on a judgment",
      "Whether New Hampshire has any execution or dormancy period shorter than 20 years",
    ],
  },
  {
    state: "New Jersey",
    code: "NJ",
    lifeYears: 20,
    lifeText:
      "A judgment of a New Jersey court of record may be revived, or sued on, within 20 years after its date (N.J.S.A. 2A:14-5). Adamar v. Mason (2008) describes it this way, and Twist v. Woerst (1925) quotes the predecessor statute (scire facias or action of debt within 20 years). The review did not read the current statute text.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "In Adamar of New Jersey, Inc. v. Mason, 399 N.J. Super. 63 (App. Div. 2008), the court held that a timely motion for revival under 2A:14-5, filed before the 20 years run, can extend a judgment for another 20 years. The creditor must show the judgment is valid and subsisting, the unpaid balance, and no impediment to enforcement such as a pending bankruptcy. Prior enforcement efforts are not required. The court calls this a revival, but the judgment is still live, so it is classed here as a motion. An action on the judgment within 20 years is also available.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The revival must be sought by proceedings commenced within 20 years after the judgment's date (N.J.S.A. 2A:14-5 as applied in Adamar v. Mason, 2008, where the motion was filed about 19 years 11 months after entry). Neither the statute as described nor Adamar sets an earliest time, so Owed shows the window open from entry.",
    renewedLifeYears: 20,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 20,
    lienText:
      "Per secondary sources (Nolo, LegalClarity, a law-firm article citing N.J.S.A. 2A:16-1): a Superior Court (Law Division) judgment entered on the civil judgment and order docket is a statewide lien on the debtor's real property, including property acquired later. A Special Civil Part judgment must first be docketed with the Superior Court Clerk. The lien lasts as long as the judgment (20 years), and the secondary sources say revival carries it forward. None of this was confirmed in statute text.",
    lienCitation: "N.J.S.A. 2A:16-1 (not read); N.J.S.A. 2A:14-5",
    lienRenews: true,
    citation:
      "N.J.S.A. 2A:14-5; Adamar of New Jersey, Inc. v. Mason, 399 N.J. Super. 63, 942 A.2d 878 (App. Div. 2008)",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Adamar of New Jersey, Inc. v. Mason, 399 N.J. Super. 63 (App. Div. 2008)",
        url: "https://law.justia.com/cases/new-jersey/appellate-division-published/2008/a2021-06-opn.html",
        kind: "court opinion",
      },
      {
        title: "Twist v. Woerst, 127 A. 578 (N.J. 1925)",
        url: "https://e.casetext.com/case/twist-v-woerst",
        kind: "court opinion",
      },
      {
        title: "Meislik summary of Adamar v. Mason",
        url: "http://www.meislik.com/cases/adamar_new_jersey_v_mason/",
        kind: "secondary",
      },
      {
        title: "LegalClarity, How Long Does a Judgement Last in NJ?",
        url: "https://legalclarity.org/how-long-does-a-judgement-last-in-nj",
        kind: "secondary",
      },
      {
        title: "Nolo, Judgment Liens on Property in New Jersey",
        url: "https://www.nolo.com/legal-encyclopedia/judgment-liens-new-jersey-46847.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The 20-year life and the motion to extend for another 20 years come from an Appellate Division opinion (Adamar), read as excerpts. The review did not read the current text of N.J.S.A. 2A:14-5 or 2A:16-1. The statewide lien and its duration rest on secondary sources.",
    },
    unclear: [
      "Current text of N.J.S.A. 2A:14-5 and 2A:16-1 not read",
      "Whether the revived 20 years run from the revival order or from the original expiry",
      "Whether more than one revival is allowed",
      "Whether a court would hear a revival motion filed long before the 20 years end (no earliest time was found)",
    ],
  },
  {
    state: "New Mexico",
    code: "NM",
    lifeYears: 7,
    lifeText:
      "NMSA 39-1-20, as quoted in Fischoff v. Tometich (1991), lets execution issue within 7 years after rendition or revival of the judgment. Fischoff held execution barred after 7 years unless the judgment is revived within 14 years of entry. Actions founded on a state-court judgment must be brought within 14 years of the judgment (37-1-2), and 39-1-6 says judgments are enforced for not more than 14 years. The 7-year figure is the conservative one: the review did not confirm that 39-1-20 is still in force.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "The creditor may bring an action founded on the judgment (an action to revive) within 14 years of its date (37-1-2). Since the 2021 amendment (eff. July 1, 2021), a judgment obtained by a common-law action on a prior judgment, or by any other means of revival, is not enforceable more than 14 years after the original judgment. Revival therefore restarts the 7-year execution period but cannot take enforcement past 14 years from the original judgment.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 7,
    },
    windowText:
      "The revival action must be brought within 14 years of the original judgment, which is 7 years after the 7-year execution period ends. No enforcement is possible more than 14 years after the original judgment, however the judgment was revived: a revival recorded in Owed restarts the 7-year period, but never past the 14th anniversary of the original judgment. Before 2021 the Court of Appeals had let each action on a judgment start a new 14 years (Cadle Co. v. Seavall, 2019); the 2021 amendment ended that.",
    renewedLifeYears: 7,
    renewedFrom: "renewal date",
    renewalsAllowed: "unclear",
    absoluteLimit: {
      years: 14,
      text: "In New Mexico no judgment, however revived, can be enforced more than 14 years after the original judgment (NMSA 1978, § 37-1-2, as amended in 2021).",
    },
    lienYears: 14,
    lienText:
      "A money judgment of the supreme court, court of appeals, district court or metropolitan court is docketed. Filing a transcript or abstract with the county clerk of the county where the real estate lies makes it a lien there from the date of filing. The lien is void if a supersedeas bond is approved on appeal, and the judgment may be enforced for no more than 14 years (39-1-6). Whether revival extends or re-dates the lien was not read.",
    lienCitation: "NMSA 1978, § 39-1-6",
    lienRenews: null,
    citation:
      "NMSA 1978, § 37-1-2 (as amended by 2021 N.M. Laws ch. 31, § 11); § 39-1-20; § 39-1-6; Fischoff v. Tometich, 1991-NMCA-144, 113 N.M. 271",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "The Cadle Co. v. Seavall, No. A-1-CA-36473 (N.M. Ct. App. 2019)",
        url: "https://print.casetext.com/case/cadle-co-v-seavall",
        kind: "court opinion",
      },
      {
        title: "NMSA 37-1-2 Judgments (Justia 2021 copy with annotations)",
        url: "https://law.justia.com/codes/new-mexico/2021/chapter-37/article-1/section-37-1-2/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "NMSA 39-1-6 Money judgment; lien on real estate (getpocketlaw copy)",
        url: "https://getpocketlaw.com/law/state_new_mexico/section-39-1-6-money-judgment-docketing-transcript-of-judgment-lien-on-real-estate-supersedeas_e0cd6469d028",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Fischoff v. Tometich, 824 P.2d 1073 (N.M. Ct. App. 1991)",
        url: "https://law.justia.com/cases/new-mexico/court-of-appeals/1991/11832-2.html",
        kind: "court opinion",
      },
      {
        title: "LegalClarity, Judgment Expiration by State: New Mexico",
        url: "https://legalclarity.org/judgment-expiration-by-state-new-mexico-laws-and-deadlines",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The review read the 14-year limit and the 2021 cap in copies of 37-1-2, and the 14-year enforcement and lien rule in 39-1-6. The 7-year execution limit comes from 39-1-20 as quoted in a 1991 Court of Appeals opinion; the review did not check its current status. A secondary site claims renewal by motion under '37-1-16' for another 14 years; that conflicts with the 2021 amendment and was not relied on.",
    },
    unclear: [
      "Whether NMSA 39-1-20 (7-year execution) is still in force",
      "Whether the 2021 14-year cap applies to judgments entered before July 1, 2021",
      "Whether revival extends the real-estate lien",
    ],
  },
  {
    state: "New York",
    code: "NY",
    lifeYears: 20,
    lifeText:
      "CPLR 211(b): a money judgment is presumed paid and satisfied 20 years after the creditor was first entitled to enforce it. The presumption is conclusive, except against a debtor who within the 20 years acknowledged the debt in a signed writing or made a payment; then the 20 years run from the last acknowledgment or payment. The review read this text as quoted on a practice blog.",
    lifeRunsFrom: "other",
    lifeRunsFromText:
      "In New York the 20 years run from the day the creditor could first enforce the judgment, and start again from any later payment by the debtor or written acknowledgment of the debt (CPLR 211(b)). Owed counts from the judgment date or the last renewal recorded: the earliest the period can end.",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "CPLR 5014 allows an action on a money judgment between the original parties once 10 years have passed since the judgment was first docketed, among other cases. The action may be commenced during the year before the 10-year mark. The resulting 'renewal judgment' is docketed, and its lien takes effect when 10 years from first docketing of the original judgment expire. It must be a new action; a motion in the original case is not enough (Guerra v. Crescent St. Corp., 2d Dept 2014). The renewal mainly extends the real-property lien; the judgment's own life is governed by the 20-year rule.",
    windowOpens: {
      kind: "years-after-start",
      years: 9,
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "To avoid a gap in the lien, commence the CPLR 5014 action in the 10th year after first docketing; per secondary sources (citing Gletzer v. Harris), the renewal judgment must also be obtained before the original 10-year lien expires. An action started after 10 years is still allowed but leaves a lien gap. The outer limit is the 20-year bar of CPLR 211(b).",
    renewedLifeYears: 10,
    renewedFrom: "previous expiry",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "Once a judgment is docketed with the clerk of the county where the property lies, transfers of the debtor's real property there are ineffective against the creditor until 10 years after the judgment-roll was filed (CPLR 5203(a)). On motion, a court may extend the lien only for the time the creditor was stayed from enforcing, or to finish an execution sale begun before the 10 years ended (5203(b)). A CPLR 5014 renewal judgment gives a new 10-year lien starting when the first one expires; it must be docketed.",
    lienCitation: "N.Y. CPLR 5203(a)-(b), 5014",
    lienRenews: true,
    citation: "N.Y. CPLR 211(b), 5014, 5203",
    link: "https://www.nysenate.gov/legislation/laws/CVP/5014/",
    linkOrigin: "search result",
    sources: [
      {
        title: "CPLR 5014 Action upon judgment (NY Senate OpenLegislation)",
        url: "https://www.nysenate.gov/legislation/laws/CVP/5014/",
        kind: "official",
      },
      {
        title: "CPLR 5203 (Justia 2020 copy)",
        url: "https://law.justia.com/codes/new-york/2020/cvp/article-52/5203/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "New York Civil Practice blog: Money judgments (quoting CPLR 211(b))",
        url: "https://newyorkcivilpractice.blogspot.com/2013/03/money-judgments.html",
        kind: "secondary",
      },
      {
        title: "Guerra v Crescent St. Corp., 2014 NY Slip Op 05948 (2d Dept) as excerpted",
        url: "https://bruteforcelawyer.com/category/cplr/cplr-5203/",
        kind: "secondary",
      },
      {
        title:
          "Home Abstract Corp., Lien Duration (Sterling Recoveries v. Erazo, Gletzer v. Harris)",
        url: "http://homeabstractcorp.com/bulletin/lien-duration",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The review read CPLR 5014 on the NY Senate site and CPLR 5203 in a copy of the statute. The CPLR 211(b) 20-year rule was read as quoted by a practice blog and in case excerpts. The lien-gap timing rests on case law quoted by secondary sources.",
    },
    unclear: [
      "Whether a renewal judgment starts a fresh 20-year CPLR 211(b) period",
      "Whether successive renewal judgments are allowed",
      "CPLR 211(b) official text not read directly",
    ],
  },
  {
    state: "North Carolina",
    code: "NC",
    lifeYears: 10,
    lifeText:
      "An action on a judgment must be brought within 10 years from its entry (G.S. 1-47(1)). No execution on a money judgment may issue more than 10 years after rendition (G.S. 1-306 proviso, as quoted in Reid v. Bristol, 1955). The judgment lien also lasts 10 years from entry (G.S. 1-234).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "The creditor files a new, independent action on the judgment (summons and complaint served on the debtor) within 10 years of entry. G.S. 1-47(1) says such an action may not be brought more than once and does not continue the lien of the original judgment. Per the UNC School of Government and a law-firm page, the result is a new judgment that does not relate back to the original.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The new action must be commenced within 10 years from entry of the original judgment. A law-firm source says the new judgment may be entered after the original expires if the action was filed in time, leaving a gap in collection and lien.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: 1,
    lienYears: 10,
    lienText:
      "The clerk indexes and records the judgment on the judgment docket in the county of entry; it can be docketed in other counties by filing a transcript. It is a lien on the debtor's real property in each docketing county, including later-acquired property, for 10 years from entry under Rule 58. Time the creditor is restrained by injunction, appeal or statutory prohibition is excluded (G.S. 1-234). Issuing execution does not prolong the lien (Lupton v. Edmundson, 1941). The renewal action does not continue the original lien (1-47(1)); the new judgment must itself be docketed to create a new lien.",
    lienCitation: "N.C. Gen. Stat. § 1-234; § 1-47(1)",
    lienRenews: false,
    citation: "N.C. Gen. Stat. §§ 1-47(1), 1-234, 1-306",
    link: "https://www3.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_1/GS_1-234.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "N.C. Gen. Stat. 1-234 Where and how docketed; lien",
        url: "https://www3.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_1/GS_1-234.html",
        kind: "official",
      },
      {
        title: "N.C. Gen. Stat. 1-47 Ten years (LawServer copy)",
        url: "https://www.lawserver.com/law/state/north-carolina/nc-laws/north_carolina_laws_1-47",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Reid v. Bristol, 241 N.C. 699 (1955)",
        url: "https://cetient.com/case/1401515/reid-v-bristol",
        kind: "court opinion",
      },
      {
        title: "Lupton v. Edmundson, 220 N.C. 188 (1941)",
        url: "https://cite.case.law/nc/220/188/",
        kind: "court opinion",
      },
      {
        title: "UNC School of Government, Action to Renew a Judgment",
        url: "https://civil.sog.unc.edu/tag/renewing-a-judgment",
        kind: "secondary",
      },
      {
        title: "SW Law NC, Complaint to renew a judgment in NC",
        url: "https://www.swlawnc.com/blog/complaint-to-renew-a-judgment-in-nc",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "The review read the 10-year life, the one-time action on the judgment, and the 10-year lien in G.S. 1-47(1) and 1-234, and the execution cut-off in G.S. 1-306 as quoted by the NC Supreme Court. That the new judgment runs 10 years from its own entry follows from treating it as a new judgment; this rests on secondary sources.",
    },
    unclear: [
      "Whether the life of the renewal judgment is ever measured from the original expiry (secondary sources say no)",
    ],
  },
  {
    state: "North Dakota",
    code: "ND",
    lifeYears: 10,
    lifeText:
      "For judgments first docketed before Aug. 1, 2021, the judgment must be canceled of record 10 years after entry unless renewed (N.D.C.C. 28-20-35(1)). For judgments docketed on or after Aug. 1, 2021, it is canceled 20 years after docketing (28-20-35(2), amended by 2021 HB 1251). Per a bill summary, 2023 HB 1291 lets a creditor enforce within 20 years after entry (28-21-01). The value 10 is the conservative figure; for judgments docketed on or after Aug. 1, 2021, use 20.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "affidavit",
    renewalText:
      "For judgments first docketed before Aug. 1, 2021: renewal by affidavit of the creditor (or personal representative, agent, attorney or assignee), verified positively and not on information and belief, filed with the district court clerk. It must state the parties, court, date and amount, case number, ownership and assignments, counties where transcripts were filed, outstanding executions, and so on (28-20-21; the section is repealed effective Aug. 1, 2031). 28-20-21 does not cover judgments docketed on or after Aug. 1, 2021, and the review found no renewal route for them. In Ford Motor Credit v. Halvorson, 2013 ND 216, a creditor was allowed to renew a registered Minnesota judgment by a new action; whether that route remains was not read.",
    windowOpens: {
      kind: "days-before-expiry",
      days: 90,
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The affidavit may be filed at any time within the 90 days before 10 years from first docketing expire (28-20-21(1)). windowOpens is null because the schema takes only months: use 90 days. A judgment already canceled cannot be renewed by affidavit, even with tolling arguments (F/S Manufacturing v. Kensmoe, 2011 ND 113).",
    renewedLifeYears: 10,
    renewedFrom: "previous expiry",
    renewalsAllowed: 1,
    lienYears: null,
    lienText:
      "A docketed judgment becomes a lien on the debtor's real estate in the county at docketing (facts in Depositors Holding Co. v. Winschell), and in other counties by filing a transcript (the renewal affidavit must list those counties). The lien-duration statute (28-20-13) was not read. Berg v. Torgerson (N.D. 1959) asked whether the lien of a renewed judgment runs 10 years from the renewal affidavit or 10 years from the primary expiry; the review did not read the answer.",
    lienCitation: "N.D.C.C. § 28-20-13 (not read); § 28-20-21; § 28-20-35",
    lienRenews: null,
    citation:
      "N.D.C.C. §§ 28-20-21, 28-20-35 (as amended by 2021 HB 1251); § 28-01-15 (not read); § 28-21-01",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "N.D.C.C. 28-20-21 Renewal of judgments by affidavit (LawServer copy)",
        url: "https://www.lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_28_20_21",
        kind: "official text (unofficial copy)",
      },
      {
        title: "N.D.C.C. 28-20-21 (self-law copy)",
        url: "https://self-law.org/code/nd/title-28/chapter-28-20-judgments/28-20-21",
        kind: "official text (unofficial copy)",
      },
      {
        title: "N.D.C.C. 28-20-35 Cancellation of judgment of record (Casetext copy)",
        url: "https://casetext.com/statute/north-dakota-century-code/title-28-judicial-procedure-civil/chapter-28-20-judgments/section-28-20-35-cancellation-of-judgment-of-record",
        kind: "official text (unofficial copy)",
      },
      {
        title: "F/S Manufacturing v. Kensmoe, 2011 ND 113",
        url: "https://calculators.law/caselaw/decisions/2XO3KL5AyNgz",
        kind: "court opinion",
      },
      {
        title: "Ford Motor Credit Co. v. Halvorson, 2013 ND 216",
        url: "https://cetient.com/case/2643597/ford-motor-credit-co-v-halvorson",
        kind: "court opinion",
      },
      {
        title: "Berg v. Torgerson, 100 N.W.2d 153 (N.D. 1959)",
        url: "http://ecases.us/mobile/case/nd/c4670240/berg-v-torgerson",
        kind: "court opinion",
      },
      {
        title: "Legiplex summary of ND HB 1291 (2023)",
        url: "https://app.legiplex.com/nd/legislature/2023/2023-r/bills/hb1291?page=20",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the affidavit renewal and its 90-day window (28-20-21) and the 10-year/20-year cancellation rules (28-20-35) in copies of the statute text. The cancellation rule implies that a renewed pre-2021 judgment ends 20 years after entry, so one renewal of 10 years counted from the original expiry. The limitation statute 28-01-15 and the lien statute 28-20-13 were not read. The post-2021 regime has no renewal mechanism in what the review read.",
    },
    unclear: [
      "Two regimes: judgments docketed before vs on/after Aug 1, 2021 (20-year life, no affidavit renewal); the fields describe the pre-2021 regime",
      "Whether an action on the judgment can extend a post-2021 judgment",
      "Lien duration statute (28-20-13) and the Berg v. Torgerson rule on renewed-lien duration not read",
      "28-01-15 text not read",
    ],
  },
  {
    state: "Ohio",
    code: "OH",
    lifeYears: 5,
    lifeText:
      "A privately held judgment goes dormant (cannot be executed and stops operating as a lien) unless, within 5 years of the judgment or of its last 'renewal', one of the listed acts occurs: an execution issues, a certificate of judgment lien is issued and filed, a garnishment order is issued or continuing, or a proceeding in aid of execution is begun or continuing (R.C. 2329.07(B)(1), version labelled 2019, post-S.B. 227 of 2017). Judgments in favour of the state follow a different rule.",
    lifeRunsFrom: "last enforcement act",
    dormancy: true,
    renewalMethod: "revival",
    renewalText:
      "Two layers. (1) Before dormancy the judgment is kept alive by any of the 2329.07(B)(1) acts (simplest: have a new certificate of judgment issued and filed, or issue execution/garnishment); each such act counts as a 'renewal of the judgment' and restarts the 5 years. (2) Once dormant, the judgment must be revived by motion under R.C. 2325.15-2325.17; courts issue a conditional order of revivor that becomes final if the debtor shows no cause (Manitou v. Woolum, 2019-Ohio-2674).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 10,
    },
    windowText:
      "Keep-alive acts can be taken any time before the 5-year dormancy date. After dormancy, an action/motion to revive can be brought within 10 years from the date the judgment became dormant (R.C. 2325.18(A) as applied in Cadles of Grassy Meadows II v. Kistner, 2010-Ohio-2251; the statute text itself was not read).",
    renewedLifeYears: 5,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 5,
    lienText:
      "Judgment becomes a lien on the debtor's land in a county from the filing of a certificate of judgment with the clerk of the court of common pleas of that county (R.C. 2329.02); registered (Torrens) land also needs filing with the county recorder. A dormant judgment does not operate as a lien, so the lien effectively lasts 5 years from the last filing/renewal act; filing a fresh certificate of judgment within the 5 years is itself a renewal act. After revival a new certificate would be needed to re-establish a lien (not read in statute; inference).",
    lienCitation: "Ohio Rev. Code §§ 2329.02, 2329.07",
    lienRenews: true,
    citation: "Ohio Rev. Code §§ 2329.07, 2329.02, 2325.15-2325.18",
    link: "https://codes.ohio.gov/ohio-revised-code/chapter-2325",
    linkOrigin: "search result",
    sources: [
      {
        title: "Ohio Rev. Code § 2329.07 (2019 text), LegalFix",
        url: "https://legalfix.com/statutes/state-codes/ohio/title-23/chapter-2329/section-2329-07",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Ohio Rev. Code § 2329.07, past version (superseded), codes.ohio.gov",
        url: "https://codes.ohio.gov/ohio-revised-code/section-2329.07/3-29-2007",
        kind: "official",
      },
      {
        title: "Ohio Rev. Code Chapter 2325 (§ 2325.15 opening), codes.ohio.gov",
        url: "https://codes.ohio.gov/ohio-revised-code/chapter-2325",
        kind: "official",
      },
      {
        title: "Cadles of Grassy Meadows II, L.L.C. v. Kistner, 2010-Ohio-2251",
        url: "http://law.justia.com/cases/ohio/sixth-district-court-of-appeals/2010/2010-ohio-2251.html",
        kind: "court opinion",
      },
      {
        title: "Am. Gen. Fin. v. Copley, 2013-Ohio-2455",
        url: "https://law.justia.com/cases/ohio/tenth-district-court-of-appeals/2013/12ap-1077.html",
        kind: "court opinion",
      },
      {
        title: "Manitou Americas v. Woolum, 2019-Ohio-2674",
        url: "https://cetient.com/case/4412944/manitou-v-woolum",
        kind: "court opinion",
      },
      {
        title: "Frost Brown Todd, Dormancy and Revival: Long-Term Judgment Collection in Ohio",
        url: "https://dev.frostbrowntodd.com/dormancy-and-revival-long-term-judgment-collection-in-ohio",
        kind: "secondary",
      },
      {
        title: "Weltman Weinberg & Reis, Changes to Ohio Law Impact Dormancy (S.B. 227)",
        url: "https://www.martindale.com/bankruptcy-law/article_Weltman-Weinberg-Reis-Co-LPA_2246600.htm",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 5-year dormancy rule and the keep-alive acts were read in a 2019 copy of R.C. 2329.07 (post-2017 S.B. 227). The 10-year revival limit of R.C. 2325.18 rests on appellate opinions and secondary sources; the section text itself was not read. Ohio has no single 'renewal' filing: any listed enforcement act restarts the 5 years, and revival is the remedy after dormancy.",
    },
    unclear: [
      "Whether R.C. 2329.07 was amended after the 2019 text that was read",
      "Full list of keep-alive acts in 2329.07(B)(1) beyond (a)-(d) (excerpt truncated)",
      "Whether a revival order itself restarts a new 5-year dormancy period, and from what date",
      "Exact text of R.C. 2325.18 (10-year revival limit) not read directly",
    ],
  },
  {
    state: "Oklahoma",
    code: "OK",
    lifeYears: 5,
    lifeText:
      "A judgment becomes unenforceable and of no effect if, within 5 years after it is filed, none of these happens: execution issued by the court clerk and filed with the county clerk (§ 759), a notice of renewal of judgment (AOC form) filed with the court clerk, a garnishment summons issued, or a certified notice of income assignment sent to a payor (12 O.S. § 735(A)). Thereafter it lapses if more than 5 years pass from the last such act (§ 735(B)).",
    lifeRunsFrom: "last enforcement act",
    dormancy: false,
    renewalMethod: "application",
    renewalText:
      "Simplest renewal: file a Notice of Renewal of Judgment (form prescribed by the Administrative Director of the Courts) with the court clerk; no hearing. Issuing and filing an execution, a garnishment summons, or an income assignment notice also keeps it alive. Secondary sources say a judgment that has become unenforceable cannot be revived.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Any time within 5 years after filing of the judgment, then within 5 years after the last execution, notice of renewal, garnishment or income assignment.",
    renewedLifeYears: 5,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 5,
    lienText:
      "A judgment is a lien on real estate in a county only after a Statement of Judgment (AOC form) is filed with that county clerk (12 O.S. § 706(B)); it attaches to all real property including homestead (homestead still exempt from forced sale). Secondary sources (OU/Child Support Services training pages) say the lien lapses 5 years after the Statement of Judgment is filed unless extended under § 759, i.e. by filing the renewal/execution with the county clerk; each county must be handled separately.",
    lienCitation: "12 O.S. §§ 706, 759",
    lienRenews: true,
    citation: "12 O.S. §§ 735, 706, 759",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Aaron Bruner Law, Judgment Renewal in Oklahoma (quotes 12 O.S. § 735)",
        url: "https://aaronbrunerlaw.com/blog/judgment-renewal-in-oklahoma/",
        kind: "secondary",
      },
      {
        title: "12 O.S. § 706 (older copy), OU Law oklegal",
        url: "http://oklegal.onenet.net/oklegal-cgi/get_statute?99/Title.12/12-706.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "ELFA State Law Compendium, Oklahoma pre- and post-judgment remedies",
        url: "https://www.elfaonline.org/advocacy/state-issues/state-law-compendium/oklahoma/pre-and-post-judgment-remedies",
        kind: "secondary",
      },
      {
        title: "CS Quest (OU CPM), Real Property Lien Renewal",
        url: "https://csquest.oucpm.org/real-property-lien-renewal/",
        kind: "secondary",
      },
      {
        title: "Taracorp v. Dailey, 2018 OK 32",
        url: "https://cetient.com/case/4269515/taracorp-ltd-v-dailey",
        kind: "court opinion",
      },
      {
        title: "Legiplex summary of HB 4149 (2024) amending § 735",
        url: "https://app.legiplex.com/ok/legislature/2024/2024-r/bills/hb4149",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "§ 735(A) and the start of (B) were read as quoted on a law-firm page, not on an official site; the lien duration and its extension under § 759 rest on secondary sources only. A 2024 bill (HB 4149) proposed amending § 735; whether it passed was not checked.",
    },
    unclear: [
      "Whether HB 4149 (2024) or later bills changed § 735",
      "Exact text of § 735(B)-(C) beyond the quoted start",
      "Text of § 759 and the precise way to extend the § 706 county lien",
      "Renewal method is a notice filing; the 'application' label is an approximation",
    ],
  },
  {
    state: "Oregon",
    code: "OR",
    lifeYears: 10,
    lifeText:
      "Judgment remedies for a civil judgment in circuit court expire 10 years after entry (ORS 18.180(3)); the same 10 years applies to civil judgments of justice and municipal courts (ORS 18.194(2)). Longer periods apply to criminal judgments, restitution, and child/spousal support.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "application",
    renewalText:
      "File a certificate of extension in the court that entered the judgment; the court administrator enters it in the register and in the judgment lien record (ORS 18.182(1)). Allowed only if judgment remedies have not expired and no full satisfaction has been filed; special limits apply after a bankruptcy discharge (ORS 18.182(2)).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Any time before the judgment remedies expire (before the 10th anniversary of entry); a certificate filed after expiry is not allowed.",
    renewedLifeYears: 10,
    renewedFrom: "unclear",
    renewalsAllowed: 1,
    lienYears: 10,
    lienText:
      "A money judgment creates a judgment lien on real property in the county's judgment lien record (ORS 18.150) and in other counties when a certified copy or lien record abstract is recorded (ORS 18.152; sections cited in 18.180 but not read). The lien expires with the judgment remedies. A certificate of extension is entered in the judgment lien record of the court, which should extend the lien in that county; whether something must be re-recorded in other counties was not read.",
    lienCitation: "ORS 18.150, 18.152, 18.180, 18.182",
    lienRenews: true,
    citation: "ORS 18.180, 18.182, 18.185, 18.194",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "ORS 18.180 (2015), oregonlaws.org",
        url: "https://www.oregonlaws.org/ors/18.180",
        kind: "official text (unofficial copy)",
      },
      {
        title: "ORS 18.182, LawServer",
        url: "https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_18-182",
        kind: "official text (unofficial copy)",
      },
      {
        title: "ORS 18.185 (2015), Justia",
        url: "https://law.justia.com/codes/oregon/2015/volume-01/chapter-018/section-18.185/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "ORS 18.194 (justice and municipal courts), unofficial copy",
        url: "http://18wheeleraccidentlawyer.co/statutes/134292/18.194-Expiration-of-judgment-and-lien-extension-discharge-in-bankruptcy.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "LegalClarity, How Long Is a Judgment Good for in Oregon?",
        url: "https://legalclarity.org/how-long-is-a-judgment-good-for-in-oregon",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 10-year life, the certificate-of-extension method and the before-expiry condition were read in unofficial copies of ORS 18.180/18.182. The one-extension limit is inferred from ORS 18.185(2) ('Notwithstanding ORS 18.182(5)') and stated by a secondary source. The 10-year length of the extension is from a secondary source, and the ORS 18.182 subsections saying when it runs were not read.",
    },
    unclear: [
      "Text of ORS 18.182(3)-(5): length of the extension and whether it runs from filing or from the original expiry",
      "Exact wording of the one-extension limit in ORS 18.182(5)",
      "Whether an extension must be recorded in other counties where a lien record abstract was recorded",
    ],
  },
  {
    state: "Pennsylvania",
    code: "PA",
    lifeYears: 20,
    lifeText:
      "A Pennsylvania money judgment does not expire at 5 years. Execution against personal property must issue within 20 years after entry (42 Pa.C.S. § 5529(a)). The lien on real property, and the right to execute against real property without revival, last 5 years from entry or from the last judgment of revival or agreement to revive (Pa.R.C.P. 3101.1(a), 3031.1(a)). The Supreme Court held that § 5529's 20 years are no defense to reviving the lien (Shearer v. Naftzinger, 2000), so the lien can be revived every 5 years with no outer limit.",
    lifeRunsFrom: "entry",
    lifeRunsFromText:
      "In Pennsylvania the judgment's expiry shown is the end of the 20 years to execute against personal property (42 Pa.C.S. § 5529(a)). The deadline for real property comes first: the lien ends 5 years after entry or the last revival unless revived before then (Pa.R.C.P. 3101.1(a)), shown as the lien's expiry.",
    dormancy: false,
    renewalMethod: "revival",
    renewalText:
      "Revival proceeding in the prothonotary's office of the county where the judgment is entered, begun by a praecipe for a writ of revival (Rule 3025(1), form Rule 3032) or by filing an agreement to revive (Rule 3025(2), form Rule 3034). The writ is served and the debtor has 20 days to answer (Rule 3033 form); a judgment of revival is then entered. Under Shearer v. Naftzinger (Pa. Super. 1998), a revival creates a new judgment for limitation purposes.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "A writ of revival (or an agreement to revive) may be sought at any time. To keep the lien's priority, revive before the 5-year lien lapses: an action for revival of a judgment lien on real property must be commenced within 5 years (42 Pa.C.S. § 5526(1), cited in the official note to Rule 3025). After 5 years no execution against real property may issue until a writ of revival is reduced to judgment or an agreement to revive is entered (Rule 3101.1(a)(2)).",
    renewedLifeYears: 20,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    absoluteLimit: {
      years: 20,
      text: "Owed does not count a revival as restarting Pennsylvania's 20 years to execute against personal property: the courts have not settled it (Shearer v. Naftzinger, Pa. Super. 1998 and Pa. 2000), so the earlier date is kept. A revival does restart the 5-year lien.",
    },
    lienYears: 5,
    lienText:
      "Entry and indexing of the judgment in the county's judgment index makes it a lien on the debtor's real property in that county (42 Pa.C.S. § 4303, via secondary sources); to reach other counties the judgment must be transferred and indexed there. The lien lasts 5 years; a judgment of revival entered in the judgment index continues or creates the lien for 5 more years from that entry (Rule 3031.1(a); writ of revival per Rule 3027(b)). Revival must be done in each county where a lien is to be kept.",
    lienCitation: "42 Pa.C.S. §§ 4303, 5526(1); Pa.R.C.P. 3025, 3027, 3031.1",
    lienRenews: true,
    citation: "42 Pa.C.S. §§ 5526(1), 5529(a); Pa.R.C.P. 3025-3034, 3101.1",
    link: "https://pacodeandbulletin.gov/Display/pacode?file=%2Fsecure%2Fpacode%2Fdata%2F231%2Fchapter3000%2Fs3025.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "Shearer v. Naftzinger, 747 A.2d 859 (Pa. 2000), majority opinion (Justia)",
        url: "https://law.justia.com/cases/pennsylvania/supreme-court/2000/j49-99mo.html",
        kind: "court opinion",
      },
      {
        title: "231 Pa. Code Rule 3025 and official note, Pennsylvania Code",
        url: "https://pacodeandbulletin.gov/Display/pacode?file=%2Fsecure%2Fpacode%2Fdata%2F231%2Fchapter3000%2Fs3025.html",
        kind: "official",
      },
      {
        title: "231 Pa. Code Subchapter C forms (Rules 3032-3034)",
        url: "https://pacodeandbulletin.gov/Display/pacode?file=%2Fsecure%2Fpacode%2Fdata%2F231%2Fchapter3000%2FsubchapCtoc.html",
        kind: "official",
      },
      {
        title: "Pa.R.C.P. 3031.1, RulesofCivilProcedure.com",
        url: "https://rulesofcivilprocedure.com/pa/rule-3031.1/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Pa.R.C.P. 3101.1, RulesofCivilProcedure.com",
        url: "https://rulesofcivilprocedure.com/pa/rule-3101.1/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "42 Pa.C.S. § 5529, Onecle",
        url: "http://law.onecle.com/pennsylvania/title-42/5529.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Shearer v. Naftzinger (Pa. Super. 1998)",
        url: "https://print.casetext.com/case/shearer-v-naftzinger-2",
        kind: "court opinion",
      },
      {
        title: "Stark & Stark, How Long is a Judgment in Pennsylvania Good For?",
        url: "https://stark-stark.com/blog/how-long-is-a-judgment-in-pennsylvania-good-for",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "confirmed",
      note: "The revival procedure, the 5-year lien/real-property execution period, and the 20-year personal-property limit were read in rule and statute text (official PA Code for Rule 3025; unofficial copies for Rules 3031.1 and 3101.1 and § 5529). § 4303 (lien creation) and Rule 3027(b) are known only from secondary sources or cross-references. Since 2026-11-26 Owed counts the life as the 20-year personal-property limit (it showed the 5-year lien as the expiry before) and the 5-year lien as the lien's expiry; Shearer v. Naftzinger (Pa. 2000) was read on Justia.",
    },
    unclear: [
      "Text of Rule 3027(b) (lien of the writ of revival itself) not read",
      "Effect on priority of reviving after the 5-year lien has lapsed ('creates' a new lien) not read",
      "Whether a revival restarts the 20 years for personal property: the Superior Court said so in Shearer (1998); the Supreme Court affirmed on other reasoning (2000). Owed does not restart them.",
    ],
  },
  {
    state: "Puerto Rico",
    code: "PR",
    lifeYears: 5,
    lifeText:
      "Under Rule 51.1 of the 2009 Rules of Civil Procedure, the winning party may execute the judgment by the Rule 51 procedure at any time within 5 years after the judgment becomes final and firm ('firme'). Time during which execution was stayed by court order or by law is excluded. After 5 years the judgment does not expire but needs court leave to execute.",
    lifeRunsFrom: "other",
    lifeRunsFromText:
      "In Puerto Rico the 5 years run from the day the judgment became final and firm (when the time to appeal ran out or the appeal ended), leaving out any time execution was stayed (Rule 51.1 of Civil Procedure). After them the judgment still stands, but executing it needs the court's leave. Owed counts from the judgment date: the earliest the period can end.",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "After the 5-year term, execution requires court authorization on motion of a party with prior notice to all parties (Rule 51.1). A 2023 Court of Appeals resolution (PRTC v. Díaz Díaz) shows creditors filing a motion to extend the execution term under Rule 51.1. Historically a money judgment could also be enforced by an independent action within 15 years of becoming final (Padilla Vda. Oliver v. Vidal Garrastazú, 71 D.P.R. 517 (1950), under the former Code of Civil Procedure and Civil Code).",
    windowOpens: {
      kind: "years-after-start",
      years: 5,
    },
    windowCloses: null,
    windowText:
      "The leave-to-execute motion is the route once the 5 years from finality have run. No outer limit was read; the 15-year limit for an action on the judgment comes from pre-2020 law, and the effect of the 2020 Civil Code was not checked.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: null,
    lienText:
      "Not researched in a primary source. Execution on real property normally proceeds by attachment (embargo) noted in the Property Registry; how long such a notation lasts and how it is extended was not read.",
    lienCitation: "",
    lienRenews: null,
    citation: "P.R. R. Civ. P. 51.1 (32 L.P.R.A. Ap. V, R. 51.1)",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "Regla 51.1, Reglas de Procedimiento Civil de Puerto Rico (Brière Law copy)",
        url: "https://brierelaw.com/reglas-de-procedimiento-civil-de-puerto-rico/regla-51-1-cuando-procede/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Puerto Rico Telephone Co. v. Díaz Díaz, KLCE202300470 (TA 2023)",
        url: "https://cetient.com/case/9408074/puerto-rico-telephone-company-v-diaz-diaz-santos",
        kind: "court opinion",
      },
      {
        title: "Padilla Vda. Oliver v. Vidal Garrastazú, 71 D.P.R. 517 (1950)",
        url: "https://app.midpage.ai/document/padilla-vda-oliver-v-vidal-garrastaz%C3%BA-8557064",
        kind: "court opinion",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "Rule 51.1 was read in an unofficial copy of the 2009 Rules: execution is a matter of course for 5 years from finality and needs leave of court on motion afterwards. Fairly sure of this part. Any outer time limit (historically 15 years for an action on the judgment) and the real-property lien rules were not confirmed under current law.",
    },
    unclear: [
      "Outer limit for execution with leave or for an independent action on the judgment under the 2020 Civil Code",
      "Duration and extension of an attachment (embargo) notation in the Property Registry",
      "Whether leave once granted sets a new fixed period",
    ],
  },
  {
    state: "Rhode Island",
    code: "RI",
    lifeYears: 6,
    lifeText:
      "According to summaries of Capital Video Corp. v. Bevilacqua (R.I. Super. 2023; R.I. 2025), G.L. 1956 § 9-25-3 lets an original or alias execution issue only within 6 years of the judgment, or of the return day of the last execution; the 2025 Supreme Court decision applies the 6-year limit to pluries and replacement executions too. An action on the judgment itself may have a longer limit (reportedly 20 years, § 9-1-17), not read.",
    lifeRunsFrom: "issuance of execution",
    dormancy: false,
    renewalMethod: "unclear",
    renewalText:
      "No renewal filing was found. The judgment appears to be kept executable by taking out successive alias/pluries executions, each within 6 years of the return day of the previous one. A suit on the judgment may be possible within a longer limitation period (not verified).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "Each new execution must issue within 6 years after the judgment or the return day of the last valid execution (per case summaries); a lost-writ replacement under § 9-25-19 does not avoid this limit.",
    renewedLifeYears: 6,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: null,
    lienText:
      "Rhode Island binds real estate by levy of an execution (or an earlier attachment): the officer files a copy of the execution and a description of the land with the recorder of deeds or town/city clerk, who indexes it (§ 9-26-14, read on the official site). How long that levy lien lasts and how it is continued was not read.",
    lienCitation: "R.I. Gen. Laws § 9-26-14",
    lienRenews: null,
    citation: "R.I. Gen. Laws §§ 9-25-3, 9-25-19, 9-1-17 (not read); 9-26-14",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "CaseMine commentary on Capital Video Corp. v. Bevilacqua (R.I. 2025)",
        url: "https://www.casemine.com/commentary/us/rhode-island-supreme-court-affirms-six-year-limitation-on-all-executions,-including-replacement-pluries-executions-–-commentary-on-capital-video-corp.-v.-bevilacqua-(2025)/view",
        kind: "secondary",
      },
      {
        title: "Studicata summary of Capital Video Corp. v. Bevilacqua (R.I. Super. 2023)",
        url: "https://www.studicata.com/summaries/superior-court-of-rhode-island/capital-video-corporation-v-bevilacqua-2023-st0j2o",
        kind: "secondary",
      },
      {
        title: "Capital Video Corp. v. Bevilacqua, PC-1997-4715 (R.I. Super. 2023) (opening only)",
        url: "http://casetext.com/case/capital-video-corp-v-bevilacqua",
        kind: "court opinion",
      },
      {
        title: "R.I. Gen. Laws § 9-26-14, Recording of execution against real estate",
        url: "http://webserver.rilin.state.ri.us/Statutes/TITLE9/9-26/9-26-14.HTM",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "not confirmed",
      note: "The 6-year execution rule rests on summaries of the 2023 Superior Court and 2025 Supreme Court Capital Video decisions; § 9-25-3 itself was not read. Whether there is any renewal procedure, the outer life of the judgment (possibly 20 years for an action on it), and how long a levy lien lasts are all unverified.",
    },
    unclear: [
      "Text of § 9-25-3 and § 9-1-17",
      "Whether there is any renewal/revival procedure beyond successive executions or suit on the judgment",
      "How long a recorded execution levy or attachment binds real estate",
      "Whether the 6 years from the return day of the last execution makes a clean 'renewal date' rule",
    ],
  },
  {
    state: "South Carolina",
    code: "SC",
    lifeYears: 10,
    lifeText:
      "Executions may issue on final judgments at any time within 10 years from original entry and have 'active energy' during that period without renewal (S.C. Code § 15-39-30, as quoted in Jaber Investments v. Sleep King, S.C. Ct. App. 2022). After 10 years the judgment is stale and its lien is extinguished (Home Port Rentals v. Moore, S.C. 2006); the period is not tolled by the debtor's absence from the state.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "none",
    renewalText:
      "No renewal or revival is available: § 15-39-30 gives the 10 years 'without any renewal or renewals', and courts treat the 10-year life as a firm public-policy limit. Bills to allow renewal (S.983 of 2019; H.5010 of 2020) were introduced, so no renewal existed then. Their fate was not checked.",
    windowOpens: null,
    windowCloses: null,
    windowText:
      "Not applicable: the judgment cannot be extended. Enforcement steps (e.g. a motion for supplementary proceedings) filed after the 10th anniversary were held too late (Jaber, 2022).",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: 0,
    lienYears: 10,
    lienText:
      "Entered/enrolled judgments are a lien on the debtor's real estate in the county for 10 years from entry (S.C. Code § 15-35-810, described this way in the title of H.5010 (2020), an official bill page). The lien cannot be renewed and ends with the judgment.",
    lienCitation: "S.C. Code Ann. § 15-35-810",
    lienRenews: false,
    citation: "S.C. Code Ann. §§ 15-39-30, 15-39-20, 15-35-810",
    link: "http://judicial.state.sc.us/opinions/displayOpinion.cfm?caseNo=26182",
    linkOrigin: "search result",
    sources: [
      {
        title:
          "Jaber Investments, LLC v. Sleep King, LLC, 2022-UP-310 (S.C. Ct. App.) quoting § 15-39-30",
        url: "http://ecases.us/case/scctapp/c9674835/jaber-investments-llc-v-sleep-king-llc",
        kind: "court opinion",
      },
      {
        title: "Home Port Rentals, Inc. v. Moore, Op. No. 26182 (S.C. 2006)",
        url: "http://judicial.state.sc.us/opinions/displayOpinion.cfm?caseNo=26182",
        kind: "court opinion",
      },
      {
        title: "H.5010 (2020) bill to amend §§ 15-35-810, 15-39-20, 15-39-30",
        url: "https://www.scstatehouse.gov/sess123_2019-2020/bills/5010.htm",
        kind: "official",
      },
      {
        title: "S.983 (2019) as introduced, LegiScan (quotes § 15-39-30)",
        url: "https://legiscan.com/SC/text/S0983/id/2093809/South_Carolina-2019-S0983-Introduced.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "South Carolina Appellate Law blog on Home Port Rentals",
        url: "http://southcarolinaappellatelaw.blogspot.com/2006/07/limitations-period-for-execution-of.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "The 10-year life and the no-renewal rule were read in § 15-39-30's text as quoted in a 2022 Court of Appeals opinion and a 2019 bill, and are consistent with the Supreme Court's Home Port Rentals decision. The 10-year lien under § 15-35-810 is known from an official 2020 bill description; the section text was not read. Later bills proposing renewal were not tracked to enactment.",
    },
    unclear: [
      "Whether any post-2020 legislation added a renewal procedure (S.983/H.5010 outcome not checked)",
      "Whether magistrate-court judgments have a different period (a secondary page says 3 years unless filed in circuit court; not verified)",
      "Text of § 15-35-810 not read directly",
    ],
  },
  {
    state: "South Dakota",
    code: "SD",
    lifeYears: 20,
    lifeText:
      "Execution may issue within 20 years after judgment (catchline of SDCL 15-18-1, read on the official site; operative text not read). A 1938 South Dakota Supreme Court case summary (McMahon v. Brown) says a judgment ceases to have effect 20 years after entry unless an action is brought for a new judgment.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "unclear",
    renewalText:
      "SDCL chapter 15-16 contains a renewal section, § 15-16-33 (catchline truncated as 'Renew...'), and the UJS official FAQ says the judgment lien can be renewed for an additional 10 years. The renewal procedure (affidavit, motion or otherwise) was not read. For the judgment itself, older case law points to an action on the judgment (leave of court required, SDCL 15-16-12 catchline).",
    windowOpens: null,
    windowCloses: null,
    windowText:
      "Not read. Presumably lien renewal must occur before the 10-year lien lapses, but that is not confirmed.",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A money judgment docketed by the clerk of courts becomes a lien on the debtor's real property in that county (SDCL 15-16-7 catchline: 'Lien of docketed judgment on real property within county--Duration of lien'). The UJS FAQ and a title underwriting manual say the lien lasts 10 years, and the FAQ says it can be renewed for an additional 10 years if unpaid (SDCL 15-16-33, not read).",
    lienCitation: "SDCL 15-16-7, 15-16-33",
    lienRenews: null,
    citation: "SDCL 15-18-1, 15-16-7, 15-16-12, 15-16-33",
    link: "https://sdlegislature.gov/Statutes/15-16",
    linkOrigin: "search result",
    sources: [
      {
        title: "SDCL ch. 15-16 table of sections, S.D. Legislature",
        url: "https://sdlegislature.gov/Statutes/15-16",
        kind: "official",
      },
      {
        title: "SDCL ch. 15-18 table of sections (15-18-1 catchline), S.D. Legislature",
        url: "https://sdlegislature.gov/Statutes/2044057",
        kind: "official",
      },
      {
        title: "UJS FAQ: Judgments",
        url: "https://ujs.sd.gov/faq/judgments",
        kind: "secondary",
      },
      {
        title: "Studicata summary of McMahon v. Brown (S.D. 1938)",
        url: "https://www.studicata.com/summaries/supreme-court-of-south-dakota/mcmahon-v-brown-1938-5e6qrb",
        kind: "secondary",
      },
      {
        title: "Title underwriting manual 10.08.3 (SD judgment lien 10 years)",
        url: "https://www.vuwriter.com/en/underwriting-manuals/2005-8/UM00000201.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "not confirmed",
      note: "Only section catchlines were read on the official site: execution within 20 years, a lien-duration section, and a renewal section. The 10-year lien renewable for 10 more comes from the court system's FAQ. The renewal procedure, its deadline and its effect on the 20-year judgment life were not read.",
    },
    unclear: [
      "Text of SDCL 15-16-7 (lien duration) and 15-16-33 (renewal: method, deadline, length, how many times)",
      "Whether renewal under 15-16-33 extends the judgment itself or only the lien",
      "Whether the 20-year execution limit can be extended other than by a new action",
      "Text of SDCL 15-18-1",
    ],
  },
  {
    state: "Tennessee",
    code: "TN",
    lifeYears: 10,
    lifeText:
      "Actions on judgments of courts of record must be brought within 10 years after the cause accrues (Tenn. Code Ann. § 28-3-110(a)(2), per secondary sources), and the 10 years run from entry of judgment. Unless extended under Rule 69.04, the judgment becomes unenforceable after 10 years.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "Within 10 years from entry, the creditor of an unsatisfied judgment may file a motion to extend it for another 10 years and must mail a copy to the debtor's last known address. If no response is filed within 30 days, the motion is granted without a hearing; if the debtor responds, the debtor bears the burden of showing why it should not be extended (Tenn. R. Civ. P. 69.04, as amended effective July 1, 2016).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The motion must be filed within the 10 years from entry (or within the current extended 10-year period); the order may be entered later. A motion filed after the period is denied (Town & Country Jewelers v. Trotter, Tenn. Ct. App. 2017).",
    renewedLifeYears: 10,
    renewedFrom: "previous expiry",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "Judgments obtained after July 1, 1967 become liens on the debtor's land from registration of a certified copy in the lien book of the county register's office (Tenn. Code Ann. § 25-5-101(b)). Once created, the lien lasts for the time remaining in the 10-year period from entry of final judgment (§ 25-5-105(a)). Whether and how a Rule 69.04 extension carries the lien forward (e.g. by registering the extension order) was not read.",
    lienCitation: "Tenn. Code Ann. §§ 25-5-101(b), 25-5-105",
    lienRenews: null,
    citation: "Tenn. R. Civ. P. 69.04; Tenn. Code Ann. § 28-3-110(a)(2)",
    link: "https://www.tncourts.gov/rules/rules-civil-procedure/6904",
    linkOrigin: "search result",
    sources: [
      {
        title: "Tenn. R. Civ. P. 69.04 and Advisory Commission Comment [2016], tncourts.gov",
        url: "https://www.tncourts.gov/rules/rules-civil-procedure/6904",
        kind: "official",
      },
      {
        title: "Town & Country Jewelers, Inc. v. Trotter, 538 S.W.3d 508 (Tenn. Ct. App. 2017)",
        url: "http://www.ecases.us/case/tennctapp/c2288776/town-country-jewelers-inc-v-jessica-lynn-trotter-aka-jessica-lynn",
        kind: "court opinion",
      },
      {
        title: "Tenn. Code Ann. § 25-5-105, Casetext",
        url: "https://print.casetext.com/statute/tennessee-code/title-25-judgments/chapter-5-lien-of-judgment/section-25-5-105-period-of-liens-continued-validity-no-revival-of-registration",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Tenn. Code Ann. § 25-5-101, unofficial copy",
        url: "http://laws9.com/statutes/tennessee/title-25/chapter-5/25-5-101",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Tennessee Bar Journal (July/Aug 2021), Rule 69.04 extension",
        url: "https://www.tba.org/?pg=TennesseeBarJournal&pubAction=viewIssue&pubIssueID=8285&pubIssueItemID=13813",
        kind: "secondary",
      },
      {
        title: "Sherrard Roe, Expiration and Extension of Judgments in Tennessee",
        url: "https://srvhlaw.com/news-insights/nothing-lasts-forever-expiration-and-extension-of-judgments-in-tennessee/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "confirmed",
      note: "Life, method, window and repeatability were read in Rule 69.04 on the official courts site. § 28-3-110 is known from secondary quotes. That the extension runs from the end of the previous 10 years rests on a Bar Journal summary of Court of Appeals authority. Lien creation and duration were read in unofficial copies of §§ 25-5-101 and 25-5-105.",
    },
    unclear: [
      "Whether a Rule 69.04 extension extends the registered judgment lien, and what must be registered",
      "Text of § 28-3-110(a)(2) not read directly",
      "renewedFrom 'previous expiry' rests on a secondary summary of case law",
    ],
  },
  {
    state: "Texas",
    code: "TX",
    lifeYears: 10,
    lifeText:
      "A judgment becomes dormant if no writ of execution is issued within 10 years after it is rendered. If a writ is issued, it becomes dormant 10 years after the last writ unless another writ is issued within that time. A dormant judgment cannot be executed on unless it is revived. Child-support judgments are excluded. Under Prop. Code § 52.006(b), judgments in favour of the State or a state agency do not become dormant.",
    lifeRunsFrom: "issuance of execution",
    dormancy: true,
    renewalMethod: "application",
    renewalText:
      "Texas has no renewal order. The creditor keeps the judgment alive by having a writ of execution issued (requested from the clerk) within each 10-year period. Each writ starts a new 10-year period, and case law says this can be repeated indefinitely. Owed classes the creditor's request for a writ as an application. Once a judgment is dormant, it can be revived by scire facias or by an action of debt brought no later than the second anniversary of dormancy (CPRC § 31.006).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 2,
    },
    windowText:
      "A writ can be issued at any time within 10 years of rendition, or within 10 years of the previous writ. After dormancy, the only route left is revival by scire facias or an action of debt within 2 years of the dormancy date. That is effectively a 12-year outer limit, which the courts call a residual limitations period. Owed shows both: the last day to have a writ issued (the day before dormancy) and the last day to revive (the day before the second anniversary of dormancy).",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 10,
    lienText:
      "The lien arises when an abstract of judgment is recorded and indexed in a county's real property records, provided the judgment is not dormant at that time. It attaches to non-exempt real property in that county, including property acquired later (Prop. Code § 52.001). The lien lasts 10 years from recording and indexing, but it ends earlier if the judgment becomes dormant (§ 52.006(a)). Because § 52.001 covers a 'first or subsequent abstract', a new abstract can be recorded while the judgment is still alive. A revived judgment needs new abstracts. State or agency judgments: 20-year lien, which can be renewed once for 20 more years by filing a renewed abstract before it expires (§ 52.006(b)).",
    lienCitation: "Tex. Prop. Code §§ 52.001, 52.006",
    lienRenews: null,
    citation: "Tex. Civ. Prac. & Rem. Code §§ 34.001, 31.006; Tex. Prop. Code §§ 52.001, 52.006",
    link: "https://statutes.capitol.texas.gov/Docs/PR/htm/PR.52.htm",
    linkOrigin: "secondary compilation",
    sources: [
      {
        title:
          "Pharus Funding, LLC v. Garcia, No. 01-20-00411-CV (Tex. App.-Houston [1st Dist.] 2021), quoting § 31.006",
        url: "http://print.casetext.com/case/pharus-funding-llc-v-garcia/case-summaries",
        kind: "court opinion",
      },
      {
        title: "Renewal and Revival of Judgments After Ten Years (quotes CPRC §§ 34.001, 31.006)",
        url: "https://www.comalcountyattorney.com/blog/2009/06/renewal-and-revival-of-judgments-after-ten-years/",
        kind: "official text (unofficial copy)",
      },
      {
        title: "The Texas Two-Step: Protecting the Ability to Collect a Judgment (Porter Hedges)",
        url: "http://txconstructionlawblog.porterhedges.com/the-texas-two-step-protecting-the-ability-to-collect-a-judgment/",
        kind: "secondary",
      },
      {
        title:
          "Scire facias / dormancy of judgments (quotes § 34.001, § 31.006, Cadle v. Fahoum, Burnett-Dunham v. Spurgin)",
        url: "http://www.houston-opinions.com/law-scire-facias.html",
        kind: "secondary",
      },
      {
        title: "Trad v. Colonial Coins (Tex. App.-Houston [14th] 2003), scire facias revival",
        url: "https://www.courtlistener.com/api/rest/v3/opinions/2929582/",
        kind: "court opinion",
      },
      {
        title: "Texas Property Code 52.006 - Duration of Lien",
        url: "https://www.lawserver.com/law/state/texas/tx-codes/texas_property_code_52-006",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Tex. Prop. Code § 52.001 Establishment of Lien",
        url: "https://texas.public.law/statutes/tex._prop._code_section_52.001",
        kind: "official text (unofficial copy)",
      },
      {
        title: "S.B. 464 (79R), amending Prop. Code § 52.006",
        url: "https://capitol.texas.gov/tlodocs/79R/billtext/html/SB00464H.htm",
        kind: "official",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "confirmed",
      note: "The review read the full text of CPRC §§ 34.001 and 31.006, and Prop. Code §§ 52.001 and 52.006, in unofficial copies that quote the statutes verbatim. The scire facias route is also backed by a court opinion (Trad). That writs can be repeated without limit rests on case law cited in secondary sources (Cadle v. Fahoum; Zummo v. Cotham). The link is to the Property Code lien chapter; the review found it quoted inside a secondary compilation, and the review did not see a direct official URL for CPRC ch. 34.",
    },
    unclear: [
      "The review did not open the official statutes.capitol.texas.gov text, so amendments after the copies were made (2009 for § 34.001) were not checked.",
      "The review did not research what exactly counts as a validly 'issued' writ (for example, one delivered to an officer).",
    ],
  },
  {
    state: "Utah",
    code: "UT",
    lifeYears: 8,
    lifeText:
      "A judgment continues for 8 years from entry unless satisfied first or stayed (Utah Code § 78B-5-202(1)). An action on a judgment must be brought within 8 years of entry. Since S.B. 326 (2025), that 8 years can also run from the date of a renewal (§ 78B-2-311).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "Renewal of Judgment Act (§ 78B-6-1801 et seq.). The creditor files a motion in the original action before the limitations period on the judgment, or on any renewal of it, runs out. The motion must include an affidavit giving a full accounting of the judgment, payments and credits, and stating that notice went to the debtor's last known address. The court renews once the response time has passed and the fee is paid (§ 78B-6-1802). The court form asks that the renewal take effect on the earlier of two dates: when the new judgment is signed, or when the original judgment expires.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The motion can be filed any time before the 8-year period on the judgment (or on its latest renewal) expires. The review saw no earliest date. Both the filing and the effective date should fall before expiry.",
    renewedLifeYears: 8,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 8,
    lienText:
      "For judgments entered on or after July 1, 2002, a judgment creates a lien on real property only if the judgment or an abstract of it is recorded with the county recorder where the land is (§ 78B-5-201(3)). A title-insurer manual gives the lien duration as 8 years (§ 78B-5-202). S.B. 326 (2025) says a renewal keeps the original judgment date and its collection priority. The review could not read whether a renewed judgment must be re-recorded with the county recorder to keep the lien going.",
    lienCitation: "Utah Code §§ 78B-5-201, 78B-5-202; 78B-6-1804 (as amended 2025)",
    lienRenews: null,
    citation:
      "Utah Code §§ 78B-5-202(1), 78B-2-311, 78B-6-1801 to 78B-6-1804 (as amended by S.B. 326, 2025)",
    link: "https://le.utah.gov/xcode/Title78B/Chapter5/C78B-5-S202_2026031320260313.html",
    linkOrigin: "search result",
    sources: [
      {
        title: "Utah Code § 78B-6-1802 Renewal by motion (2011)",
        url: "https://law.justia.com/codes/utah/2011/title78B/chapter6/section1802.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Utah Code § 78B-6-1802 (later text: 'or any renewal thereof')",
        url: "https://lexace.ai/us/statute/utah/78B-6-1802",
        kind: "official text (unofficial copy)",
      },
      {
        title: "S.B. 326 (2025) Judgment Renewal Modifications, enrolled",
        url: "https://app.legiplex.com/ut/legislature/2025/2025-r/bills/sb0326/drafts-latest",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Utah Code § 78B-5-202 (older text)",
        url: "https://statutes.laws.com/utah/title-78b/chapter-05/78b-5-202",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Utah Code § 78B-5-202 (effective 3/13/2026) - le.utah.gov",
        url: "https://le.utah.gov/xcode/Title78B/Chapter5/C78B-5-S202_2026031320260313.html",
        kind: "official",
      },
      {
        title: "H.B. 538 (2025) showing § 78B-5-201(3) recording rule",
        url: "https://app.legiplex.com/ut/legislature/2025/2025-r/bills/hb0538/drafts-latest",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Utah Courts - Motion to Renew Judgment",
        url: "https://www.utcourts.gov/en/legal-help/legal-help/procedures/filing/motions/renew.html",
        kind: "official",
      },
      {
        title: "Utah court form 1101DC Motion to Renew Judgment and Supporting Affidavit",
        url: "https://forms.justia.com/utah/statewide/post-judgment/motion-to-renew-judgment-and-supporting-affidavit-68039.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Stewart underwriting manual - Utah judgment lien duration",
        url: "https://virtualunderwriter.com/en/underwriting-manuals/2014-3/UM00000009.html",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "From statute or bill text read in this review: the 8-year life, renewal by motion before expiry, and (from the S.B. 326 enrolled text and summary) that the period runs from renewal and that multiple renewals are allowed. The 8-year lien duration comes only from a title-insurer manual. The official 2026 version of § 78B-5-202 (amended by ch. 38, 2026 General Session) showed only partly in the excerpt, so its current subsections (5)-(9) were not read.",
    },
    unclear: [
      "S.B. 326's effective date, and whether it applies to judgments already renewed once.",
      "What the 2026 amendment to § 78B-5-202 changed.",
      "Whether a renewed judgment must be re-recorded with the county recorder to keep the real-property lien, and how long the renewed lien lasts.",
      "Whether renewal by a separate action (rather than a motion) is still available under the Act.",
    ],
  },
  {
    state: "Vermont",
    code: "VT",
    lifeYears: 8,
    lifeText:
      "Actions on judgments, and actions to renew or revive them, must be brought within 8 years after the judgment is rendered (12 V.S.A. § 506). Executions on District Court judgments may not issue more than 8 years after rendition (12 V.S.A. § 2683).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "A judgment is renewed by filing a new and independent action on it (a complaint under V.R.C.P. 3, served on the debtor) within the 8 years. A post-judgment motion to renew is not enough: a renewal granted on motion without notice was held void in Nelson v. Russo, 2008 VT 66. Blake v. Petrie, 2020 VT 92 likewise held that enforcement steps in the family division did not satisfy § 506.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The renewal action can be filed at any time after judgment, but it must be commenced within 8 years of rendition.",
    renewedLifeYears: 8,
    renewedFrom: "renewal date",
    renewalsAllowed: "unclear",
    lienYears: 8,
    lienText:
      "The lien is created by recording a clerk-certified copy of the final judgment, showing the date it became final, in the land records (12 V.S.A. §§ 2901, 2904). It lasts 8 years from issuance of the final judgment. If a foreclosure action is brought within that time and a copy of the complaint is filed in the land records, the lien continues until the foreclosure ends. A renewed or revived judgment is a lien for 8 years from the renewed judgment if it is recorded. It relates back to the original lien date only if two things happen: a copy of the renewal complaint is recorded in the land records within 8 years of the original judgment, and the renewed judgment is recorded afterwards (§ 2903(b)).",
    lienCitation: "12 V.S.A. §§ 2901-2904 (esp. § 2903)",
    lienRenews: true,
    citation: "12 V.S.A. §§ 506, 2683, 2903",
    link: "https://legislature.vermont.gov/statutes/fullchapter/12/113",
    linkOrigin: "search result",
    sources: [
      {
        title: "Vermont Statutes Online, Title 12 ch. 113 Judgment Lien (§§ 2901-2903)",
        url: "https://legislature.vermont.gov/statutes/fullchapter/12/113",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Nelson v. Russo, 2008 VT 66",
        url: "https://law.justia.com/cases/vermont/supreme-court/2008/eo2007-406.html",
        kind: "court opinion",
      },
      {
        title: "Blake v. Petrie, 2020 VT 92",
        url: "https://supreme.justia.com/cases/vermont/supreme-court/2020/2020-070.html",
        kind: "court opinion",
      },
      {
        title: "Koerber v. Middlesex College, 136 Vt. 4 (1978)",
        url: "https://law.justia.com/cases/vermont/supreme-court/1978/239-77-0.html",
        kind: "court opinion",
      },
      {
        title: "12 V.S.A. § 2683 (casetext)",
        url: "https://e.casetext.com/statute/vermont-statutes/title-12-court-procedure/chapter-111-levy-of-execution/subchapter-1-generally/section-2683-executions-on-judgments-of-district-courts-time",
        kind: "official text (unofficial copy)",
      },
      {
        title: "J & B International Trucks v. Bessette (Vt. 1994), § 2904 recording",
        url: "https://print.casetext.com/case/j-b-international-trucks-inc-v-bessette",
        kind: "court opinion",
      },
      {
        title: "Studicata summary of Nelson v. Russo",
        url: "https://www.studicata.com/summaries/supreme-court-of-vermont/nelson-v-russo-2008-5sa8q9",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read § 2903 (lien) and § 2683 in statute text. The 8-year period and the 'new and independent action' requirement of § 506 come from Vermont Supreme Court opinions (Nelson, Koerber) and a case summary; the review did not read the text of § 506 itself. That the renewed judgment runs a fresh 8 years is inferred from § 2903(b), which counts the lien from the renewed judgment.",
    },
    unclear: [
      "The review did not read the exact current wording of 12 V.S.A. § 506.",
      "Whether a renewed judgment can be renewed again by a further action; the review saw no limit, but none was confirmed either.",
      "Whether filing the complaint within 8 years is enough, or the renewed judgment must also be entered before expiry (case law suggests filing the action is enough).",
    ],
  },
  {
    state: "Virginia",
    code: "VA",
    lifeYears: 10,
    lifeText:
      "Judgments dated on or after July 1, 2021 cannot be executed or sued on after 10 years from the judgment date (or from domestication, for foreign judgments). Judgments dated, extended or renewed before July 1, 2021 keep 20 years, counted from the judgment date or from the extension/renewal date, whichever is later. Child-support judgments dated on or after July 1, 2021 have 20 years.",
    lifeRunsFrom: "entry",
    earlierLaw: {
      before: "2021-07-01",
      lifeYears: 20,
      renewedLifeYears: 20,
      text: "This judgment is dated before 07/01/2021, so Virginia's former period applies: 20 years from the judgment, or from an extension or renewal made before that day, whichever is later (Va. Code § 8.01-251(A)). An extension recorded since then is counted as 10 years from its recording, as for newer judgments; that length is not confirmed for older judgments.",
    },
    dormancy: false,
    renewalMethod: "application",
    renewalText:
      "Since the 2021 amendment, the creditor (or assignee, or their attorney or authorized agent) extends the period by recording a certificate in the form set out in § 8.01-251(G). It is recorded in the clerk's office where the judgment lien is recorded, before the period expires. No court order is needed. Owed classes this ministerial filing as an application. Before 2021, extension required a motion and a show-cause order from the circuit court, and it added 20 years.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The certificate must be recorded before the limitation period expires. The review saw no earliest date.",
    renewedLifeYears: 10,
    renewedFrom: "renewal date",
    renewalsAllowed: 2,
    lienYears: 10,
    lienText:
      "The judgment lien is docketed in the circuit court clerk's judgment lien docket, and the extension certificate is recorded in that same office. No suit can be brought to enforce the lien of a judgment on which execution or action is barred (§ 8.01-251(C)), so the lien lasts as long as the judgment's enforcement period. A title-insurer bulletin says that, from January 1, 2022, a judgment lien cannot be enforced against land more than 5 years after the debtor conveyed it to a purchaser for value. The review did not read the text of that rule.",
    lienCitation: "Va. Code §§ 8.01-251(C), 8.01-458 (not read)",
    lienRenews: true,
    citation:
      "Va. Code § 8.01-251 (as amended by 2021 Sp. Sess. I c. 486 (HB 2099) and 2022 c. 324 (HB 1234))",
    link: "",
    linkOrigin: "none",
    sources: [
      {
        title: "VA HB1234 (2022) chaptered text amending § 8.01-251 (LegiScan)",
        url: "https://legiscan.com/VA/text/HB1234/2022",
        kind: "official text (unofficial copy)",
      },
      {
        title: "VA HB2099 (2021 Sp. Sess. I) bill summary (LegiScan)",
        url: "http://legiscan.com/VA/bill/HB2099/2021/X1",
        kind: "secondary",
      },
      {
        title: "Stewart Title bulletin VA2021004 on HB 2099",
        url: "https://virtualunderwriter.com/content/stewart/virtualunderwriter/en/bulletins/2021-9/va2021004.html",
        kind: "secondary",
      },
      {
        title: "Virginia Bankers Association - Judgment Liens (June 2021)",
        url: "https://www.vabankers.org/article/judgment-liens",
        kind: "secondary",
      },
      {
        title: "§ 8.01-251 pre-2021 text (laws9)",
        url: "http://laws9.com/statutes/virginia/title-8-01/chapter-4/8-01-251",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Va. Code § 16.1-94.1 (2016 copy) general district court judgments",
        url: "https://vacode.org/2016/16.1/6/3/16.1-94.1/",
        kind: "official text (unofficial copy)",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The review read § 8.01-251(A) and the start of (B) (certificate recorded before expiry) in the chaptered 2022 bill text. The 10-year length of each extension, counted from recordation, and the limit of two extensions come from the HB 2099 bill summary and a title-insurer bulletin; the excerpt cut off before that part of the statute. Secondary sources disagree on the extension for pre-2021 judgments: one says 10 years, the old statute said 20. The first sentence of § 8.01-251(A) (judgments dated, extended or renewed before July 1, 2021: 20 years from the judgment or the extension, whichever is later) was read in the chaptered 2022 text, and the former extension (20 years from the filing of the motion) in the pre-2021 text; Owed applies both to judgments dated before July 1, 2021.",
    },
    unclear: [
      "The review did not read the exact current text of § 8.01-251(B) and (G) on the official LIS site.",
      "How extension works for judgments entered before July 1, 2021: how long it lasts and whether the two-extension cap applies.",
      "How § 16.1-94.1 (10-year limit for general district court judgments, with its own extension rule in § 16.1-69.55) fits with the 2021 changes.",
      "The exact text of the 5-year conveyance rule (§ 8.01-251(C) as amended).",
    ],
  },
  {
    state: "Washington",
    code: "WA",
    lifeYears: 10,
    lifeText:
      "Execution, garnishment or other process may issue within 10 years from entry of the judgment, or from its filing in Washington (RCW 6.17.020(1)). After 10 years the judgment stops being a lien or charge unless it has been extended (RCW 4.56.210). Child support has its own rule: 10 years from the youngest child's 18th birthday.",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "motion",
    renewalText:
      "Within the 90 days before the original 10-year period ends, the creditor, assignee or current holder applies to the court that rendered the judgment (or, for a foreign judgment, where it was filed) for an order granting 10 more years (RCW 6.17.020(3)). The statute uses the word 'apply', but a court order is required, so this is coded as a motion. A district court judgment that has been transcribed to superior court is extended in superior court. A secondary source says the court must grant a timely request.",
    windowOpens: {
      kind: "days-before-expiry",
      days: 90,
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "The statute says the window is the 90 days before the original 10-year period expires. The schema only takes months, so this is coded as 3 months. Compute the opening as exactly 90 days before expiry: a filing made 91 or 92 days early may be premature.",
    renewedLifeYears: 10,
    renewedFrom: "previous expiry",
    renewalsAllowed: 1,
    lienYears: 10,
    lienText:
      "A judgment is a lien on the debtor's non-exempt real estate. It starts as RCW 4.56.200 provides (abstracts for other counties are filed with the county clerk) and lasts up to 10 years from entry (RCW 4.56.190). The lien continues for 10 more years if the period for execution is extended under RCW 6.17.020(3); no separate re-recording requirement was seen. Judgments from crimes committed on or after July 1, 2000 remain liens until satisfied.",
    lienCitation: "RCW 4.56.190, 4.56.200, 4.56.210",
    lienRenews: true,
    citation: "RCW 6.17.020(1), (3); RCW 4.56.190, 4.56.210",
    link: "https://lawfilesext.leg.wa.gov/Biennium/2001-02/Htm/Bills/Session%20Laws/Senate/5827-S2.SL.htm",
    linkOrigin: "search result",
    sources: [
      {
        title: "Laws of 2002 ch. 261 (E2SSB 5827) amending RCW 6.17.020",
        url: "https://lawfilesext.leg.wa.gov/Biennium/2001-02/Htm/Bills/Session%20Laws/Senate/5827-S2.SL.htm",
        kind: "official",
      },
      {
        title: "SB 6210 (2012) showing then-current RCW 6.17.020 text",
        url: "https://lawfilesext.leg.wa.gov/Biennium/2011-12/Htm/Bills/Senate%20Bills/6210.htm",
        kind: "official",
      },
      {
        title: "RCW 4.56.190 Lien of judgment",
        url: "https://instalawyer.io/laws/revised-code-of-washington/456190-lien-of-judgment",
        kind: "official text (unofficial copy)",
      },
      {
        title: "SSB 5166 (1995) amending RCW 4.56.210 (lien continues if extended)",
        url: "https://lawfilesext.leg.wa.gov/Biennium/1995-96/Htm/Bills/Senate%20Bills/5166-S.htm",
        kind: "official",
      },
      {
        title: "Sessom v. Mentor (Wash. Ct. App. 2010)",
        url: "http://ecases.us/mobile/case/washctapp/c8861683/sessom-v-mentor",
        kind: "court opinion",
      },
      {
        title: "American Discount Corp. v. Shepherd (Wash. 2007)",
        url: "https://cetient.com/case/4713687/american-discount-corp-v-shepherd",
        kind: "court opinion",
      },
      {
        title: "The Statute of Limitations for a Judgment in Washington (Legal Beagle)",
        url: "https://legalbeagle.com/7886668-statute-limitations-judgment-washington.html",
        kind: "secondary",
      },
      {
        title: "HB 2176 (2011-12) impaired-driver judgment extension (bill)",
        url: "http://lawfilesext.leg.wa.gov/Biennium/2011-12/Htm/Bills/House%20Bills/2176.htm",
        kind: "official",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the 10-year period, the 90-day window and the 10-year extension in official session-law and bill texts of RCW 6.17.020 (2002 and 2012 versions), and RCW 4.56.190 in a current copy, but not in today's codified RCW. The one-extension limit is an inference of this review from the statute's wording ('original ten-year period') plus one secondary source. That the extra 10 years runs from the original expiry rests on the phrase 'additional ten years' and that secondary source's 20-year maximum.",
    },
    unclear: [
      "The current codified text of RCW 6.17.020, including amendments after 2012.",
      "Whether the impaired-driver 'until satisfied' extension (HB 2176 / SB 6210 era) or any later law was enacted, creating exceptions to the one-extension limit.",
      "The exact lien-creation rule in RCW 4.56.200, which the review did not read.",
    ],
  },
  {
    state: "West Virginia",
    code: "WV",
    lifeYears: 10,
    lifeText:
      "The state Supreme Court of Appeals applies a 10-year limitation under W. Va. Code § 38-3-18 to enforcing judgments (Varney, 2007). Secondary sources say a judgment can be enforced within 10 years of entry, and that executions can be issued and renewed within that period but not after. Once the § 38-3-18 period has run, no execution may issue and no action, suit or scire facias may be brought, except for time excluded while execution is suspended (§ 38-3-19).",
    lifeRunsFrom: "issuance of execution",
    dormancy: false,
    renewalMethod: "unclear",
    renewalText:
      "The review could not read the text of § 38-3-18. Secondary sources and an 1887 opinion on the predecessor statute (Handy v. Smith) describe the mechanism this way: if execution issues in time, further executions may issue within 10 years from the return day of the last execution, and scire facias or an action on the judgment may be brought within the statutory period. If so, the judgment is kept alive by issuing executions (similar to Texas). One consumer site says renewal is by motion; that claim is unsupported and conflicts with the other sources.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "According to secondary sources, an execution must issue within 10 years of the judgment (or of the return day of the last execution); after that it is barred (§ 38-3-19). The window rests on secondary sources and old case law, not on the statute text.",
    renewedLifeYears: 10,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: null,
    lienText:
      "Every money judgment is a lien on all the debtor's real estate from the date of the judgment (or the start of the term). The lien lasts as long as the judgment remains valid and enforceable and has not been released (§ 38-3-6). A secondary source says the lien does not bind a bona fide purchaser unless the judgment has been docketed (abstract recorded) in the county where the land lies before the deed is recorded (§ 38-3-7). Magistrate-court judgments can be docketed in the county judgment lien book (§ 50-6-2).",
    lienCitation: "W. Va. Code §§ 38-3-6, 38-3-7; 50-6-2",
    lienRenews: true,
    citation: "W. Va. Code §§ 38-3-18, 38-3-19",
    link: "https://code.wvlegislature.gov/email/38-3/",
    linkOrigin: "search result",
    sources: [
      {
        title: "State ex rel. DHHR v. Varney, 221 W. Va. 517 (2007), syllabus pt. 3",
        url: "https://supreme.justia.com/cases/west-virginia/supreme-court/2007/33332.html",
        kind: "court opinion",
      },
      {
        title: "W. Va. Code § 38-3-19 Exceptions to limitations (LegalFix)",
        url: "https://legalfix.com/statutes/state-codes/west-virginia/chapter-38/article-3/section-38-3-19",
        kind: "official text (unofficial copy)",
      },
      {
        title: "W. Va. Code § 38-3-6 Lien of judgment on real estate (casetext)",
        url: "http://print.casetext.com/statute/west-virginia-code/chapter-38-liens/article-3-judgment-liens/section-38-3-6-lien-of-judgment-on-real-estate",
        kind: "official text (unofficial copy)",
      },
      {
        title: "WV Code ch. 38 art. 3 (official site; only §§ 38-3-1 to 38-3-4 visible in excerpt)",
        url: "https://code.wvlegislature.gov/email/38-3/",
        kind: "official",
      },
      {
        title: "W. Va. Code § 50-6-2 (official site)",
        url: "https://code.wvlegislature.gov/email/50-6/",
        kind: "official",
      },
      {
        title: "Handy v. Smith, 30 W. Va. 195 (1887)",
        url: "https://app.midpage.ai/document/handy-v-smith-6593704",
        kind: "court opinion",
      },
      {
        title: "West Virginia Judgment Enforcement (judgmentenforcementagency.net)",
        url: "https://judgmentenforcementagency.net/west-virginia-judgment-enforcement/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The 10-year period is confirmed by a Supreme Court of Appeals syllabus point (Varney), and the review read the text of §§ 38-3-19 and 38-3-6. The review never saw the text of § 38-3-18, so how the judgment is kept alive (successive executions within 10 years of the last return day; scire facias) rests on secondary sources and 19th-century case law. A consumer site claims renewal is by motion; that looks wrong and is not relied on.",
    },
    unclear: [
      "The exact text of § 38-3-18: whether the new 10 years runs from the return day of the last execution, and whether renewals are unlimited.",
      "The time limit for scire facias or an action where the parties have changed, or against a personal representative (reportedly 5 years).",
    ],
  },
  {
    state: "Wisconsin",
    code: "WI",
    lifeYears: 20,
    lifeText:
      "An action upon a judgment of a court of record must be started within 20 years after the judgment is entered, or it is barred (Wis. Stat. § 893.40). Courts treat this as the outer limit on enforcement. The real-property lien is separate and lasts only 10 years (§ 806.15). The review did not read the rule on issuing executions (§ 815.04, reportedly 5 years as of right and later only with leave of court).",
    lifeRunsFrom: "entry",
    dormancy: false,
    renewalMethod: "new action",
    renewalText:
      "The review found no statute that renews a Wisconsin judgment. A creditor can sue on the judgment, but only with leave of court, for good cause shown, on notice to the other party (§ 806.23), and within the 20 years of § 893.40. One secondary source says judgments last 10 years and are renewed by motion under § 806.23. That conflicts with the text of § 806.23, which the review read and which covers only actions on a judgment, so that source is not relied on.",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "at-expiry",
    },
    windowText:
      "An action on the judgment needs leave of court and must be commenced within 20 years of entry (§ 893.40).",
    renewedLifeYears: null,
    renewedFrom: "unclear",
    renewalsAllowed: "unclear",
    lienYears: 10,
    lienText:
      "A judgment properly entered in the judgment and lien docket, showing the debtor's residence, is a lien for 10 years from entry on the debtor's real property in that county, including property acquired within the 10 years. Exempt homestead property is excluded. A transcript docketed in other counties extends the lien there (§ 806.15(1)). Periods when collection is delayed by law can be left out if the suspension is entered on the docket (§ 806.15(2)). The review saw no provision for renewing the lien.",
    lienCitation: "Wis. Stat. § 806.15",
    lienRenews: null,
    citation: "Wis. Stat. §§ 893.40, 806.15, 806.23; 815.04 (not read)",
    link: "https://docs.legis.wisconsin.gov/statutes/statutes/806/23?view=section",
    linkOrigin: "search result",
    sources: [
      {
        title: "Wis. Stat. § 893.40 (2017, Justia)",
        url: "https://law.justia.com/codes/wisconsin/2017/chapter-893/section-893.40/index.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Wis. Stat. § 806.23 (official)",
        url: "https://docs.legis.wisconsin.gov/statutes/statutes/806/23?view=section",
        kind: "official",
      },
      {
        title: "Wis. Stat. § 806.15 (copy)",
        url: "http://18wheeleraccidentlawyer.co/statutes/121240/806.15.-Lien-of-judgment-priority-statute-may-be-suspended.html",
        kind: "official text (unofficial copy)",
      },
      {
        title: "Wis. Stat. § 806.15(2)(b)-(5) (official)",
        url: "https://docs.legis.wisconsin.gov/statutes/statutes/806/19/4",
        kind: "official",
      },
      {
        title: "How Long Does a Judgment Last in Wisconsin? (LegalClarity) - conflicting",
        url: "https://legalclarity.org/how-long-does-a-judgment-last-in-wisconsin",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-25",
    verification: {
      status: "partly confirmed",
      note: "The review read the 20-year limit (§ 893.40), the 10-year lien (§ 806.15) and the leave-of-court requirement for an action on a judgment (§ 806.23) in statute text. The review found no renewal statute. lifeYears of 20 assumes § 893.40 bounds all enforcement, which is an interpretation made in this review. A LegalClarity article's '10 years, renew by motion under § 806.23' conflicts with the statute text and was rejected.",
    },
    unclear: [
      "The text of § 815.04 (execution after 5 years only with leave of court?).",
      "Whether a judgment obtained by suing on a judgment starts a new 20-year period, and whether § 893.40 still bars it as a statute of repose measured from the original judgment.",
      "Whether the 10-year judgment lien can be extended or re-docketed.",
    ],
  },
  {
    state: "Wyoming",
    code: "WY",
    lifeYears: 5,
    lifeText:
      "Secondary sources report Wyo. Stat. § 1-17-307 as follows: if no execution issues within 5 years of the judgment, or within 5 years of the last execution, the judgment becomes dormant and stops being a lien on the debtor's estate. For circuit-court judgments, § 1-21-501 (official text read) allows execution any time within 5 years of entry of the judgment or of the last execution issued on it.",
    lifeRunsFrom: "issuance of execution",
    dormancy: true,
    renewalMethod: "application",
    renewalText:
      "The creditor keeps the judgment alive by having an execution issued within each 5-year period. Each execution starts a new 5-year period. Owed classes this as an application (§ 1-21-501 says execution issues 'on the application of the party entitled'). Secondary sources report that a dormant judgment can be revived in the same way as reviving actions before judgment, or by an action (§ 1-16-502). They also report that revival is barred after 21 years, except for creditors under disability, who get 15 years after the disability ends (§ 1-16-503).",
    windowOpens: {
      kind: "any-time",
    },
    windowCloses: {
      kind: "years-after-expiry",
      years: 10,
    },
    windowText:
      "An execution must issue within 5 years of the judgment or of the last execution (§ 1-21-501). After dormancy the judgment can be revived (§ 1-16-502, per secondary sources). How long revival stays possible was not read in the statute: two secondary sources give 21 years (§ 1-16-503), apparently counted from dormancy; an unsourced dataset says 10 years after dormancy. Until the statute's text is read, Owed shows the earlier, 10 years after dormancy, as the last day to revive.",
    renewedLifeYears: 5,
    renewedFrom: "renewal date",
    renewalsAllowed: "unlimited",
    lienYears: 5,
    lienText:
      "Land in the county is bound from the day the judgment is filed with the county clerk and recorded in the real estate records (§ 1-17-302). A transcript can be filed with the district court clerk and county clerk of other counties to create a lien there (§ 1-17-304). Secondary sources say that when the judgment becomes dormant under § 1-17-307, it also stops being a lien. So the lien effectively lasts 5 years from the judgment or last execution, renewed by each timely execution.",
    lienCitation: "Wyo. Stat. §§ 1-17-302, 1-17-304, 1-17-307",
    lienRenews: true,
    citation: "Wyo. Stat. §§ 1-17-307, 1-16-502, 1-16-503, 1-21-501",
    link: "https://wyoleg.gov/NXT/gateway.dll/2023%20Wyoming%20Statutes%2F2023%20Titles%2F1%2F42%2F45",
    linkOrigin: "search result",
    sources: [
      {
        title: "Wyoming Statutes 2023, Title 1 ch. 17 art. 3 (§§ 1-17-301 to 1-17-304 visible)",
        url: "https://wyoleg.gov/NXT/gateway.dll/2023%20Wyoming%20Statutes%2F2023%20Titles%2F1%2F42%2F45",
        kind: "official",
      },
      {
        title: "Wyoming Statutes 2023, Title 1 ch. 21 art. 5 (§ 1-21-501 execution within 5 years)",
        url: "https://wyoleg.gov/NXT/gateway.dll/2023%20Wyoming%20Statutes%2F2023%20Titles%2F1%2F53%2F58",
        kind: "official",
      },
      {
        title: "Wyoming Statute of Limitations on Debt Collection (protectingconsumerrights.com)",
        url: "https://protectingconsumerrights.com/debt-collection-problems/statute-of-limitations-by-state/states/wyoming/",
        kind: "secondary",
      },
      {
        title: "Wyoming Judgment Enforcement (judgmentenforcementagency.net)",
        url: "https://judgmentenforcementagency.net/wyoming-judgment-enforcement/",
        kind: "secondary",
      },
    ],
    reviewed: "2026-11-26",
    verification: {
      status: "partly confirmed",
      note: "The review read official text for § 1-21-501 (circuit courts: execution within 5 years of entry or of the last execution) and for §§ 1-17-302/304 (lien by filing with the county clerk). The district-court dormancy rule (§ 1-17-307), the revival procedure (§ 1-16-502) and the 21-year revival limit (§ 1-16-503) rest only on two secondary sources, which agree with each other. An unsourced GitHub dataset instead says revival is possible for up to 10 years after dormancy.",
    },
    unclear: [
      "The exact text of §§ 1-17-307, 1-16-502 and 1-16-503, including whether the 21 years runs from dormancy or from the judgment.",
      "Whether a revived judgment must be re-filed with the county clerk to restore the lien.",
    ],
  },
];
