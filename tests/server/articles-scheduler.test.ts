/**
 * The scheduler of the publishing plugin (server/plugins/publishing.ts): a scheduled version is
 * published when its time comes on a server that runs the API alone, with no build to render
 * pages with (the public blog API shows it; docs/decisions.md#publishing). Its own file: the app
 * looks for due versions every 100 ms.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, setupTestApp } from './helpers';

const t = setupTestApp({ publishIntervalMs: 100 });

describe('the scheduler', () => {
  it('publishes a scheduled version once its time has passed, without a build', async () => {
    const slug = `scheduled-${randomBytes(4).toString('hex')}`;
    const created = await t.api('POST', '/articles', { slug, translations: [{ language: 'en', title: 'Scheduled', summary: 'Soon', body: 'Body' }] });
    expect(created.statusCode, created.body).toBe(201);
    const publishAt = new Date(Date.now() + 1500);
    const scheduled = await t.api('POST', '/articles/publish', { ids: [created.json().id], publishAt: publishAt.toISOString() });
    expect(scheduled.json()[0].translations[0].status).toBe('scheduled');

    const read = () => t.app.inject({ method: 'GET', url: `${API}/public/blog/${slug}` });
    expect((await read()).statusCode).toBe(404);
    const deadline = Date.now() + 15_000;
    let response = await read();
    while (response.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await read();
    }
    expect(response.statusCode).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(response.json().publishedAt).toBe(publishAt.toISOString());
  });
});
