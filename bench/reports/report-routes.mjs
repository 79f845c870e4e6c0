// The routes `npm run bench:reports` measures: one line each, [name, path of the workspace `ws`
// given the period `{ from, to, quarter }`]. Add a route here to measure it.
export const REPORT_ROUTES = [
  ['velocity (last 6 sprints)', (ws) => `/workspaces/${ws}/reports/velocity`],
  ['accuracy (90 days)', (ws, p) => `/workspaces/${ws}/reports/accuracy?from=${p.quarter}&to=${p.to}`],
  ['time by member (30 days)', (ws, p) => `/workspaces/${ws}/reports/time?from=${p.from}&to=${p.to}`],
  ['time by project (90 days)', (ws, p) => `/workspaces/${ws}/reports/time?group_by=project&from=${p.quarter}&to=${p.to}`],
  ['time of one member (90 days)', (ws, p, member) => `/workspaces/${ws}/reports/time?user_id=${member}&from=${p.quarter}&to=${p.to}`],
  ['flow (30 days)', (ws, p) => `/workspaces/${ws}/reports/flow?from=${p.from}&to=${p.to}`],
  ['flow (90 days)', (ws, p) => `/workspaces/${ws}/reports/flow?from=${p.quarter}&to=${p.to}`],
  ['risk', (ws) => `/workspaces/${ws}/reports/risk`],
  ['workload board (2 weeks)', (ws, p) => `/workspaces/${ws}/workload?from=${p.to}&to=${p.twoWeeks}`],
];
