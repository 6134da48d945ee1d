export { STATE_RULES_REVIEWED, stateInterestRules } from "./state-interest-rules.ts";
export { findStateInterestRule, suggestedRate } from "./state-rule-lookup.ts";
export type {
  InterestStart,
  JurisdictionMethod,
  MethodElement,
  MethodRate,
  StateInterestRule,
  StateRuleKind,
  StateRuleLinkOrigin,
  StateRuleSource,
  StateRuleSourceKind,
  StateRuleVerification,
  StateRuleVerificationStatus,
} from "./state-rule-types.ts";
