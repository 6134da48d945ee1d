export { describeMethodSources, type MethodSourcesInput } from "./method-sources.ts";
export { STATE_RULES_REVIEWED, stateInterestRules } from "./state-interest-rules.ts";
export {
  findStateInterestRule,
  methodPreset,
  missingRateMessage,
  type PresetConfidence,
  presetConfidence,
  rateMustBeGiven,
  suggestedRate,
} from "./state-rule-lookup.ts";
export { methodFor } from "./state-rule-methods.ts";
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
