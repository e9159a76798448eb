/**
 * Details pages in sections (src/admin/crud/DetailsSections.tsx): which fields each card holds,
 * the resources' declared sections naming only their shown fields, and the cards on the page.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourcePropsOf, detailsSections, RECORD_SECTION, sectionMistakes, type ResourceDeclaration } from '../../../src/admin/crud';
import { crawledOrganisationDeclaration } from '../../../src/resources/crawl-organisations/declaration';
import { emailDeclaration } from '../../../src/resources/emails/declaration';
import { organisationDeclaration } from '../../../src/resources/organisations/declaration';
import { userDeclaration } from '../../../src/resources/users/declaration';
import { renderAdminAt } from './adminAt';
import { allowAll } from './testKit';

const things: ResourceDeclaration = {
  name: 'things',
  screens: { list: true, show: true },
  recordRepresentation: 'name',
  sections: [{ key: 'main', label: 'Main section', fields: ['code', 'name'] }, RECORD_SECTION],
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', label: 'Thing name', list: true, show: true },
    { source: 'code', type: 'text', label: 'Code', show: true },
    { source: 'note', type: 'text', label: 'Note', show: true },
    { source: 'secret', type: 'text', label: 'Secret', list: true },
    { source: 'createdAt', type: 'datetime', label: 'Created', show: true },
  ],
};

describe('details sections', () => {
  it('groups the shown fields in the declared order, the rest in a last card', () => {
    expect(detailsSections(things).map(({ key, label, fields }) => [key, label, fields.map((field) => field.source)])).toEqual([
      ['main', 'Main section', ['code', 'name']],
      ['record', 'crud.sections.record', ['id', 'createdAt']],
      ['other', 'crud.sections.other', ['note']],
    ]);
    expect(detailsSections({ ...things, sections: undefined })).toEqual([]);
  });

  it('finds sections naming a hidden or unknown field, or one field twice', () => {
    expect(sectionMistakes({ ...things, sections: [{ key: 'a', fields: ['secret', 'name'] }, { key: 'b', fields: ['name', 'nothing'] }] })).toEqual([
      'things: section a names secret, which is no shown field',
      'things: name is in two sections',
      'things: section b names nothing, which is no shown field',
    ]);
  });

  it.each([userDeclaration, organisationDeclaration, crawledOrganisationDeclaration, emailDeclaration])(
    '$name: sections name only its shown fields, each once, and place every one',
    (declaration) => {
      const anyDeclaration = declaration as unknown as ResourceDeclaration;
      expect(sectionMistakes(anyDeclaration)).toEqual([]);
      expect(detailsSections(anyDeclaration).map((section) => section.key)).not.toContain('other');
    },
  );

  it('shows each section as a card with a heading and its fields', async () => {
    renderAdminAt('/admin/things/1', {
      authProvider: allowAll,
      dataProvider: {
        getOne: async () => ({ data: { id: 1, name: 'Anvil', code: 'A-1', note: 'heavy', createdAt: '2026-01-02T03:04:05.000Z' } }),
        getList: async () => ({ data: [], total: 0 }),
      } as never,
      resources: [resourcePropsOf(things)],
    });
    const main = await screen.findByRole('region', { name: 'Main section' });
    expect(within(main).getByText('Code')).toBeInTheDocument();
    expect(within(main).getByText('A-1')).toBeInTheDocument();
    expect(within(main).queryByText('heavy')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Record' })).getByText('Created')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'More details' })).getByText('heavy')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });
});
