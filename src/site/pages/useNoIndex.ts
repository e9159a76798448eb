import { useEffect } from 'react';

/**
 * Adds `<meta name="robots" content="noindex">` while the page is shown: pages opened from a
 * mailed single-use link (accept an invitation, confirm an email address) must never be
 * indexed. robots.txt also keeps crawlers off them (scripts/prerender.ts).
 */
export default function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}
