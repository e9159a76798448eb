/**
 * The one success toast of record writes (src/admin/crud/successToast.ts): "<resource> <name>
 * created/updated/deleted/restored" in the interface language, type success, the resource's own
 * words where it has them (the users' R8.2 texts).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { AdminContext, Notification, memoryStore, Resource, testDataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import srAdmin from '../../../locales/sr/admin.json';
import { recordName, recordSuccessMessage, useRecordSuccessToast, type RecordWrite } from '../../../src/admin/crud/successToast';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { signedInScreens } from './testKit';

signedInScreens();
afterEach(cleanup);

function i18nIn(lng: 'en' | 'sr') {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: enAdmin }, sr: { admin: srAdmin } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** A button that reports `write` of `record` on `resource`. */
function Report({ resource, write, record }: { resource: string; write: RecordWrite; record: RaRecord }) {
  const toast = useRecordSuccessToast(resource);
  return <button onClick={() => toast(write, record)}>report</button>;
}

async function reported(lng: 'en' | 'sr', resource: string, write: RecordWrite, record: RaRecord) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider(i18nIn(lng))} store={memoryStore()}>
        <Resource name={resource} recordRepresentation={resource === 'users' ? (user: RaRecord) => `${user.firstName} ${user.lastName}` : 'name'} />
        <Report resource={resource} write={write} record={record} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'report' }));
}

describe('record success toast', () => {
  it('says the resource, the record and what happened, as a success', async () => {
    await reported('en', 'roles', 'created', { id: 7, name: 'Support' });
    const toast = await screen.findByText('Role Support created');
    expect(toast.closest('.RaNotification-success')).not.toBeNull();
  });

  it('in the interface language', async () => {
    await reported('sr', 'roles', 'deleted', { id: 7, name: 'Support' });
    expect(await screen.findByText('Uloga Support: brisanje je uspelo')).toBeInTheDocument();
  });

  it("takes the resource's own words when it has them (users, R8.2)", async () => {
    await reported('en', 'users', 'updated', { id: 3, firstName: 'Ana', lastName: 'Kovač' });
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
  });

  it('restored, by the record representation', async () => {
    await reported('en', 'organisations', 'restored', { id: 9, name: 'Dunav Soft' });
    expect(await screen.findByText(`${enAdmin.resources.organisations.name_one} Dunav Soft restored`)).toBeInTheDocument();
  });
});

describe('recordSuccessMessage and recordName', () => {
  it("gives the resource's key with the shared sentence as its default", () => {
    const translate = (key: string, values?: Record<string, unknown>) => `${key}|${JSON.stringify(values)}`;
    expect(recordSuccessMessage(translate, 'roles', 'updated', { label: 'Role', name: 'Support' })).toEqual({
      message: 'resources.roles.notifications.updated',
      messageArgs: {
        resource: 'Role',
        name: 'Support',
        _: 'crud.notifications.updated|{"resource":"Role","name":"Support"}',
      },
    });
  });

  it('names a record without a text representation by its id', () => {
    expect(recordName('Support', { id: 1 })).toBe('Support');
    expect(recordName(undefined, { id: 12 })).toBe('#12');
    expect(recordName({ type: 'span' }, { id: 12 })).toBe('#12');
  });
});
