/**
 * The libvips settings sharp is loaded with (server/media/images.ts loadSharp,
 * docs/decisions.md#media): one thread per operation, and no operation cache — every picture
 * and Open Graph image is made once and stored, so libvips' cache (50 MB by default) only held
 * memory; without it the server's resident memory while rendering a thousand articles' pages
 * fell by about 100 MB.
 */
import { describe, expect, it } from 'vitest';
import { loadSharp, VIPS_THREADS } from '../../server/media/images';

describe('sharp as loaded', () => {
  it('uses one libvips thread per operation and keeps no operation cache', async () => {
    const sharp = await loadSharp();
    expect(sharp).not.toBeNull();
    expect(sharp!.concurrency()).toBe(VIPS_THREADS);
    const cache = sharp!.cache();
    expect([cache.memory.max, cache.files.max, cache.items.max]).toEqual([0, 0, 0]);
  });
});
