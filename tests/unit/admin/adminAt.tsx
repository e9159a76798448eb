/**
 * The whole admin for screen tests: the resources as AdminApp registers them, with the real
 * data, auth and i18n providers (requests go to msw), at a path, and the path it then shows.
 */
import { render, screen } from '@testing-library/react';
import { Admin, Resource, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAuthProvider } from '../../../src/admin/authProvider';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { writeItem } from '../../../src/auth/storage';
import { permissionPrefixes, resources } from '../../../src/resources';
import { englishI18n } from './testKit';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The path the admin rendered by {@link renderAdminAt} is showing. */
export const location = () => screen.getByTestId('location').textContent;

/**
 * The admin's resources as AdminApp registers them, with the real data, auth and i18n providers,
 * at `path`, for a signed-in user holding `permissions`.
 */
export function renderAdminAt(path: string, permissions: string[]) {
  writeItem('user', { id: 1, full_name: 'Root', user_name: 'root', email: 'root@example.com', roles: [], organisations: [], permissions, requestPasswordChange: false });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              disableTelemetry
              dataProvider={createDataProvider()}
              authProvider={createAuthProvider({ permissionPrefixes })}
              i18nProvider={createI18nProvider(englishI18n())}
              store={memoryStore()}
            >
              {resources.map(({ permission: _permission, declaration: _declaration, ...props }) => (
                <Resource key={props.name} {...props} />
              ))}
            </Admin>
          }
        />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
