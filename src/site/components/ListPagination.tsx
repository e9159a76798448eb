/**
 * The page links of a published list (`/blog?page=2`, `/careers?page=2`, `/case-studies?page=2`):
 * MUI's Pagination whose items are plain links to each page's address in the page's language,
 * so they work before any script runs; its labels translated by the caller.
 */
import { Link as RouterLink } from 'react-router-dom';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLanguage } from '../useLanguage';

/** The translated labels: the navigation's name, the previous and next links', and page `n`'s. */
export interface PaginationLabels {
  navigation: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

/** Links to pages 1 … `count` of a list, `page` the current one; `pathOf(n)` the unprefixed address of page n. Nothing for one page. */
export default function ListPagination({ count, page, pathOf, labels, sx }: { count: number; page: number; pathOf: (page: number) => string; labels: PaginationLabels; sx?: SxProps<Theme> }) {
  const { localize } = useLanguage();
  if (count <= 1) return null;
  return (
    <Pagination
      sx={[{ mt: 4, display: 'flex', justifyContent: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
      count={count}
      page={page}
      color="primary"
      aria-label={labels.navigation}
      getItemAriaLabel={(type, number) => (type === 'previous' ? labels.previous : type === 'next' ? labels.next : labels.page(number ?? 1))}
      renderItem={(item) => <PaginationItem component={RouterLink} to={localize(pathOf(item.page ?? 1))} {...item} />}
    />
  );
}
