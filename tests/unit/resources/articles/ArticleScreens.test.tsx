/**
 * The article screens as the admin registers them (src/resources/articles): the list names each
 * article by its English title and shows every language as a chip coloured by its version's
 * status, the missing ones greyed; bulk Publish asks first and is there only with
 * `articles.publish`. The editor adds a language as a new tab, asks the API for the live
 * preview of the body (`POST /articles/preview`), warns when the SEO title is longer than
 * search results show, makes the slug from the English title, shows the English version
 * beside a translation, and offers Publish now only with `articles.publish`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ARTICLE_TAG_LENGTH, MAX_ARTICLE_TAGS, MAX_ARTICLE_TITLE_LENGTH, SEO_TITLE_ADVICE } from '../../../../src/shared/resources/articles';
import { slugify } from '../../../../src/resources/articles/slug';
import { localInputToUtc } from '../../../../src/resources/articles/editor/VersionActions';
import { normaliseTag, tagsRule, VERSION_RULES } from '../../../../src/resources/articles/editor/rules';
import { exportColumns, recordsToCsv } from '../../../../src/admin/crud';
import articles from '../../../../src/resources/articles/screens';
import { fakeApi, type FakeApi, type Row } from '../../admin/contractApi';
import { location, renderAdminAt } from '../../admin/adminAt';
import { signedInScreens } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';

const server = setupMswServer();
let api: FakeApi;
let previews: string[];
let published: unknown[];

const version = (language: string, status: string, title: string) => ({
  language,
  title,
  summary: `${title}, in short`,
  body: `# ${title}\n\nText.`,
  seoTitle: null,
  seoDescription: null,
  status,
  publishAt: null,
  publishedAt: status === 'published' ? '2026-03-01T10:00:00.000Z' : null,
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const ARTICLE: Row = {
  id: 1,
  slug: 'cloud-costs',
  authorId: 7,
  byline: 'Ana Petrović',
  tags: ['cloud', 'costs'],
  coverMediaId: null,
  translations: [version('en', 'published', 'Cloud costs'), version('sr', 'draft', 'Troškovi oblaka')],
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  deletedAt: null,
};

const WRITTEN = ['slug', 'authorId', 'tags', 'coverMediaId', 'translations'];

signedInScreens();
beforeEach(() => {
  previews = [];
  published = [];
  api = fakeApi([
    { name: 'articles', rows: [structuredClone(ARTICLE)], create: WRITTEN, update: WRITTEN, softDelete: true, search: ['slug'] },
    { name: 'users', rows: [{ id: 7, firstName: 'Ana', lastName: 'Petrović', email: 'ana@example.com', deletedAt: null }], create: [], update: [] },
    { name: 'media', rows: [], create: [], update: [], softDelete: true },
  ]);
  server.use(
    http.post('*/api/1.0/articles/preview', async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      previews.push(body);
      return HttpResponse.json({ html: `<p>rendered: ${body.length} characters</p>` });
    }),
    http.post('*/api/1.0/articles/publish', async ({ request }) => {
      published.push(await request.json());
      return HttpResponse.json([ARTICLE]);
    }),
    ...api.handlers,
  );
});

const EDITOR = ['articles.read', 'articles.create', 'articles.update', 'articles.delete', 'users.read', 'media.read'];
const PUBLISHER = [...EDITOR, 'articles.publish'];

describe('the articles list', { timeout: 30_000 }, () => {
  it("names the article by its English title and shows each language's status, the missing ones greyed", async () => {
    renderAdminAt('/admin/articles', EDITOR);
    expect(await screen.findByText('Cloud costs')).toBeInTheDocument();
    const chips = screen.getByTestId('article-languages');
    expect(within(chips).getByLabelText('English: Published')).toHaveAttribute('data-status', 'published');
    expect(within(chips).getByLabelText('Serbian: Draft')).toHaveAttribute('data-status', 'draft');
    for (const name of ['Italian', 'Chinese', 'Spanish', 'Russian', 'Dutch']) {
      expect(within(chips).getByLabelText(`${name}: no version`)).toHaveAttribute('data-status', 'missing');
    }
    expect(within(chips).getByText('IT')).toBeInTheDocument();
  });

  it('offers bulk Publish only with articles.publish, and publishes after the confirmation', async () => {
    renderAdminAt('/admin/articles', PUBLISHER);
    const user = userEvent.setup();
    await screen.findByText('Cloud costs');
    await user.click(screen.getAllByRole('checkbox', { name: /select/i }).at(-1)!);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Publish every language version of the selected article on the website?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(published).toEqual([{ ids: [1] }]));
  });

  it("exports each article's title and its languages with their statuses", async () => {
    const translate = (key: string) => ({ 'resources.articles.statuses.published': 'Published', 'resources.articles.statuses.draft': 'Draft' })[key] ?? key;
    const csv = await recordsToCsv('articles', exportColumns(articles.declaration), [ARTICLE as never], translate);
    const [, row] = csv.split('\r\n');
    expect(row).toContain('Cloud costs,cloud-costs,"en: Published, sr: Draft"');
  });

  it('has no Publish or Unpublish without articles.publish', async () => {
    renderAdminAt('/admin/articles', EDITOR);
    const user = userEvent.setup();
    await screen.findByText('Cloud costs');
    await user.click(screen.getAllByRole('checkbox', { name: /select/i }).at(-1)!);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });
});

/** The editor's parts, found by test id and then inside them (role queries over the whole form are slow in jsdom). */
const header = () => screen.getByTestId('version-header');
const toolbar = () => screen.getByTestId('version-toolbar');
const panel = (language: string) => screen.findByTestId(`version-panel-${language}`);
const tab = (name: RegExp) => within(header()).getByRole('tab', { name });

describe('the article editor', { timeout: 60_000 }, () => {
  it('adds a language as a new tab and saves it with the other versions', async () => {
    renderAdminAt('/admin/articles/1/edit', EDITOR);
    const user = userEvent.setup();
    await panel('en');
    expect(tab(/English/)).toHaveAttribute('aria-selected', 'true');
    await user.click(within(header()).getByRole('button', { name: 'Add language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italian' }));
    expect(tab(/Italian/)).toHaveAttribute('aria-selected', 'true');
    const italian = await panel('it');
    expect(within(toolbar()).getByText('Not saved yet')).toBeInTheDocument();
    for (const [label, text] of [[/^Title/, 'Costi del cloud'], [/^Summary/, 'In breve'], [/^Body/, 'Testo']] as const) {
      await user.click(within(italian).getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByLabelText('Save'));
    await waitFor(() => expect(api.calls.some((call) => call.startsWith('PUT /articles/1'))).toBe(true));
    const put = api.calls.find((call) => call.startsWith('PUT /articles/1'))!;
    const body = JSON.parse(put.slice(put.indexOf(' {') + 1)) as { translations: { language: string; title: string; status?: string }[] };
    expect(body.translations.map((item) => item.language)).toEqual(['en', 'sr', 'it']);
    expect(body.translations[2]).toMatchObject({ language: 'it', title: 'Costi del cloud', summary: 'In breve', body: 'Testo' });
    // Only the written fields: the status changes through publishing alone.
    expect(body.translations[0]).not.toHaveProperty('status');
  });

  it('asks the API for the preview of the body as it is typed, and shows it', async () => {
    renderAdminAt('/admin/articles/1/edit', EDITOR);
    const user = userEvent.setup();
    const english = await panel('en');
    await waitFor(() => expect(previews).toContain('# Cloud costs\n\nText.'));
    await user.click(within(english).getByLabelText(/^Body/));
    await user.paste(' More');
    await waitFor(() => expect(previews).toContain('# Cloud costs\n\nText. More'));
    expect(await within(english).findByText(`rendered: ${'# Cloud costs\n\nText. More'.length} characters`)).toBeInTheDocument();
  });

  it('warns when the SEO title is longer than search results show', async () => {
    renderAdminAt('/admin/articles/1/edit', EDITOR);
    const user = userEvent.setup();
    const english = await panel('en');
    const counter = within(english).getByTestId('seo-title-counter-en');
    expect(counter).toHaveAttribute('data-over', 'false');
    expect(counter).toHaveTextContent(`11 / ${SEO_TITLE_ADVICE} characters`);
    await user.click(within(english).getByLabelText('SEO title'));
    await user.paste('S'.repeat(SEO_TITLE_ADVICE + 1));
    await waitFor(() => expect(within(english).getByTestId('seo-title-counter-en')).toHaveAttribute('data-over', 'true'));
    expect(within(english).getByTestId('seo-title-counter-en')).toHaveTextContent(`search results cut it after ${SEO_TITLE_ADVICE}`);
    expect(within(english).getByTestId('search-result-en')).toHaveTextContent('/blog/cloud-costs');
  });

  it('hides Publish now, Schedule and Withdraw without articles.publish, but keeps Preview', async () => {
    renderAdminAt('/admin/articles/1/edit', EDITOR);
    expect(await screen.findByTestId('version-status-en')).toHaveTextContent('Published');
    const actions = within(toolbar());
    expect(actions.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('publishes one language version now with articles.publish', async () => {
    renderAdminAt('/admin/articles/1/edit', PUBLISHER);
    const user = userEvent.setup();
    await panel('en');
    await user.click(tab(/Serbian/));
    expect(await screen.findByTestId('version-status-sr')).toHaveTextContent('Draft');
    await user.click(within(toolbar()).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(published).toEqual([{ ids: [1], languages: ['sr'] }]));
  });

  it('shows Publish now working while it runs: a spinner in it, marked busy, the other actions waiting', async () => {
    let answer!: () => void;
    server.use(
      http.post('*/api/1.0/articles/publish', async ({ request }) => {
        published.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json([ARTICLE]);
      }),
    );
    renderAdminAt('/admin/articles/1/edit', PUBLISHER);
    const user = userEvent.setup();
    await panel('en');
    await user.click(tab(/Serbian/));
    expect(await screen.findByTestId('version-status-sr')).toHaveTextContent('Draft');
    const publish = within(toolbar()).getByRole('button', { name: 'Publish now' });
    await user.click(publish);
    await waitFor(() => expect(publish).toHaveAttribute('aria-busy', 'true'));
    expect(publish.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(publish).toHaveFocus();
    expect(within(toolbar()).getByRole('button', { name: 'Schedule' })).toBeDisabled();
    expect(within(toolbar()).getByRole('button', { name: 'Preview' })).toBeDisabled();
    // The form's Delete waits too.
    expect(screen.getByLabelText('Delete')).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByLabelText('Delete')).toBeEnabled());
    await waitFor(() => expect(within(toolbar()).getByRole('button', { name: 'Publish now' })).not.toHaveAttribute('aria-busy'));
    expect(within(toolbar()).getByRole('button', { name: 'Publish now' }).querySelector('.MuiCircularProgress-root')).toBeNull();
  });

  it('shows Save working while a published article is saved: a spinner in it, marked busy, Delete waiting', async () => {
    let answer!: () => void;
    server.use(
      http.put('*/api/1.0/articles/1', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...ARTICLE, ...body, translations: ARTICLE.translations });
      }),
    );
    renderAdminAt('/admin/articles/1/edit', PUBLISHER);
    const user = userEvent.setup();
    const english = await panel('en');
    await user.click(within(english).getByLabelText(/^Summary/));
    await user.paste(' More.');
    const save = screen.getByLabelText('Save');
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.getByLabelText('Delete')).toBeDisabled();
    answer();
    await waitFor(() => expect(location()).toBe('/admin/articles/1'));
  });

  it('shows the English version beside a translation on request', async () => {
    renderAdminAt('/admin/articles/1/edit', EDITOR);
    const user = userEvent.setup();
    await panel('en');
    await user.click(tab(/Serbian/));
    expect(screen.queryByTestId('english-reference')).not.toBeInTheDocument();
    await user.click(within(toolbar()).getByRole('switch', { name: 'Show English beside' }));
    const reference = await screen.findByTestId('english-reference');
    expect(within(reference).getByText('Cloud costs')).toBeInTheDocument();
  });

  it('makes the slug from the English title on a new article', async () => {
    renderAdminAt('/admin/articles/add', EDITOR);
    const user = userEvent.setup();
    const english = await panel('en');
    await user.click(within(english).getByLabelText(/^Title/));
    await user.paste('Čačak & the Đerdap: 5 lessons!');
    await user.click(screen.getByLabelText('Make the slug from the English title'));
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('cacak-and-the-djerdap-5-lessons');
  });
});

describe('the editor helpers', () => {
  it('folds titles to ASCII slugs', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world');
    expect(slugify('Straße über Ærø')).toBe('strasse-uber-aero');
    expect(slugify('Новости')).toBe('');
  });

  it('keeps tags as the API takes them: lower-case, hyphens for spaces, within the limits, under its messages', () => {
    expect(normaliseTag('  Cloud Native ')).toBe('cloud-native');
    expect(normaliseTag('Čačak')).toBe('čačak');
    const check = (tags: string[]) => tagsRule(tags, {}, {} as never);
    expect(check(['cloud', 'čačak', '云'])).toBeUndefined();
    expect(check(['Cloud'])).toEqual({ message: 'resources.articles.validation.tag', args: { max: MAX_ARTICLE_TAG_LENGTH } });
    expect(check(['a'.repeat(MAX_ARTICLE_TAG_LENGTH + 1)])).toEqual({ message: 'resources.articles.validation.tag', args: { max: MAX_ARTICLE_TAG_LENGTH } });
    expect(check(Array.from({ length: MAX_ARTICLE_TAGS + 1 }, (_, i) => `t${i}`))).toEqual({ message: 'resources.articles.validation.tags', args: { max: MAX_ARTICLE_TAGS } });
  });

  it("holds a version's title to the API's length under the API's message, required", () => {
    const [title] = VERSION_RULES.title;
    expect(title('   ', {}, {} as never)).toEqual({ message: 'resources.articles.validation.title', args: { max: MAX_ARTICLE_TITLE_LENGTH } });
    expect(title('x'.repeat(MAX_ARTICLE_TITLE_LENGTH + 1), {}, {} as never)).toEqual({ message: 'resources.articles.validation.title', args: { max: MAX_ARTICLE_TITLE_LENGTH } });
    expect(title('Cloud costs', {}, {} as never)).toBeUndefined();
    expect((title as { isRequired?: boolean }).isRequired).toBe(true);
  });

  it("reads a scheduled time in the editor's time zone and sends it as UTC", () => {
    expect(localInputToUtc('2030-05-01T09:30')).toBe(new Date(2030, 4, 1, 9, 30).toISOString());
    expect(localInputToUtc('not a time')).toBeNull();
  });
});
