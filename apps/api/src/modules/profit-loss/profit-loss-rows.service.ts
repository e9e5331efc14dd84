// The drill-down: the ledger rows behind one statement cell, in id order, a page at a time.
import type { TProfitLossRows, ZProfitLossRowsQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { STATEMENT_LINES, type StatementLineDefinition } from '@brandlens/reporting-core';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { ALL_BRANDS, parsePeriod, todayUtc } from './profit-loss-params.ts';
import { cursorInvalid, lineInvalid } from './profit-loss.errors.ts';
import { findLedgerRows } from './statement-rows.queries.ts';

const LINES = new Map((STATEMENT_LINES as readonly StatementLineDefinition[]).map((line) => [line.key, line]));

function partsOf(line: StatementLineDefinition): string[] {
  if (line.ledgerLine) return [line.ledgerLine];
  return (line.sumOf ?? []).flatMap((part) => {
    const definition = LINES.get(part);
    return definition ? partsOf(definition) : [];
  });
}

/** The ledger P&L lines a statement line adds up, through its derived parts. */
export function ledgerLinesOf(key: string): string[] {
  const line = LINES.get(key);
  if (!line) throw lineInvalid(`"${key}" is not a statement line. Use one of: ${[...LINES.keys()].join(', ')}`);
  const parts = [...new Set(partsOf(line))];
  if (parts.length === 0) {
    throw lineInvalid(`"${key}" comes from cost of goods or from outside the settlement; it has no ledger rows`);
  }
  return parts;
}

const encodeCursor = (id: bigint) => Buffer.from(`id:${id}`).toString('base64url');

function decodeCursor(cursor: string): bigint {
  const match = /^id:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw cursorInvalid();
  return BigInt(match[1] as string);
}

export async function findProfitLossRows(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: z.output<typeof ZProfitLossRowsQuery>,
  today = todayUtc(),
): Promise<TProfitLossRows> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const ledgerLines = ledgerLinesOf(query.line);
  const period = parsePeriod(query.period, today);
  const rows = await findLedgerRows(db, {
    basis: query.basis,
    sellerId: seller.id,
    from: period.from,
    to: period.to,
    marketplaceId: query.marketplace,
    brand: query.brand === ALL_BRANDS ? undefined : query.brand,
    sku: query.sku,
    pnlLines: ledgerLines,
    afterId: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    line: query.line,
    ledgerLines,
    from: period.from,
    to: period.to,
    rows: page.map((row) => ({ ...row, id: row.id.toString() })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
  };
}
