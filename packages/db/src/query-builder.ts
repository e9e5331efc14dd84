// The query-builder helpers that *.queries.ts files use, re-exported so that
// the whole product uses this package's single copy of drizzle-orm.
export {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
