// EJ-100 (Rev. July 1, 2014), Acknowledgment of Satisfaction of Judgment: semantic name → the
// form's full field name, read from the blank's fields, their rectangles and page, beside
// `pdftotext -layout` of its labels (docs/court-forms.md). Items 1c (matured installment), 6 and 7
// (where an abstract or lien was recorded or filed) are not filled: Owed does not keep them.

const P = "EJ-100[0].Page1[0]";
const ATTY = `${P}.p1Caption[0].AttyPartyInfo[0]`;
const COURT = `${P}.p1Caption[0].CrtInfo[0]`;

export const EJ100_FIELDS = {
  /** The letterhead block: five free lines (name and State Bar number, firm, address). */
  line1: `${ATTY}.Add1_ft[0]`,
  line2: `${ATTY}.Add2_ft[0]`,
  line3: `${ATTY}.Add3_ft[0]`,
  line4: `${ATTY}.Add4_ft[0]`,
  line5: `${ATTY}.Add5_ft[0]`,
  phone: `${ATTY}.Tel_ft[0]`,
  fax: `${ATTY}.Fax_ft[0]`,
  email: `${ATTY}.EMail_ft[0]`,
  headAttorneyFor: `${ATTY}.AttyFor_cb[0]`,
  headCreditor: `${ATTY}.JudgmentCred_cb[0]`,
  headAssignee: `${ATTY}.Assignee_cb[0]`,
  courtCounty: `${COURT}.Crtname_ft[0]`,
  courtStreet: `${COURT}.CrtStreetAdd_ft[0]`,
  courtMailing: `${COURT}.CrtMail_ft[0]`,
  courtCityZip: `${COURT}.CrtCityZip_ft[0]`,
  courtBranch: `${COURT}.CrtBranch[0]`,
  plaintiff: `${P}.p1Caption[0].Party[0].Plaintiff_ft[0]`,
  defendant: `${P}.p1Caption[0].Party[0].Defendant_ft[0]`,
  caseNumber: `${P}.p1Caption[0].CaseNumber[0].CaseNumber_ft[0]`,
  /** The title's FULL / PARTIAL boxes. */
  titleFull: `${P}.p1Caption[0].Title[0].CheckBox49[0]`,
  titlePartial: `${P}.p1Caption[0].Title[0].Sale_cb[0]`,
  /** 1a full satisfaction, 1a(1) satisfied in full; 1b partial, with the amount received. */
  fullSatisfaction: `${P}.List1[0].lia[0].CheckBox49[0]`,
  satisfiedInFull: `${P}.List1[0].lia[0].LIA[0].li1[0].CheckBox49[0]`,
  partialSatisfaction: `${P}.List1[0].lib[0].CheckBox49[0]`,
  partialAmount: `${P}.List1[0].lib[0].FillText92[0]`,
  /** 2, 3, 4: full names and addresses. */
  creditor: `${P}.List2[0].li1[0].FillText74[0]`,
  assignee: `${P}.List3[0].li1[0].FillText73[0]`,
  debtor: `${P}.List4[0].li1[0].FillText72[0]`,
  /** 5a, 5b. */
  judgmentDate: `${P}.List5[0].lia[0].FillText71[0]`,
  renewed: `${P}.List5[0].lib[0].CheckBox5[0]`,
  renewalDates: `${P}.List5[0].lib[0].FillText70[0]`,
  signedOn: `${P}.sigDate[0]`,
} as const;
