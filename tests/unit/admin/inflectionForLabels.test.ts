import * as inflection from 'inflection';
import { describe, expect, it } from 'vitest';
import * as substitute from '../../../src/admin/build/inflectionForLabels';
import { RESOURCE_DEFINITIONS } from '../../../src/shared/resources';
import { adminNameOf } from '../../../src/shared/resource';

/** Every name react-admin derives a default label from: resource names (admin and API) and field names. */
const names = [
  ...new Set(
    RESOURCE_DEFINITIONS.flatMap((definition) => [
      definition.name,
      adminNameOf(definition),
      ...Object.keys(definition.fields),
      ...(definition.filters ?? []),
      ...(definition.sort ?? []),
    ]),
  ),
];

describe('the admin build substitute of inflection for ra-core label defaults', () => {
  it('has names to check', () => {
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(names)('labels %s as inflection does', (name) => {
    // getFieldLabelTranslationArgs
    expect(substitute.transform(name.replace(/\./g, ' '), ['underscore', 'humanize'])).toBe(inflection.transform(name.replace(/\./g, ' '), ['underscore', 'humanize']));
    // useGetResourceLabel, singular and plural
    for (const count of [1, 2, 0]) expect(substitute.humanize(substitute.inflect(name, count))).toBe(inflection.humanize(inflection.inflect(name, count)));
  });

  it.each(['category', 'box', 'match', 'address', 'status', 'user', 'organisation', 'key', 'currency', 'role_id', 'news', 'process', 'media', 'day', 'company'])('agrees on the common word %s', (word) => {
    expect(substitute.pluralize(word)).toBe(inflection.pluralize(word));
    expect(substitute.singularize(substitute.pluralize(word))).toBe(inflection.singularize(inflection.pluralize(word)));
    expect(substitute.humanize(word)).toBe(inflection.humanize(word));
  });
});
