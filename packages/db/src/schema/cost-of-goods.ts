// The cost of goods: a SKU's landed cost per unit, valid from a day on.
import { date, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { money } from './money-column.ts';
import { sellers } from './sellers.ts';

export const costOfGoods = pgTable(
  'cost_of_goods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    unitLandedCost: money('unit_landed_cost').notNull(),
    currency: text('currency').notNull(),
    validFrom: date('valid_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cost_of_goods_seller_sku_from').on(t.sellerId, t.sku, t.validFrom)],
);
