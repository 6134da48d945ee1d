// EJ-130 (Rev. January 1, 2026), Writ of Execution: semantic name → the form's full field name,
// read from the blank's fields, their rectangles and page, beside `pdftotext -layout` of its labels
// (docs/court-forms.md). Items 9, 10, 23–25 (possession, sale, joint debtors) are not filled.

const P1 = "EJ-130[0].Page1[0]";
const HEAD = `${P1}.StdP1Header[0]`;
const ATTY = `${HEAD}.AttyInfo[0]`;
const COURT = `${HEAD}.CourtInfo[0]`;
const RIGHT = `${P1}.rightSub[0]`;
const P2 = "EJ-130[0].Page2[0]";
const P3 = "EJ-130[0].Page3[0]";

export const EJ130_FIELDS = {
  attorneyName: `${ATTY}.AttyName[0]`,
  barNumber: `${ATTY}.AttyBarNo_dc[0]`,
  firm: `${ATTY}.AttyFirm[0]`,
  street: `${ATTY}.AttyStreet[0]`,
  city: `${ATTY}.AttyCity[0]`,
  state: `${ATTY}.AttyState[0]`,
  zip: `${ATTY}.AttyZip[0]`,
  phone: `${ATTY}.Phone[0]`,
  fax: `${ATTY}.Fax[0]`,
  email: `${ATTY}.Email[0]`,
  attorneyFor: `${ATTY}.AttyFor[0]`,
  /** Under the letterhead: ATTORNEY FOR / ORIGINAL JUDGMENT CREDITOR / ASSIGNEE OF RECORD. */
  headAttorneyFor: `${ATTY}.CB\\.AttyFor[0]`,
  headOriginalCreditor: `${ATTY}.CB\\.AttyFor[1]`,
  headAssignee: `${ATTY}.CB\\.AttyFor[2]`,
  courtCounty: `${COURT}.CrtCounty[0]`,
  courtStreet: `${COURT}.Street[0]`,
  courtMailing: `${COURT}.MailingAdd[0]`,
  courtCityZip: `${COURT}.CityZip[0]`,
  courtBranch: `${COURT}.Branch[0]`,
  plaintiff: `${HEAD}.TitlePartyName[0].Party1[0]`,
  defendant: `${HEAD}.TitlePartyName[0].Party2[0]`,
  caseNumber: `${HEAD}.captionSub[0].CaseNumber[0].CaseNumber[0]`,
  limitedCase: `${HEAD}.captionSub[0].CaseDef[0].CB03[0]`,
  unlimitedCase: `${HEAD}.captionSub[0].CaseDef[0].CB03[1]`,
  /** WRIT OF [ ] EXECUTION (Money Judgment). */
  writOfExecution: `${HEAD}.FormTitle[0].C1[0]`,

  /** 1: to the sheriff or marshal of the county of. */
  levyCounty: `${P1}.top[0].li1[0].FillText74[0]`,
  /** 3: the judgment creditor's name, original or assignee of record. */
  creditorName: `${P1}.top[0].li3[0].FillText75[0]`,
  creditorOriginal: `${P1}.top[0].li3[0].serverType[0]`,
  creditorAssignee: `${P1}.top[0].li3[0].serverType[1]`,
  /** 4: judgment debtor; "additional judgment debtors on next page". */
  debtor: `${P1}.leftSub[0].li4[0].FillText90[0]`,
  moreDebtors: `${P1}.leftSub[0].li4[0].addlJudg[0]`,
  /** 5, 6. */
  judgmentDate: `${P1}.leftSub[0].li5[0].DateField1[0]`,
  renewed: `${P1}.leftSub[0].li6[0].judgmRenew[0]`,
  renewalDates: `${P1}.leftSub[0].li6[0].FillText92[0]`,
  /** 7a has not been requested, 7b has been requested. */
  saleNotRequested: `${P1}.leftSub[0].li7[0].LI1[0].li7a[0].NoticeOfSale[0]`,
  saleRequested: `${P1}.leftSub[0].li7[0].LI1[0].li7b[0].NoticeOfSale[0]`,
  /** 11–19. */
  totalJudgment: `${RIGHT}.li11[0].FillText850[0]`,
  costsAfterJudgment: `${RIGHT}.li12[0].FillText851[0]`,
  subtotal: `${RIGHT}.li13[0].FillText853[0]`,
  creditsToPrincipal: `${RIGHT}.li14[0].FillText854[0]`,
  principalRemaining: `${RIGHT}.li15[0].FillText855[0]`,
  accruedInterest: `${RIGHT}.li16[0].FillText856[0]`,
  writFee: `${RIGHT}.li17[0].FillText857[0]`,
  total: `${RIGHT}.li18[0].FillText858[0]`,
  dailyInterest: `${RIGHT}.li19[0].LI19[0].li19a[0].FillText85[0]`,
  /** 20: amounts differ by debtor (never checked: such a writ is refused). */
  amountsDiffer: `${RIGHT}.li20[0].amountsDff[0]`,

  page2Plaintiff: `${P2}.CaptionPx[0].TitlePartyName[0].Party1[0]`,
  page2Defendant: `${P2}.CaptionPx[0].TitlePartyName[0].Party2[0]`,
  page2CaseNumber: `${P2}.CaptionPx[0].CaseNumber[0].CaseNumber[0]`,
  /** 21: additional judgment debtors, two boxes side by side. */
  item21: `${P2}.List21[0].li21[0].CB00[0]`,
  moreDebtorsLeft: `${P2}.List21[0].li21[0].FillText90[0]`,
  moreDebtorsRight: `${P2}.List21[0].li21[0].FillText90[1]`,
  /** 22: the judgment is for wages / support / personal debt (CCP 683.110(d)) / other. */
  judgmentWages: `${P2}.List22[0].li22a[0].CheckBox22[0]`,
  judgmentSupport: `${P2}.List22[0].li22b[0].CheckBox22[0]`,
  judgmentPersonalDebt: `${P2}.List22[0].li22c[0].CheckBox22[0]`,
  judgmentOther: `${P2}.List22[0].li22d[0].CheckBox22[0]`,
  judgmentOtherDescribe: `${P2}.List22[0].li22d[0].FillText85[0]`,

  page3Plaintiff: `${P3}.CaptionPx[0].TitlePartyName[0].Party1[0]`,
  page3Defendant: `${P3}.CaptionPx[0].TitlePartyName[0].Party2[0]`,
  page3CaseNumber: `${P3}.CaptionPx[0].CaseNumber[0].CaseNumber[0]`,
} as const;
