/**
 * A resource with a definition and no declaration of its own gets all its screens from the
 * definition alone (src/admin/crud: defaultRegistration, defaultPresentation, declarationOf,
 * resourcePropsOf), for every field kind of src/shared/resource.ts: text, code, multiline text,
 * Markdown (edited beside its preview, rendered on the details page), email, integer and number
 * (with their bounds), boolean, date and date-time (the picker in the interface language), an
 * enum (its values by their translated labels in the form, list, details, filter and facet),
 * one reference and several (autocompletes over the server's search), named references, an
 * `enums` field (several values, each once, in the definition's order: a multi-select by their
 * translated labels, chips on the details page, a filter by one value) and an `array` field (items
 * of its own fields, one a localized text: edited inline with an add button and language tabs,
 * shown as a small table in the interface language, its item count held to its rule).
 *
 * Rendered against the contract fake (./contractApi.ts) with a fixture definition declared
 * here; its labels come from a test-only resource bundle, the product's own from locales/.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPresentation } from '../../../src/admin/crud/defaultPresentation';
import { defaultRegistration } from '../../../src/admin/crud/defaultRegistration';
import { pickerDateTimeFormat } from '../../../src/admin/crud/dateFormats';
import { declarationOf } from '../../../src/admin/crud/fromDefinition';
import { resourcePropsOf } from '../../../src/admin/crud/resourceProps';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { defineResource } from '../../../src/shared/resource';
import { activityDefinition, contactMessagesDefinition, featuresDefinition, jobOpeningsDefinition } from '../../../src/shared/resources';
import { resources as registry } from '../../../src/resources';
import { location, renderAdminAt } from './adminAt';
import { fakeApi, type FakeApi, type Row } from './contractApi';
import { allowAll, englishI18n, signedInScreens } from './testKit';
import { datePickerInput, enterDate, preloadDatePickers } from '../support/datePicker';
import { setupMswServer } from '../support/msw';

const RULE = 'resources.gadgets.validation';

/** A fixture with every field kind but `custom` (which needs a declaration to say its type). */
const gadgetsDefinition = defineResource({
  name: 'gadgets',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { hardDelete: true },
  search: ['title'],
  filters: ['colour', 'inStock', 'features'],
  sort: ['title', 'colour', 'id'],
  logged: false,
  fields: {
    id: { kind: 'id' },
    title: { kind: 'text', create: 'required', update: 'optional', rules: { minLength: 2, maxLength: 80, message: `${RULE}.title` } },
    code: { kind: 'code', nullable: true, create: 'optional', update: 'optional' },
    tagline: { kind: 'text', localized: true, nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 60, message: `${RULE}.title` } },
    blurb: { kind: 'markdown', localized: true, nullable: true, create: 'required', update: 'optional' },
    summary: { kind: 'multiline', nullable: true, create: 'optional', update: 'optional' },
    body: { kind: 'markdown', create: 'required', update: 'optional' },
    contact: { kind: 'email', nullable: true, create: 'optional', update: 'optional' },
    colour: { kind: 'enum', values: ['red', 'green'], create: 'required', update: 'optional' },
    inStock: { kind: 'boolean', create: 'optional', update: 'optional' },
    quantity: { kind: 'integer', nullable: true, create: 'optional', update: 'optional', rules: { min: 1, max: 50, message: `${RULE}.quantity` } },
    price: { kind: 'number', nullable: true, create: 'optional', update: 'optional', rules: { min: 0, max: 1000, message: `${RULE}.price` } },
    releasedOn: { kind: 'date', nullable: true, create: 'optional', update: 'optional' },
    availableFrom: { kind: 'datetime', nullable: true, create: 'optional', update: 'optional' },
    ownerId: { kind: 'reference', reference: 'users', nullable: true, create: 'optional', update: 'optional' },
    roleIds: { kind: 'references', reference: 'roles', create: 'optional', update: 'optional' },
    makers: { kind: 'named-refs', reference: 'organisations' },
    features: { kind: 'enums', values: ['wifi', 'bluetooth', 'usb'], create: 'optional', update: 'optional', rules: { maxItems: 3, message: `${RULE}.features` } },
    specs: {
      kind: 'array',
      create: 'optional',
      update: 'optional',
      rules: { maxItems: 2, message: `${RULE}.specs` },
      fields: {
        value: { kind: 'text', create: 'required', rules: { minLength: 1, maxLength: 20, message: `${RULE}.specValue` } },
        label: { kind: 'text', localized: true, create: 'required', rules: { minLength: 2, maxLength: 40, message: `${RULE}.specLabel` } },
      },
    },
    createdAt: { kind: 'datetime' },
  },
});

/** The fixture's labels, as a resource's would be in locales/<lng>/admin.json. */
const GADGET_LABELS = {
  resources: {
    gadgets: {
      name_one: 'Gadget',
      name_other: 'Gadgets',
      fields: {
        id: 'ID',
        title: 'Title',
        code: 'Code',
        tagline: 'Tagline',
        blurb: 'Blurb',
        summary: 'Summary',
        body: 'Body',
        contact: 'Contact',
        colour: 'Colour',
        inStock: 'In stock',
        quantity: 'Quantity',
        price: 'Price',
        releasedOn: 'Released on',
        availableFrom: 'Available from',
        ownerId: 'Owner',
        roleIds: 'Roles',
        makers: 'Makers',
        features: 'Features',
        specs: 'Specifications',
        createdAt: 'Created',
      },
      values: { colour: { red: 'Crimson red', green: 'Leaf green' }, features: { wifi: 'Wi-Fi', bluetooth: 'Bluetooth', usb: 'USB' } },
      items: { specs: { value: 'Reading', label: 'Measures' } },
      filters: { colour: 'Colour filter', inStock: 'Stock filter', features: 'Feature filter' },
      validation: {
        title: 'Between {{min}} and {{max}} characters',
        quantity: 'From {{min}} to {{max}}',
        price: 'From {{min}} to {{max}}',
        features: 'At most {{max}} features',
        specs: 'At most {{max}} specifications',
        specValue: 'A reading of {{min}} to {{max}} characters',
        specLabel: 'A measure of {{min}} to {{max}} characters',
      },
    },
  },
};

const gadgets = resourcePropsOf(declarationOf(gadgetsDefinition, defaultRegistration(gadgetsDefinition), defaultPresentation(gadgetsDefinition)));

/** The registry's users and roles (their record names), loaded as the app loads them. */
const targets = registry.filter((entry) => entry.name === 'users' || entry.name === 'roles');

const USERS: Row[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada' },
  { id: 2, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', userName: 'alan' },
];
const ROLES: Row[] = [
  { id: 5, name: 'Editor' },
  { id: 6, name: 'Viewer' },
];
const CREATE = ['title', 'code', 'tagline', 'blurb', 'summary', 'body', 'contact', 'colour', 'inStock', 'quantity', 'price', 'releasedOn', 'availableFrom', 'ownerId', 'roleIds', 'features', 'specs'];

function gadgetRows(): Row[] {
  return [
    {
      id: 1,
      title: 'Anvil',
      code: 'AN-1',
      tagline: { en: 'Strikes true', sr: 'Pogađa tačno' },
      blurb: { en: 'An *iron* classic.', sr: 'Gvozdeni klasik.' },
      summary: 'Heavy\nand iron',
      body: 'A **sturdy** anvil.\n\n- forged\n- tested',
      contact: 'sales@example.com',
      colour: 'red',
      inStock: true,
      quantity: 3,
      price: 99.5,
      releasedOn: '2026-05-17',
      availableFrom: '2026-05-18T08:00:00.000Z',
      ownerId: 1,
      roleIds: [5],
      makers: [{ id: 9, name: 'Forge Works' }],
      features: ['wifi', 'usb'],
      specs: [{ value: '5 V', label: { en: 'Voltage', sr: 'Napon' } }],
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
    },
    { id: 2, title: 'Bucket', code: null, tagline: null, blurb: null, summary: null, body: 'Holds water.', contact: null, colour: 'green', inStock: false, quantity: null, price: null, releasedOn: null, availableFrom: null, ownerId: null, roleIds: [], makers: [], features: ['bluetooth'], specs: [], createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z' },
  ];
}

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeAll(preloadDatePickers);
beforeEach(() => {
  api = fakeApi([
    { name: 'gadgets', rows: gadgetRows(), create: CREATE, update: CREATE, hardDelete: true, search: ['title'], filters: ['colour', 'inStock', 'features'] },
    { name: 'users', rows: USERS.map((row) => ({ ...row })), create: [], update: [], search: ['firstName', 'lastName', 'email'] },
    { name: 'roles', rows: ROLES.map((row) => ({ ...row })), create: [], update: [], search: ['name'] },
  ]);
  server.use(...api.handlers);
});
afterEach(cleanup);

/**
 * The admin with the fixture, in English with its labels added (or in `locale`, its texts falling
 * back to English), over the real dataProvider (requests to the fake API).
 */
function renderGadgetsAt(path: string, { locale }: { locale?: string } = {}) {
  const i18n = englishI18n();
  i18n.addResourceBundle('en', 'admin', GADGET_LABELS, true, false);
  renderAdminAt(path, {
    i18n,
    ...(locale ? { locale } : {}),
    authProvider: allowAll,
    dataProvider: createDataProvider({ capabilities: { gadgets: gadgets.declaration.capabilities ?? {} } }),
    resources: [gadgets, ...targets],
  });
}

/** userEvent without its pointer-events check (see generatedScreens.test.tsx: jsdom's computed styles are slow). */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The JSON body of the last `METHOD /path` call. */
function lastBody(prefix: string): Record<string, unknown> {
  const call = api.calls.filter((candidate) => candidate.startsWith(prefix)).at(-1);
  if (!call) throw new Error(`no ${prefix} call`);
  return JSON.parse(call.slice(call.indexOf(' {') + 1)) as Record<string, unknown>;
}

describe('a resource from its definition alone: the presentation', () => {
  it('registers list, details, create and edit, records named by their name, title or id', () => {
    expect(defaultRegistration(gadgetsDefinition)).toEqual({ screens: { list: true, show: true, create: true, edit: true }, recordRepresentation: 'title' });
    // A localized title names a record by its English text.
    const represent = defaultRegistration(jobOpeningsDefinition).recordRepresentation as (record: object) => string;
    expect(represent({ id: 3, title: { en: 'Data engineer', sr: 'Inženjer podataka' } })).toBe('Data engineer');
    expect(defaultRegistration(featuresDefinition).recordRepresentation).toBe('name');
    expect(defaultRegistration(activityDefinition).recordRepresentation).toBe('id');
    // No create screen when the API has none (contact messages come from the public form).
    expect(defaultRegistration(contactMessagesDefinition).screens).toEqual({ list: true, show: true, create: false, edit: true });
  });

  it('types every kind, lists the short ones, and filters and facets by enum, boolean and range', () => {
    const declaration = gadgets.declaration;
    const typeOf = Object.fromEntries(declaration.fields.map((field) => [field.source, field.type]));
    expect(typeOf).toMatchObject({
      title: 'text',
      code: 'text',
      summary: 'textarea',
      body: 'markdown',
      contact: 'email',
      colour: 'select',
      inStock: 'boolean',
      quantity: 'number',
      price: 'number',
      releasedOn: 'date',
      availableFrom: 'datetime',
      ownerId: 'reference',
      roleIds: 'reference-array',
      makers: 'named-list',
      features: 'select-array',
      specs: 'array',
    });
    // An `enums` field: its values in the definition's order, by their translation keys.
    expect(declaration.fields.find((field) => field.source === 'features')?.choices).toEqual([
      { id: 'wifi', label: 'resources.gadgets.values.features.wifi' },
      { id: 'bluetooth', label: 'resources.gadgets.values.features.bluetooth' },
      { id: 'usb', label: 'resources.gadgets.values.features.usb' },
    ]);
    // An `array` field: its items' fields, typed and labelled `resources.<name>.items.<field>.<item>`, English required.
    const specs = declaration.fields.find((field) => field.source === 'specs');
    expect(specs?.itemFields?.map(({ source, type, label, validation }) => ({ source, type, label, validation }))).toEqual([
      { source: 'value', type: 'text', label: 'resources.gadgets.items.specs.value', validation: { required: true } },
      { source: 'label', type: 'text', label: 'resources.gadgets.items.specs.label', validation: { required: true } },
    ]);
    expect(specs?.itemFields?.[1].definition?.localized).toBe(true);
    expect(declaration.fields.filter((field) => field.list).map((field) => field.source)).toEqual(['title', 'code', 'tagline', 'contact', 'colour', 'inStock']);
    // A user has no `name`: picked and shown by the users' record name, ordered by their first sort field.
    expect(declaration.fields.find((field) => field.source === 'ownerId')).toMatchObject({ reference: 'users', referenceSort: { field: 'lastName', order: 'ASC' } });
    expect(declaration.fields.find((field) => field.source === 'ownerId')?.optionText).toBeUndefined();
    expect(declaration.fields.find((field) => field.source === 'roleIds')).toMatchObject({ reference: 'roles', optionText: 'name', autocomplete: true });
    expect(declaration.filters).toEqual([
      { source: 'colour', type: 'select', alwaysOn: true, choices: [{ id: 'red', label: 'resources.gadgets.values.colour.red' }, { id: 'green', label: 'resources.gadgets.values.colour.green' }] },
      { source: 'inStock', type: 'boolean', alwaysOn: true },
      // An `enums` filter: one value, the records holding it.
      {
        source: 'features',
        type: 'select',
        alwaysOn: true,
        choices: [
          { id: 'wifi', label: 'resources.gadgets.values.features.wifi' },
          { id: 'bluetooth', label: 'resources.gadgets.values.features.bluetooth' },
          { id: 'usb', label: 'resources.gadgets.values.features.usb' },
        ],
      },
    ]);
    expect(declaration.facets).toEqual([{ source: 'colour' }, { source: 'inStock' }]);
    const inbox = defaultPresentation(contactMessagesDefinition);
    expect(inbox.filters).toContainEqual({ source: 'assigneeId', type: 'reference', reference: 'users', sort: { field: 'lastName', order: 'ASC' } });
    expect(inbox.facets).toContainEqual({ source: 'createdAtFrom', to: 'createdAtTo', label: 'resources.contact-messages.fields.createdAt' });
  });
});

describe('a resource from its definition alone: the screens', { timeout: 120_000 }, () => {
  it('creates a record with every input kind: enum by its label, references by typing, Markdown with its preview', async () => {
    renderGadgetsAt('/admin/gadgets/add');
    const user = setupUser();
    // Typed whole (user-event's key by key is slow under jsdom; the autocompletes below are typed).
    const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText(/^Title/);
    type(/^Title/, 'Drill');
    type(/^Code/, 'DR-7');
    type(/^Summary/, 'Cordless');
    type(/^Body/, 'Drills **fast**');
    // A required localized field: English required (its label's asterisk), the other languages not.
    const label = (source: string) => document.querySelector(`label[for="${document.querySelector(`[name="${source}"]`)!.id}"]`)!.textContent;
    expect(label('blurb.en')).toMatch(/^Blurb\s*\*$/);
    expect(label('blurb.sr')).toBe('Blurb');
    fireEvent.change(document.querySelector('textarea[name="blurb.en"]')!, { target: { value: 'Cordless and *quick*.' } });
    const preview = await screen.findByTestId('markdown-preview-body');
    expect(within(preview).getByText('Preview')).toBeInTheDocument();
    await waitFor(() => expect(within(preview).getByText('fast').tagName).toBe('STRONG'));
    type(/^Contact/, 'tools@example.com');
    // The enum's values by their translated labels.
    await user.click(screen.getByRole('combobox', { name: /^Colour/ }));
    await user.click(await screen.findByRole('option', { name: 'Leaf green' }));
    await user.click(screen.getByLabelText('In stock'));
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '12.5' } });
    enterDate(await datePickerInput('releasedOn'), '06/30/2026');
    enterDate(await datePickerInput('availableFrom'), dayjs('2026-07-01T09:30').format(pickerDateTimeFormat('en')));
    // One reference and several, each found by typing (the server's search).
    await user.type(screen.getByRole('combobox', { name: /^Owner/ }), 'Turi');
    // The typed text goes to the server's search (after the picker's pause), before a choice.
    await waitFor(() => expect(api.calls.some((call) => call.startsWith('GET /users/paged') && call.includes('search_term=Turi'))).toBe(true), { timeout: 5000 });
    await user.click(await screen.findByRole('option', { name: 'Alan Turing' }));
    await user.type(screen.getByRole('combobox', { name: /^Roles/ }), 'Edit');
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    // Several values of an `enums` field by their labels, chosen against the definition's order.
    const featuresInput = document.querySelector('.ra-input-features') as HTMLElement;
    await user.click(within(featuresInput).getByRole('combobox', { name: /^Features/ }));
    const featureList = await screen.findByRole('listbox');
    await user.click(within(featureList).getByRole('option', { name: 'USB' }));
    await user.click(within(featureList).getByRole('option', { name: 'Wi-Fi' }));
    expect(within(featureList).getByRole('option', { name: 'USB' })).toHaveAttribute('aria-selected', 'true');
    expect(within(featureList).getByRole('option', { name: 'Bluetooth' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // An item of an `array` field: the iterator's add button, one input per item field named
    // `specs.<index>.<item>`, labelled by the item labels, the localized one in language tabs.
    const specsInput = document.querySelector('.ra-input-specs') as HTMLElement;
    expect(within(specsInput).getByText('Specifications')).toBeInTheDocument();
    expect(document.querySelector('[name^="specs."]')).toBeNull();
    await user.click(within(specsInput).getByRole('button', { name: 'Add' }));
    const specValue = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="specs.0.value"]');
      if (!input) throw new Error('no item row yet');
      return input;
    });
    expect(label('specs.0.value')).toMatch(/^Reading\s*\*$/);
    expect(label('specs.0.label.en')).toMatch(/^Measures\s*\*$/);
    expect(label('specs.0.label.sr')).toBe('Measures');
    fireEvent.change(specValue, { target: { value: '12 V' } });
    fireEvent.change(document.querySelector('input[name="specs.0.label.en"]')!, { target: { value: 'Voltage' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/gadgets/3'));
    expect(lastBody('POST /gadgets')).toEqual({
      title: 'Drill',
      blurb: { en: 'Cordless and *quick*.' },
      code: 'DR-7',
      summary: 'Cordless',
      body: 'Drills **fast**',
      contact: 'tools@example.com',
      colour: 'green',
      inStock: true,
      quantity: 4,
      price: 12.5,
      releasedOn: '2026-06-30',
      availableFrom: new Date('2026-07-01T09:30').toISOString(),
      ownerId: 2,
      roleIds: [5],
      // In the definition's order (the input's `parse`), not the order they were chosen in.
      features: ['wifi', 'usb'],
      // The item's fields, its localized one with the languages written (the empty ones left out).
      specs: [{ value: '12 V', label: { en: 'Voltage' } }],
    });
  });

  it('checks the definition’s rules on the form with its messages', async () => {
    renderGadgetsAt('/admin/gadgets/add');
    const user = setupUser();
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'D' } });
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '70' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 2 and 80 characters')).toBeInTheDocument();
    expect(screen.getByText('From 1 to 50')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('POST /gadgets'))).toBe(false);
  });

  it('holds an array field to its number of items with its message, and saves once it is met', async () => {
    renderGadgetsAt('/admin/gadgets/add');
    const user = setupUser();
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Drill' } });
    fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: 'Drills.' } });
    fireEvent.change(document.querySelector('textarea[name="blurb.en"]')!, { target: { value: 'Cordless.' } });
    await user.click(screen.getByRole('combobox', { name: /^Colour/ }));
    await user.click(await screen.findByRole('option', { name: 'Crimson red' }));
    const specsInput = document.querySelector('.ra-input-specs') as HTMLElement;
    const rows = () => within(specsInput).queryAllByRole('listitem').filter((item) => item.className.includes('RaSimpleFormIterator-line'));
    // Three items where the definition allows two (`rules.maxItems`), each valid on its own.
    for (const [index, [value, measure]] of [['5 V', 'Voltage'], ['2 A', 'Current'], ['10 W', 'Power']].entries()) {
      await user.click(within(specsInput).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(rows()).toHaveLength(index + 1));
      fireEvent.change(document.querySelector(`input[name="specs.${index}.value"]`)!, { target: { value } });
      fireEvent.change(document.querySelector(`input[name="specs.${index}.label.en"]`)!, { target: { value: measure } });
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(specsInput).findByText('At most 2 specifications')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('POST /gadgets'))).toBe(false);
    // One removed, the rule is met and the two left are written.
    await user.click(within(rows()[2]).getByLabelText('Remove'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/gadgets/3'));
    expect(lastBody('POST /gadgets').specs).toEqual([
      { value: '5 V', label: { en: 'Voltage' } },
      { value: '2 A', label: { en: 'Current' } },
    ]);
  });

  it('lists enum values by their labels, and filters by one from the filter and the facet', async () => {
    renderGadgetsAt('/admin/gadgets');
    const user = setupUser();
    const row = (await screen.findByText('Anvil')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Crimson red')).toBeInTheDocument();
    expect(within((screen.getByText('Bucket').closest('tr') as HTMLElement)).getByText('Leaf green')).toBeInTheDocument();
    // The facet offers the same labels.
    const facet = screen.getByTestId('facet-colour');
    expect(within(facet).getByText('Crimson red')).toBeInTheDocument();
    await user.click(within(facet).getByText('Leaf green'));
    await waitFor(() => expect(screen.queryByText('Anvil')).not.toBeInTheDocument());
    expect(screen.getByText('Bucket')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('GET /gadgets/paged') && call.includes('colour=green'))).toBe(true);
    // The filter form's select, by label.
    await user.click(within(facet).getByText('Leaf green'));
    await screen.findByText('Anvil');
    await user.click(screen.getByRole('combobox', { name: 'Colour filter' }));
    await user.click(await screen.findByRole('option', { name: 'Crimson red' }));
    await waitFor(() => expect(screen.queryByText('Bucket')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.startsWith('GET /gadgets/paged')).at(-1)).toContain('colour=red');
  });

  it('filters by one value of an enums field, offered by its label, sent as the field’s filter', async () => {
    renderGadgetsAt('/admin/gadgets');
    const user = setupUser();
    await screen.findByText('Anvil');
    await user.click(screen.getByRole('combobox', { name: 'Feature filter' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Wi-Fi', 'Bluetooth', 'USB']);
    await user.click(within(listbox).getByRole('option', { name: 'Bluetooth' }));
    // The fake API compares a filter with the row's value as text: Bucket holds Bluetooth alone.
    await waitFor(() => expect(screen.queryByText('Anvil')).not.toBeInTheDocument());
    expect(screen.getByText('Bucket')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /gadgets/paged')).at(-1)).toMatch(/[?&]features=bluetooth(&|$)/);
  });

  it('shows a record: Markdown rendered, enum translated, references by their names, dates in the interface language', async () => {
    renderGadgetsAt('/admin/gadgets/1');
    const sturdy = await screen.findByText('sturdy');
    expect(sturdy.tagName).toBe('STRONG');
    expect(screen.getByText('forged').tagName).toBe('LI');
    expect(screen.getByText('Crimson red')).toBeInTheDocument();
    // A localized text in the interface language.
    expect(screen.getByText('Strikes true')).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(await screen.findByText('Editor')).toBeInTheDocument();
    expect(screen.getByText('Forge Works')).toBeInTheDocument();
    expect(screen.getByText('5/17/2026')).toBeInTheDocument();
    // The multiline text keeps its line break.
    expect(screen.getByText(/Heavy\s+and iron/)).toHaveStyle({ whiteSpace: 'pre-line' });
    // An `enums` field: a chip per value, by its translated label.
    const features = document.querySelector('.ra-field-features') as HTMLElement;
    expect(within(features).getByText('Features')).toBeInTheDocument();
    expect([...features.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual(['Wi-Fi', 'USB']);
    // An `array` field: a table of its items, headed by the item labels, a localized value in the interface language.
    const specs = document.querySelector('.ra-field-specs') as HTMLElement;
    expect(within(specs).getByText('Specifications')).toBeInTheDocument();
    expect(within(specs).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reading', 'Measures']);
    const [, item] = within(specs).getAllByRole('row');
    expect(within(item).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5 V', 'Voltage']);
    expect(within(specs).queryByText('Napon')).not.toBeInTheDocument();
  });

  it('shows an array item’s localized value in the interface language (Serbian)', async () => {
    renderGadgetsAt('/admin/gadgets/1', { locale: 'sr' });
    await screen.findByText('sturdy');
    const specs = document.querySelector('.ra-field-specs') as HTMLElement;
    const [, item] = within(specs).getAllByRole('row');
    expect(within(item).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5 V', 'Napon']);
    expect(within(specs).queryByText('Voltage')).not.toBeInTheDocument();
  });

  it('renders no script or foreign link a Markdown field holds', async () => {
    api.rows('gadgets')[1].body = '<img src=x onerror="alert(1)"> [run](javascript:alert(1)) [site](https://example.com)';
    renderGadgetsAt('/admin/gadgets/2');
    const link = await screen.findByText('site');
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByText('run')).not.toHaveAttribute('href');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('edits a record and sends the changes with the version it read', async () => {
    renderGadgetsAt('/admin/gadgets/1/edit');
    const user = setupUser();
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Anvil'));
    expect(screen.getByRole('combobox', { name: /^Colour/ })).toHaveTextContent('Crimson red');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveValue('Ada Lovelace'));
    // The `enums` and `array` fields hold the record's values.
    expect(within(document.querySelector('.ra-input-features') as HTMLElement).getByRole('combobox', { name: /^Features/ })).toHaveTextContent(/Wi-Fi\s*USB/);
    expect(document.querySelector('input[name="specs.0.value"]')).toHaveValue('5 V');
    expect(document.querySelector('input[name="specs.0.label.en"]')).toHaveValue('Voltage');
    fireEvent.change(title, { target: { value: 'Heavy anvil' } });
    await user.click(screen.getByRole('combobox', { name: /^Colour/ }));
    await user.click(await screen.findByRole('option', { name: 'Leaf green' }));
    const body = screen.getByLabelText(/^Body/);
    fireEvent.change(body, { target: { value: '# Heading' } });
    await waitFor(() => expect(within(screen.getByTestId('markdown-preview-body')).getByText('Heading').tagName).toBe('H1'));
    // A localized text in its language's tab: the Serbian tagline changed, the Italian one written, the English kept.
    await user.click(screen.getAllByRole('tab', { name: 'Srpski' })[0]);
    fireEvent.change(document.querySelector('input[name="tagline.sr"]')!, { target: { value: 'Uvek pogađa' } });
    await user.click(screen.getAllByRole('tab', { name: 'Italiano' })[0]);
    fireEvent.change(document.querySelector('input[name="tagline.it"]')!, { target: { value: 'Colpisce giusto' } });
    // A localized Markdown's preview shows its language's text.
    await user.click(screen.getAllByRole('tab', { name: 'Srpski' })[1]);
    fireEvent.change(document.querySelector('textarea[name="blurb.sr"]')!, { target: { value: '**Gvozdeni** klasik.' } });
    await waitFor(() => expect(within(screen.getAllByTestId('markdown-preview-blurb')[1]).getByText('Gvozdeni').tagName).toBe('STRONG'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/gadgets/1'));
    expect(lastBody('PUT /gadgets/1')).toMatchObject({
      title: 'Heavy anvil',
      tagline: { en: 'Strikes true', sr: 'Uvek pogađa', it: 'Colpisce giusto' },
      blurb: { en: 'An *iron* classic.', sr: '**Gvozdeni** klasik.' },
      colour: 'green',
      body: '# Heading',
      ownerId: 1,
      roleIds: [5],
      features: ['wifi', 'usb'],
      specs: [{ value: '5 V', label: { en: 'Voltage', sr: 'Napon' } }],
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(api.rows('gadgets')[0]).toMatchObject({ title: 'Heavy anvil', colour: 'green' });
  });

  it('deletes a record from its details page after a confirmation', async () => {
    renderGadgetsAt('/admin/gadgets/2');
    const user = setupUser();
    await screen.findByText('Holds water.');
    await user.click(await screen.findByText('Delete', { selector: 'button' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/admin/gadgets'));
    expect(api.calls).toContain('DELETE /gadgets/2');
    expect(api.rows('gadgets').map((row) => row.id)).toEqual([1]);
  });
});
