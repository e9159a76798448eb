/**
 * Articles (`/admin/articles`; docs/decisions.md#publishing): the list with each article's title,
 * its languages coloured by status (the missing ones greyed), author, tags and last change,
 * filtered by status, language, author and tag and searched by slug and titles; bulk Publish and
 * Unpublish for those with `articles.publish`; soft delete and restore; details with the History
 * tab; the form with the slug (made from the English title on request), author, tags, cover and
 * a tab per language version with its live preview, SEO preview and publishing actions.
 *
 * The form's own inputs are loaded when a form opens (React.lazy): the editor, its preview and
 * its publishing dialogs are not part of the back office's first download.
 */
import { lazy, type ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { declarationOf, type DeclaredInputProps } from '../../admin/crud';
import { articlesDefinition } from '../../shared/resources';
import { DEFAULT_LANGUAGE } from '../../shared/languages';
import { ArticleTitleField, LanguageChipsField, VersionsField } from './ArticleFields';
import { BulkPublishButton, BulkUnpublishButton } from './BulkStateButtons';
import { articleTitle, LANGUAGE_CHOICES, STATUS_CHOICES, statusLabel, versionsOf, type ArticleRecord } from './versions';
import { articleRegistration } from './registration';

/** The editor's module, imported once whichever of its inputs asks first. */
const editor = () => import('./editor');
type EditorInput = 'SlugInput' | 'AuthorInput' | 'TagsInput' | 'CoverInput' | 'VersionsInput';
const lazyInput = (name: EditorInput) => lazy(() => editor().then((module) => ({ default: module[name] as ComponentType<DeclaredInputProps> })));

const SlugInput = lazyInput('SlugInput');
const AuthorInput = lazyInput('AuthorInput');
const TagsInput = lazyInput('TagsInput');
const CoverInput = lazyInput('CoverInput');
const VersionsInput = lazyInput('VersionsInput');

/** A version's written fields (the API's `translations` items; status and dates are only answered). */
const VERSION_FIELDS = (['language', 'title', 'summary', 'body', 'seoTitle', 'seoDescription'] as const).map((source) => ({
  source,
  type: source === 'summary' || source === 'body' || source === 'seoDescription' ? ('textarea' as const) : ('text' as const),
  label: `resources.articles.fields.${source}`,
}));

const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();

export const articleDeclaration = declarationOf<ArticleRecord & RaRecord>(articlesDefinition, articleRegistration, {
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  filters: [
    { source: 'status', type: 'select', choices: STATUS_CHOICES, label: 'resources.articles.fields.status', alwaysOn: true },
    { source: 'language', type: 'select', choices: LANGUAGE_CHOICES, label: 'resources.articles.fields.language', alwaysOn: true },
    { source: 'authorId', type: 'reference', reference: 'users', optionText: fullName, sort: { field: 'lastName', order: 'ASC' }, label: 'resources.articles.fields.authorId' },
    { source: 'tag', type: 'text', label: 'resources.articles.fields.tag' },
  ],
  compactList: { secondary: 'slug', tertiary: 'updatedAt' },
  bulkActions: [
    { name: 'publish', component: BulkPublishButton, access: { resource: 'articles', action: 'publish' } },
    { name: 'unpublish', component: BulkUnpublishButton, access: { resource: 'articles', action: 'publish' } },
  ],
  tabs: [{ type: 'activity', path: 'history' }],
  fields: [
    { source: 'id', show: true },
    { source: 'title', type: 'text', label: 'resources.articles.fields.title', list: true, sortable: false, display: ArticleTitleField, text: (article) => articleTitle(article) },
    { source: 'slug', list: true, show: true, form: true, input: SlugInput },
    {
      source: 'languages',
      type: 'text',
      label: 'resources.articles.fields.languages',
      list: true,
      sortable: false,
      display: LanguageChipsField,
      // "en: Published, sr: Draft" in the export.
      text: (article, translate) => versionsOf(article).map((version) => `${version.language}: ${version.status ? translate(statusLabel(version.status)) : ''}`).join(', '),
    },
    // The byline is the author's full name (or the name an imported article came with).
    { source: 'byline', label: 'resources.articles.fields.authorId', list: true, show: true, sortable: false, hideBelow: 'md' },
    { source: 'authorId', form: true, input: AuthorInput },
    { source: 'tags', type: 'named-list', list: true, show: true, form: true, input: TagsInput, hideBelow: 'lg' },
    { source: 'coverMediaId', show: true, form: true, optionText: 'fileName', input: CoverInput },
    {
      source: 'translations',
      type: 'array',
      itemFields: VERSION_FIELDS,
      show: true,
      form: true,
      wide: true,
      input: VersionsInput,
      display: VersionsField,
      defaultValue: [{ language: DEFAULT_LANGUAGE, title: '', summary: '', body: '', seoTitle: '', seoDescription: '' }],
    },
    { source: 'updatedAt', list: true, show: true, hideBelow: 'sm' },
    { source: 'createdAt', show: true },
  ],
});
