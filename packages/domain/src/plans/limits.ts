/** Active (not ended) cases the free plan keeps: the plan catalog, the refusal and the screens say it. */
export const FREE_ACTIVE_CASE_LIMIT = 3;
