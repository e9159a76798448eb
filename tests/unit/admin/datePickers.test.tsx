/**
 * The back office's date inputs follow the interface language, not the browser's
 * (docs/decisions.md#date-inputs): the typed format per language (Serbian dd.mm.yyyy), the
 * picker's own texts from the locales, and the value written in the API's format.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import srAdmin from '../../../locales/sr/admin.json';
import ruAdmin from '../../../locales/ru/admin.json';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { LocalizedDateInput } from '../../../src/admin/crud/dateInputs';
import { preloadDatePickers } from '../support/datePicker';
import { localDateTimeToIso, pickerDateFormat, pickerDateTimeFormat, toDay, toLocalDateTime } from '../../../src/admin/crud/dateFormats';

beforeAll(preloadDatePickers);
afterEach(cleanup);

const ADMIN = { en: enAdmin, sr: srAdmin, ru: ruAdmin } as const;

function i18nIn(lng: keyof typeof ADMIN) {
  const instance = createInstance();
  void instance.init({ lng, fallbackLng: 'en', ns: ['admin'], defaultNS: 'admin', resources: { en: { admin: enAdmin }, [lng]: { admin: ADMIN[lng] } }, interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}

/** A react-admin form in `lng` with one date input, reporting what it submits. */
function renderForm(lng: keyof typeof ADMIN, record: Record<string, unknown>, onSubmit = vi.fn(), kind: 'date' | 'datetime' = 'date') {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(i18nIn(lng))} store={memoryStore()}>
        <Form record={record} onSubmit={onSubmit}>
          <LocalizedDateInput source="validUntil" label="resources.organisation-modules.fields.validUntil" kind={kind} />
          <button type="submit">submit</button>
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return onSubmit;
}

/** The field's value as the picker shows it (its hidden input holds the formatted text). */
async function shownValue(): Promise<string> {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[name=validUntil]');
    if (!found) throw new Error('the picker has not loaded');
    return found;
  });
  return input.value;
}

describe('the date format of each interface language', () => {
  it('is the language’s numeric date with two-digit day and month', () => {
    expect(pickerDateFormat('sr-Latn')).toBe('DD.MM.YYYY');
    expect(pickerDateFormat('en')).toBe('MM/DD/YYYY');
    expect(pickerDateFormat('it')).toBe('DD/MM/YYYY');
    expect(pickerDateFormat('es')).toBe('DD/MM/YYYY');
    expect(pickerDateFormat('ru')).toBe('DD.MM.YYYY');
    expect(pickerDateFormat('nl')).toBe('DD-MM-YYYY');
    expect(pickerDateFormat('zh')).toBe('YYYY/MM/DD');
  });

  it('adds the time in the language’s clock (12 hours in English, 24 elsewhere)', () => {
    expect(pickerDateTimeFormat('en')).toBe('MM/DD/YYYY hh:mm A');
    expect(pickerDateTimeFormat('sr-Latn')).toBe('DD.MM.YYYY HH:mm');
  });

  it('keeps the API’s values: a day as yyyy-mm-dd, a date-time as the local wall clock and back as ISO', () => {
    expect(toDay('2026-12-31')).toBe('2026-12-31');
    expect(toDay(null)).toBe('');
    const local = toLocalDateTime(new Date(2030, 4, 1, 9, 30).toISOString());
    expect(local).toBe('2030-05-01T09:30');
    expect(localDateTimeToIso(local)).toBe(new Date(2030, 4, 1, 9, 30).toISOString());
    expect(localDateTimeToIso('')).toBeNull();
  });
});

describe('LocalizedDateInput', () => {
  it('shows a Serbian date as dd.mm.yyyy', async () => {
    renderForm('sr', { validUntil: '1990-05-17' });
    expect(await shownValue()).toBe('17.05.1990');
  });

  it('shows an English date as mm/dd/yyyy', async () => {
    renderForm('en', { validUntil: '1990-05-17' });
    expect(await shownValue()).toBe('05/17/1990');
  });

  it('shows a date and time in Russian as dd.mm.yyyy HH:mm of the user’s clock', async () => {
    renderForm('ru', { validUntil: new Date(2030, 4, 1, 9, 30).toISOString() }, vi.fn(), 'datetime');
    expect(await shownValue()).toBe('01.05.2030 09:30');
  });

  it('picks a day in the Serbian calendar (its own texts) and writes it as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('sr', { validUntil: '2026-12-31' });
    await shownValue();
    await user.click(await screen.findByRole('button', { name: /^Izaberite datum, izabran je 31\. dec/i }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: 'Prethodni mesec' })).toBeInTheDocument();
    expect(within(calendar).getByText(/decembar 2026/i)).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: '15' }));
    await waitFor(async () => expect(await shownValue()).toBe('15.12.2026'));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ validUntil: '2026-12-15' });
  });

  it('writes a cleared date as an empty value', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('en', { validUntil: '2026-12-31' });
    await shownValue();
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await shownValue()).toBe(''));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].validUntil).toBe('');
  });
});
