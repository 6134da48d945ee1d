import { timestamp } from "drizzle-orm/pg-core";

/** Every instant the schema stores is a `timestamptz`: PostgreSQL keeps it in UTC, whatever the session's zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
