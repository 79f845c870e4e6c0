import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backgroundWorkInRoutes, crossModuleImports, eagerRouteImports, moduleCycles } from '../helpers/module-imports.js';

const MODULES = join(dirname(fileURLToPath(import.meta.url)), '../../src/modules');

/** Source files in a new folder (`modules/<area>/…`, `plugins/…`); answers the folder. */
function plantSources(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'module-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('API modules', () => {
  it('form no cycle: a module that another imports at load time imports nothing of it back, directly, through other modules or through the app’s plugins', () => {
    expect(moduleCycles(crossModuleImports(MODULES))).toEqual([]);
  });

  it("load no module's routes when its index is imported: each index registers them with import()", () => {
    expect(eagerRouteImports(MODULES)).toEqual([]);
  });

  it('leave jobs and event listeners to the module plugin: no route file defines a job or listens to published events', () => {
    expect(backgroundWorkInRoutes(MODULES)).toEqual([]);
  });

  it('a route file that defines or schedules a job, or listens to events, is reported', () => {
    const root = plantSources({
      'modules/forecast/routes.ts':
        'export default async (app: any) => {\n  app.live.onPublish(async () => {});\n  app.jobs.define<{ id: number }>("x", async () => {});\n};\n',
      'modules/sprints/routes/index.ts': 'export default async (app: any) => app.jobs.schedule("sweep", 60_000, async () => {});\n',
      'modules/history-import/routes.ts':
        "import { defineImportJob } from './import-job.js';\nexport default async (app: any) => {\n  defineImportJob(app);\n};\n",
      'modules/sprints/sprint-roll-over.ts': 'export const schedule = (app: any) => app.jobs.schedule("sweep", 60_000, async () => {});\n',
    });
    try {
      expect(backgroundWorkInRoutes(join(root, 'modules'))).toEqual([
        'forecast/routes.ts: jobs.define',
        'forecast/routes.ts: live.onPublish',
        'history-import/routes.ts: defineImportJob',
        'sprints/routes/index.ts: jobs.schedule',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('an index that imports its routes, a route folder or a *-routes file is reported', () => {
    const root = plantSources({
      'modules/billing/index.ts': "import checkout from './routes/checkout.js';\nexport default checkout;\n",
      'modules/billing/routes/checkout.ts': 'export default 1;\n',
      'modules/time-entries/index.ts': "export { default } from './timesheet-routes.js';\nexport { entries } from './time-entries.js';\n",
      'modules/time-entries/timesheet-routes.ts': 'export default 1;\n',
      'modules/time-entries/time-entries.ts': 'export const entries = 1;\n',
      'modules/plans/index.ts': "export const plansRoutes = async (app: { register(p: unknown): Promise<void> }) => app.register(import('./routes.js'));\n",
      'modules/plans/routes.ts': 'export default 1;\n',
    });
    try {
      expect(eagerRouteImports(join(root, 'modules'))).toEqual([
        'billing/index.ts -> billing/routes/checkout.ts',
        'time-entries/index.ts -> time-entries/timesheet-routes.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a cycle through a third module, a type import or a service file is reported with the imports that form it', () => {
    const root = plantSources({
      'modules/billing/index.ts': "export { price } from './pricing.js';\n",
      'modules/billing/pricing.ts': "import { countMembers } from '../workspaces/index.js';\nexport const price = () => countMembers();\n",
      'modules/workspaces/index.ts': "export { countMembers } from './members.js';\n",
      'modules/workspaces/members.ts': "import type { Plan } from '../plans/index.js';\nexport const countMembers = (plan?: Plan) => plan;\n",
      'modules/plans/index.ts': "import { price } from '../billing/index.js';\nexport type Plan = ReturnType<typeof price>;\n",
      'modules/users/index.ts': 'export const user = 1;\n',
    });
    try {
      expect(moduleCycles(crossModuleImports(join(root, 'modules')))).toEqual([
        {
          modules: ['billing', 'plans', 'workspaces'],
          imports: ['billing/pricing.ts -> workspaces/index.ts', 'plans/index.ts -> billing/index.ts', 'workspaces/members.ts -> plans/index.ts'],
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a cycle through a file outside the modules (an app plugin) is reported with the file it passes', () => {
    const root = plantSources({
      'modules/auth/index.ts': "import { findUser } from '../users/index.js';\nexport const hasher = findUser;\n",
      'modules/users/index.ts': "export { findUser } from './users.js';\n",
      'modules/users/users.ts': "import { authenticate } from '../../plugins/auth.js';\nexport const findUser = authenticate;\n",
      'plugins/auth.ts': "import { hasher } from '../modules/auth/index.js';\nexport const authenticate = hasher;\n",
    });
    try {
      expect(moduleCycles(crossModuleImports(join(root, 'modules')))).toEqual([
        {
          modules: ['auth', 'users'],
          imports: ['auth/index.ts -> users/index.ts', 'users/users.ts -> ../plugins/auth.ts -> auth/index.ts'],
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a route file counts for its module, even one its index loads only when the app registers it', () => {
    const root = plantSources({
      'modules/auth/index.ts':
        "export const authRoutes = async (app: { register(p: unknown): Promise<void> }) => {\n  await app.register(import('./routes.js'));\n};\n",
      'modules/auth/routes.ts': "import { user } from '../users/index.js';\nexport default user;\n",
      'modules/users/index.ts': "export { user } from './users.js';\n",
      'modules/users/users.ts': "import { authRoutes } from '../auth/index.js';\nexport const user = authRoutes;\n",
    });
    try {
      expect(moduleCycles(crossModuleImports(join(root, 'modules'))).map((cycle) => cycle.modules)).toEqual([['auth', 'users']]);
      rmSync(join(root, 'modules/users/users.ts'));
      writeFileSync(join(root, 'modules/users/users.ts'), 'export const user = 1;\n');
      expect(moduleCycles(crossModuleImports(join(root, 'modules')))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
