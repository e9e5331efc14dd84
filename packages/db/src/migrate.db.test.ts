import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';
import { createPool } from './pool.ts';
import { createTestDatabase, testBackendName, type TestDatabase } from './testing/test-database.ts';

const EXPECTED_TABLES = [
  'account_health_reports',
  'account_health_snapshots',
  'ad_asin_daily',
  'ad_breakdown_daily',
  'ad_campaign_daily',
  'ad_campaigns',
  'ad_daily_totals',
  'ad_groups',
  'ad_product_ads',
  'ad_profiles',
  'ad_report_requests',
  'ad_targets',
  'admin_audit_events',
  'aggregators',
  'alert_digest_sends',
  'alert_rules',
  'alerts',
  'amazon_order_items',
  'amazon_orders',
  'brand_configuration_keys',
  'brand_configurations',
  'catalog_item_changes',
  'catalog_items',
  'cost_daily_totals',
  'cost_marketplace_daily_totals',
  'cost_of_goods',
  'cost_order_day_marketplace_totals',
  'cost_order_day_totals',
  'cost_total_refreshes',
  'customer_stats_months',
  'email_outbox',
  'fba_customer_returns',
  'fba_inventory_daily',
  'fx_rate_changes',
  'fx_rates',
  'imports',
  'inventory_planning_settings',
  'ledger_daily_rollups',
  'ledger_daily_totals',
  'ledger_entries',
  'ledger_marketplace_daily_totals',
  'ledger_order_day_marketplace_totals',
  'ledger_order_day_rollups',
  'ledger_order_day_sources',
  'ledger_order_day_totals',
  'login_attempts',
  'marketplaces',
  'oauth_states',
  'organization_sellers',
  'organizations',
  'product_category_ranks',
  'product_figure_changes',
  'product_kept_lines',
  'product_kept_months',
  'product_review_snapshots',
  'products',
  'rate_limit_counters',
  'sales_traffic_daily',
  'seller_alerting_accounts',
  'seller_connections',
  'seller_figure_changes',
  'sellers',
  'sessions',
  'settlements',
  'shopify_install_grants',
  'shopify_revenue_days',
  'sku_lead_times',
  'sp_api_rate_buckets',
  'sp_api_sync_steps',
  'statement_kept_months',
  'user_email_settings',
  'user_tokens',
  'users',
  'valuation_signal_changes',
  'weekly_insight_sends',
  'worker_heartbeats',
];

describe(`migrations on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('create every table of the schema on an empty database', async () => {
    await runMigrations(database.pool);
    const { rows } = await database.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('apply each migration file exactly once, also when processes race', async () => {
    const other = createPool({ connectionString: database.connectionString, max: 2 });
    await Promise.all([runMigrations(database.pool), runMigrations(other), runMigrations(database.pool)]);
    await other.end();
    const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    const { rows } = await database.pool.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(rows[0]?.count)).toBe(files.length);
  });

  it('store no column as a floating-point type (money is never a float)', async () => {
    const { rows } = await database.pool.query<{ column: string }>(
      `select table_name || '.' || column_name as column from information_schema.columns
       where table_schema = 'public' and data_type in ('real', 'double precision')`,
    );
    expect(rows).toEqual([]);
    for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
      const sql = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
      expect(sql, file).not.toMatch(/\b(real|double precision|float[48]?)\b/i);
    }
  });

  it('run the demo queries of the app against the migrated schema', async () => {
    await database.pool.query(`insert into organizations (name, slug) values ('Acme', 'acme')`);
    const { rows } = await database.pool.query<{ plan: string }>(`select plan from organizations where slug = 'acme'`);
    expect(rows).toEqual([{ plan: 'DEFAULT' }]);
  });
});
