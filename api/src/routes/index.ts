import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes } from '../modules/auth/index.js';
import billingModule from '../modules/billing/index.js';
import cardsModule from '../modules/cards/index.js';
import { feedbackRoutes } from '../modules/feedback/index.js';
import { goalsRoutes } from '../modules/goals/index.js';
import { flowRoutes } from '../modules/flow/index.js';
import { calendarRoutes } from '../modules/calendar/index.js';
import { daysOffRoutes } from '../modules/days-off/index.js';
import { forecastRoutes } from '../modules/forecast/index.js';
import { historyImportRoutes } from '../modules/history-import/index.js';
import { schedulesRoutes } from '../modules/schedules/index.js';
import { healthRoutes } from '../modules/health/index.js';
import { invitationsRoutes } from '../modules/invitations/index.js';
import { membersRoutes } from '../modules/members/index.js';
import paymentsModule from '../modules/payments/index.js';
import { plansRoutes } from '../modules/plans/index.js';
import { projectsRoutes } from '../modules/projects/index.js';
import { reportsRoutes } from '../modules/reports/index.js';
import { spheresRoutes } from '../modules/spheres/index.js';
import { sprintsRoutes } from '../modules/sprints/index.js';
import { tasksRoutes } from '../modules/tasks/index.js';
import { timeEntriesRoutes } from '../modules/time-entries/index.js';
import { unsubscribeRoutes } from '../modules/unsubscribe/index.js';
import { userRoutes } from '../modules/users/index.js';
import { workspacesRoutes } from '../modules/workspaces/index.js';
import { workloadRoutes } from '../modules/workload/index.js';

/**
 * Every route module of the public API, mounted under /api: the areas of src/modules register their own
 * prefixes. The operator routes have a listener of their own.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(plansRoutes);
  await app.register(feedbackRoutes);
  await app.register(workspacesRoutes);
  await app.register(spheresRoutes);
  await app.register(goalsRoutes);
  await app.register(projectsRoutes);
  await app.register(membersRoutes);
  await app.register(invitationsRoutes);
  await app.register(tasksRoutes);
  await app.register(flowRoutes);
  await app.register(schedulesRoutes);
  await app.register(daysOffRoutes);
  await app.register(calendarRoutes);
  await app.register(forecastRoutes);
  await app.register(historyImportRoutes);
  await app.register(sprintsRoutes);
  await app.register(timeEntriesRoutes);
  await app.register(workloadRoutes);
  await app.register(reportsRoutes);
  await app.register(cardsModule);
  await app.register(paymentsModule);
  await app.register(billingModule);
};

export default routes;
