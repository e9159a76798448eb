import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Head data of one public page: its title and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Collector used by the prerenderer: during a server render pages report their head data to
 * it instead of touching `document`.
 */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Declares the page's `<title>` ("title | company") and meta description. In the browser it
 * updates `document`; during prerendering it fills {@link PageMetaContext}.
 */
export default function usePageMeta(title: string, description = '') {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  const fullTitle = title ? `${title} | ${brand}` : brand;
  const report = useContext(PageMetaContext);
  report?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.appendChild(tag);
      }
      tag.content = description;
    }
  }, [fullTitle, description]);
}
