/**
 * A field cleared on a declared (generated) form reaches the API as null, or an empty list, so
 * the API clears it; only fields the form never had are left out. The API keeps an absent field,
 * so leaving a cleared one out kept the old value while the screen said the save worked.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resourcePropsOf, toWritePayload, type ResourceDeclaration } from '../../../src/admin/crud';
import { renderAdminAt } from './adminAt';
import { allowAll } from './testKit';
import { datePickerInput, enterDate, preloadDatePickers } from '../support/datePicker';

const people: ResourceDeclaration = {
  name: 'people',
  screens: { list: true, edit: true },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text', label: 'Name', list: true, form: true },
    { source: 'bornOn', type: 'date', label: 'Born on', form: true },
    { source: 'nickname', type: 'text', label: 'Nickname', form: true },
    { source: 'height', type: 'number', label: 'Height', form: true },
    { source: 'kind', type: 'select', label: 'Kind', form: true, choices: [{ id: 'a', label: 'A' }] },
    { source: 'tagIds', type: 'reference-array', reference: 'tags', label: 'Tags', form: true, writeAs: 'tagIds' },
  ],
};

beforeAll(preloadDatePickers);
beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);

describe('toWritePayload', () => {
  it('sends a cleared value as null (a cleared list as []), whether the input left it empty, null or undefined', () => {
    const values = { id: 3, name: 'Ana', bornOn: undefined, nickname: '', height: null, kind: undefined, tagIds: undefined };
    expect(toWritePayload(people, values, 'edit')).toEqual({ name: 'Ana', bornOn: null, nickname: null, height: null, kind: null, tagIds: [] });
  });

  it('leaves out only the fields the form never had', () => {
    expect(toWritePayload(people, { name: 'Ana' }, 'edit')).toEqual({ name: 'Ana' });
  });
});

describe('a generated edit screen', () => {
  it('PUTs null for a date the user cleared', async () => {
    const updates: Record<string, unknown>[] = [];
    const record: RaRecord = { id: 3, name: 'Ana', bornOn: '1990-05-17', nickname: 'Annie', height: 170, kind: 'a', tagIds: [] };
    const dataProvider = {
      getList: async () => ({ data: [record], total: 1 }),
      getOne: async () => ({ data: record }),
      getMany: async () => ({ data: [] }),
      getManyReference: async () => ({ data: [], total: 0 }),
      update: async (_resource: string, { data }: { data: Record<string, unknown> }) => {
        updates.push(data);
        return { data: { ...record, ...data } };
      },
    } as unknown as DataProvider;
    renderAdminAt('/admin/people/3/edit', { dataProvider, authProvider: allowAll, resources: [resourcePropsOf(people)] });
    const user = userEvent.setup();
    const bornOn = await datePickerInput('bornOn');
    await waitFor(() => expect(bornOn).toHaveValue('05/17/1990'));
    enterDate(bornOn, '');
    await user.clear(screen.getByLabelText('Nickname'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ name: 'Ana', bornOn: null, nickname: null });
  }, 20_000);
});

describe('toWritePayload on create', () => {
  it('leaves untouched fields out, so the API applies its defaults', () => {
    expect(toWritePayload(people, { name: 'Ana', bornOn: undefined, tagIds: undefined }, 'create')).toEqual({ name: 'Ana' });
  });
});
