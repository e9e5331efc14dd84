// The subject of an alert in words. The runner stores the evaluator's own words ('LAMP-01 in
// Amazon.com'); a row without them (written by hand or by an older evaluator) is described from
// its columns, the same way in the API and in the daily summary mail.

export interface AlertSubjectColumns {
  subject: string;
  subjectKind: string;
  subjectKey: string;
  sku: string | null;
  asin: string | null;
  brand: string | null;
  /** The marketplace as people write it ('Amazon.co.uk'), or its id; null for none. */
  marketplace: string | null;
}

export function alertSubjectText(row: AlertSubjectColumns): string {
  if (row.subject) return row.subject;
  const where = row.marketplace ? ` in ${row.marketplace}` : '';
  switch (row.subjectKind) {
    case 'sku':
      return `${row.sku ?? row.subjectKey}${where}`;
    case 'asin':
      return `ASIN ${row.asin ?? row.subjectKey}${where}`;
    case 'brand':
      return `Brand ${row.brand ?? row.subjectKey}`;
    case 'settlement':
      return `Settlement ${row.subjectKey}`;
    case 'connection':
      return `Marketplace connection${where}`;
    case 'marketplace':
      return row.marketplace ?? row.subjectKey;
    default:
      return 'The whole account';
  }
}
