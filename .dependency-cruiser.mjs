/**
 * The import rules of the layer table in docs/architecture.md ("The layers"), checked by
 * `npm run check:imports` (dependency-cruiser over src/, server/ and scripts/, type-only
 * imports included): no import circles, and imports only go down the layers. Any violation
 * fails the run (and CI, .ci/run).
 */

/** Folders under src/ that hold the two apps and the admin's resources. */
const APPS = '^src/(site|admin|resources)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle ties its files into one unit that cannot be read, tested or moved apart.',
      from: { path: '^(src|server|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve escapes every other rule.',
      from: { path: '^(src|server|scripts)/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'shared-is-the-bottom',
      severity: 'error',
      comment: 'src/shared (the API contract and the rules both sides apply) imports only itself and npm packages.',
      from: { path: '^src/shared/' },
      to: { pathNot: ['^src/shared/', '^node_modules/'] },
    },
    {
      name: 'server-takes-only-shared-from-src',
      severity: 'error',
      comment: 'The server imports nothing of the browser apps; what both sides need lives in src/shared.',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'browser-not-to-server',
      severity: 'error',
      comment: 'Browser code never imports the server (types included): the contract is src/shared.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'site-not-to-admin',
      severity: 'error',
      comment: 'The public site and the back office are separate bundles: the site imports neither src/admin nor src/resources.',
      from: { path: '^src/site/' },
      to: { path: '^src/(admin|resources)/' },
    },
    {
      name: 'admin-not-to-site',
      severity: 'error',
      comment: 'The back office (src/admin, src/resources) imports nothing of the public site.',
      from: { path: '^src/(admin|resources)/' },
      to: { path: '^src/site/' },
    },
    {
      name: 'admin-reaches-resources-through-the-registry',
      severity: 'error',
      comment: 'src/admin knows the resources only through their registry, src/resources/index.ts.',
      from: { path: '^src/admin/' },
      to: { path: '^src/resources/', pathNot: '^src/resources/index\\.ts$' },
    },
    {
      name: 'crud-machinery-knows-no-resource',
      severity: 'error',
      comment: 'src/admin/crud generates screens from declarations; it imports no resource.',
      from: { path: '^src/admin/crud/' },
      to: { path: '^src/resources/' },
    },
    {
      name: 'browser-base-not-to-apps',
      severity: 'error',
      comment: 'src/auth, src/i18n and src/theme sit below both apps and import neither.',
      from: { path: '^src/(auth|i18n|theme)/' },
      to: { path: APPS },
    },
    {
      name: 'server-base-not-to-routes',
      severity: 'error',
      comment: 'Routes sit on top of the server: db, auth, audit, mail, http, domain and plugins import no route file.',
      from: { path: '^server/(db|auth|audit|mail|http|domain|plugins)/' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'server-rules-stand-alone',
      severity: 'error',
      comment: 'server/domain (identifier and country rules) and server/http (error types) import no other server folder.',
      from: { path: '^server/(domain|http)/' },
      to: { path: '^server/', pathNot: '^server/(domain|http)/' },
    },
    {
      name: 'db-below-the-request-layers',
      severity: 'error',
      comment: 'server/db (schema, migrations, seeds) imports no route, plugin, mail or audit code.',
      from: { path: '^server/db/' },
      to: { path: '^server/(routes|plugins|mail|audit)/' },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    // Type-only imports count: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
