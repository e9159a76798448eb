/**
 * The company's products as modules with realistic features (docs/decisions.md#organisations;
 * requirements R1.2: e-commerce, point of sale, websites, mobile apps, business systems).
 * Idempotent: modules by code, features by (module, code); existing rows are left as they are.
 */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { features, modules } from './schema';

interface SeedModule {
  code: string;
  name: string;
  description: string;
  features: readonly [code: string, name: string, description: string][];
}

export const SEEDED_MODULES: readonly SeedModule[] = [
  {
    code: 'e-commerce',
    name: 'E-commerce',
    description: 'Online shop with catalogue, cart, checkout and order management.',
    features: [
      ['catalogue', 'Product catalogue', 'Products, variants, categories and attributes with search and filters.'],
      ['checkout', 'Checkout and payments', 'Cart, guest and account checkout, card payments and cash on delivery.'],
      ['orders', 'Order management', 'Order statuses, invoices, returns and refunds.'],
      ['inventory-sync', 'Inventory synchronisation', 'Stock levels kept in step with the warehouse and the shops.'],
      ['promotions', 'Promotions and coupons', 'Discount rules, coupon codes and time-limited campaigns.'],
      ['multi-currency', 'Multiple currencies', 'Prices shown and charged in the customer’s currency.'],
    ],
  },
  {
    code: 'pos',
    name: 'Point of sale',
    description: 'Fiscal cash registers for shops and restaurants, online and offline.',
    features: [
      ['fiscal-receipts', 'Fiscal receipts', 'Receipts signed through the tax administration’s fiscal system.'],
      ['offline-mode', 'Offline mode', 'Sales continue without a connection and synchronise later.'],
      ['table-service', 'Table service', 'Tables, orders to the kitchen and split bills for restaurants.'],
      ['loyalty', 'Loyalty programme', 'Customer cards, points and rewards at the till.'],
      ['shift-reports', 'Shift reports', 'Cash-up, daily reports and cashier performance.'],
    ],
  },
  {
    code: 'websites',
    name: 'Websites',
    description: 'Company websites with a content editor, multiple languages and analytics.',
    features: [
      ['cms', 'Content editor', 'Pages, news and media edited without a developer.'],
      ['multilingual', 'Multiple languages', 'Every page in several languages with language-specific URLs.'],
      ['seo', 'Search engine optimisation', 'Metadata, sitemaps and structured data.'],
      ['forms', 'Forms and leads', 'Contact and quote forms delivered to the right inbox.'],
      ['analytics', 'Privacy-friendly analytics', 'Visits and conversions without third-party cookies.'],
    ],
  },
  {
    code: 'mobile-apps',
    name: 'Mobile apps',
    description: 'iOS and Android apps for customers and field staff.',
    features: [
      ['push-notifications', 'Push notifications', 'Targeted messages to app users.'],
      ['offline-sync', 'Offline data', 'Work without a connection; changes synchronise later.'],
      ['mobile-payments', 'In-app payments', 'Card and wallet payments inside the app.'],
      ['field-service', 'Field service', 'Work orders, photos and signatures on site.'],
    ],
  },
  {
    code: 'business-systems',
    name: 'Business systems',
    description: 'ERP and CRM: accounting, warehouse, HR and customer relations in one system.',
    features: [
      ['accounting', 'Accounting', 'General ledger, VAT records and e-invoices (SEF).'],
      ['warehouse', 'Warehouse', 'Receipts, issues, transfers and stocktaking.'],
      ['crm', 'Customer relations', 'Contacts, opportunities and sales pipeline.'],
      ['hr', 'Human resources', 'Employees, leave and payroll preparation.'],
      ['reporting', 'Reporting and dashboards', 'Key figures and exports for management.'],
      ['e-invoicing', 'Electronic invoices', 'Sending and receiving invoices through the national e-invoice system.'],
    ],
  },
];

/** Inserts the seeded modules and features that are missing. */
export async function seedModules(db: Database): Promise<void> {
  for (const module of SEEDED_MODULES) {
    await db.insert(modules).values({ code: module.code, name: module.name, description: module.description }).onConflictDoNothing();
    const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.code, module.code));
    await db
      .insert(features)
      .values(module.features.map(([code, name, description]) => ({ moduleId: row.id, code, name, description })))
      .onConflictDoNothing();
  }
}
