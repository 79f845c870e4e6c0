// The API's layering, written against its module shape: api/src/modules/<area>/{routes,service,
// repository,schema,jobs}. Only repositories (and the database and platform code) touch the
// database; only the route files themselves and the places that register them import route files.
// A repository is `repository.ts`, `<name>-repository.ts` or a file under `repository/` of a module.

/** Turns both API structure rules on or off in one place. */
export const API_STRUCTURE_RULES = true;

/** File categories of eslint-plugin-boundaries (matched against the whole path from the root). */
export const apiFileCategories = [
  { category: 'api-source', pattern: 'api/src/**' },
  {
    category: 'api-route',
    pattern: ['api/src/modules/*/routes*.ts', 'api/src/modules/*/routes/**', 'api/src/routes/**'],
  },
  // Where routes are registered: the app factories and a module's or the modules' index.
  { category: 'api-route-registry', pattern: ['api/src/*.ts', 'api/src/modules/*.ts', 'api/src/modules/*/index.ts'] },
  {
    category: 'api-repository',
    pattern: [
      'api/src/modules/**/repository*.ts',
      'api/src/modules/**/*-repository.ts',
      'api/src/modules/*/repository/**',
      'api/src/db/**',
      'api/src/platform/**',
    ],
  },
];

const routeFiles = { file: { categories: { anyOf: ['api-route'] } } };
const databaseModules = [{ module: { origin: 'external', source: 'drizzle-orm' } }, { file: { path: 'api/src/db/**' } }];

/** Policies of boundaries/dependencies: each disallows, the next allows the legitimate importers back. */
export const apiStructurePolicies = [
  {
    from: { file: { categories: { anyOf: ['api-source'] } } },
    disallow: { to: databaseModules, dependency: { kind: 'value' } },
    message: 'Only repository modules touch the database (drizzle-orm, api/src/db): call a repository of the area (api/src/modules/<area>/repository.ts)',
  },
  { from: { file: { categories: { anyOf: ['api-repository'] } } }, allow: { to: databaseModules } },
  {
    from: { file: { categories: { anyOf: ['api-source'] } } },
    disallow: { to: routeFiles },
    message: "A service never imports a route file: move what both need into the area's schema or service",
  },
  { from: { file: { categories: { anyOf: ['api-route', 'api-route-registry'] } } }, allow: { to: routeFiles } },
];
