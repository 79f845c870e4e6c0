/** The demo workspace a development start seeds once (`npm start`): a team with a few weeks of work. */
export { seedDemoWorkspace, type DemoSeedDeps, type DemoSeedResult } from './seed-demo-workspace.js';
export { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TASKS } from './demo-content.js';
export { seedBenchWorkspace, type BenchWorkspace } from './bench-workspace.js';
export { insertBenchReportHistory } from './bench-report-history-repository.js';
