/** Public data for prerendering and hydration (see initialData.ts and usePublicData.ts). */
export { InitialDataContext, INITIAL_DATA_SCRIPT_ID, initialDataScript, readInitialData, type InitialData } from './initialData';
export { PublicDataError, useHydrated, usePublicData, type PublicData } from './usePublicData';
