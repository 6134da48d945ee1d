import { COUPON_MSG, type CouponProblem } from "@owed/domain";
import { RefusedError } from "../../plugins/errors.ts";

// A coupon's rules and arithmetic are the domain's (packages/domain/src/plans/prices.ts); here, the
// refusal a person sees.

export function couponError(problem: CouponProblem | "invalid", suffix = ""): RefusedError {
  return new RefusedError("invalid", `${COUPON_MSG[problem]}${suffix}`, `coupon_${problem}`, {
    coupon_code: [COUPON_MSG[problem]],
  });
}
