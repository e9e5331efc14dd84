// The money column of the ledger and advertising tables.
import { numeric } from 'drizzle-orm/pg-core';

// Money columns are numeric(18, 4): exact, never float (ADR 0003).
export const money = (name: string) => numeric(name, { precision: 18, scale: 4 });
