/**
 * The English texts the seed writes (server/db/seed-currencies.ts, seed-modules.ts, seed-data.ts)
 * for the records every installation starts with, by their stable codes: the seed writes these,
 * and the back office recognises a record still holding them (docs/decisions.md#seeded-texts) and
 * shows it in the reader's language (a currency's name from Intl, a module's, feature's or role's
 * text from `seeded.*` in locales/<lng>/admin.json). A text staff changed is shown as written.
 * Data only: the server and the browser import the same file.
 */

/** ISO 4217 code → the seeded English name. */
export const SEEDED_CURRENCY_NAMES: Readonly<Record<string, string>> = {
  RSD: 'Serbian dinar',
  EUR: 'Euro',
  USD: 'US dollar',
  CHF: 'Swiss franc',
  GBP: 'Pound sterling',
  JPY: 'Japanese yen',
  CNY: 'Chinese yuan renminbi',
  RUB: 'Russian rouble',
  BAM: 'Convertible mark',
  MKD: 'Macedonian denar',
  HUF: 'Hungarian forint',
  RON: 'Romanian leu',
  CZK: 'Czech koruna',
  PLN: 'Polish zloty',
  SEK: 'Swedish krona',
  NOK: 'Norwegian krone',
  DKK: 'Danish krone',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  TRY: 'Turkish lira',
  ALL: 'Albanian lek',
  INR: 'Indian rupee',
  BRL: 'Brazilian real',
  KWD: 'Kuwaiti dinar',
  AED: 'UAE dirham',
  NZD: 'New Zealand dollar',
  SGD: 'Singapore dollar',
  HKD: 'Hong Kong dollar',
  KRW: 'South Korean won',
  UAH: 'Ukrainian hryvnia',
  ILS: 'Israeli new shekel',
  SAR: 'Saudi riyal',
  ISK: 'Icelandic króna',
  BHD: 'Bahraini dinar',
};

/** One seeded module with its features (code, name, description). */
export interface SeedModule {
  code: string;
  name: string;
  description: string;
  features: readonly [code: string, name: string, description: string][];
}

/** The company's products as modules with realistic features (requirements R1.2: e-commerce, point of sale, websites, mobile apps, business systems). */
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


/** The seeded roles (by name, which is unique) → their key under `seeded.roles` and their English description. */
export const SEEDED_ROLE_TEXTS: Readonly<Record<string, { key: string; description: string }>> = {
  Administrator: { key: 'administrator', description: 'Full access, including roles and permissions' },
  Manager: { key: 'manager', description: 'Manages users, organisations and reference data; cannot change roles or permissions' },
  Viewer: { key: 'viewer', description: 'Read-only access to everything' },
  'Organization administrator': {
    key: 'organisationAdministrator',
    description: 'Manages one organization: its details, members and their organization roles, modules and features',
  },
  'Organization member': { key: 'organisationMember', description: "Sees one organization's details, members, modules and features" },
};
