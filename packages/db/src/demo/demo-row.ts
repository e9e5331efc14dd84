// One amount row of a settlement, before it is written in a marketplace's
// number and date format. Amounts are integer minor units, signed as in the
// file: money to the seller positive, charges negative.

/** The order, adjustment or shipment and the SKU an amount row belongs to; empty strings for account-level rows. */
export interface RowRef {
  orderId: string;
  adjustmentId: string;
  shipmentId: string;
  orderItemCode: string;
  sku: string;
  /** quantity-purchased; 0 writes an empty cell. */
  quantity: number;
}

export interface DemoRow {
  transactionType: string;
  amountType: string;
  amountDescription: string;
  amount: number;
  postedDay: number;
  /** Seconds after midnight UTC of postedDay. */
  postedSecond: number;
  ref: RowRef;
  promotionId: string;
}

export const NO_REF: RowRef = {
  orderId: '',
  adjustmentId: '',
  shipmentId: '',
  orderItemCode: '',
  sku: '',
  quantity: 0,
};

/** When a row is posted. */
export interface Posted {
  day: number;
  second: number;
}

/** Rows of one group (e.g. an order item) sharing date and reference; zero amounts are left out, as Amazon does. */
export class RowSink {
  readonly rows: DemoRow[] = [];

  add(
    kind: readonly [transactionType: string, amountType: string, amountDescription: string],
    amount: number,
    posted: Posted,
    ref: RowRef = NO_REF,
    promotionId = '',
  ): void {
    if (amount === 0) return;
    const [transactionType, amountType, amountDescription] = kind;
    this.rows.push({
      transactionType,
      amountType,
      amountDescription,
      amount,
      postedDay: posted.day,
      postedSecond: posted.second,
      ref,
      promotionId,
    });
  }
}
