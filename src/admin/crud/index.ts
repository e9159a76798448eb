/** Configuration-driven admin: declare a resource once, get SPEC §2 screens and routes. */
export * from './types';
export * from './paths';
export * from './buttons';
export * from './fields';
export * from './screenParts';
export { GeneratedList } from './GeneratedList';
export { GeneratedShow } from './GeneratedShow';
export { GeneratedCreate } from './GeneratedCreate';
export { GeneratedEdit } from './GeneratedEdit';
export { defineResource, type AdminResource, type ScreenOverrides } from './defineResource';
