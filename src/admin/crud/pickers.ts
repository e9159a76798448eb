/** How reference pickers (form inputs and list filters) fetch their choices. */
import { MAX_PAGE_SIZE } from '../../shared/api';

/** Picker page size (docs/requirements.md#r9: pickers fetch up to 100 items on page 1). */
export const PICKER_PAGE_SIZE = MAX_PAGE_SIZE;

/** Pickers list their choices by name. */
export const PICKER_SORT = { field: 'name', order: 'ASC' } as const;
