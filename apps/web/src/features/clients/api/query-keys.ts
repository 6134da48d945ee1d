/**
 * Under "cases": every docket write invalidates ["cases"], and a case added to, moved from or
 * deleted with a client changes that client's case count. The other way round, a client's writes
 * invalidate ["cases"] too, since every case answer carries its client's name.
 */
export const clientKeys = {
  docket: ["cases"] as const,
  list: () => ["cases", "clients"] as const,
};
