import { API_BASE_URL, type Plan } from '@stepwise/shared';

/**
 * The plan catalogue as the API has it now (`GET /api/plans`, public and cacheable: the browser
 * revalidates it with its ETag). A plain request, so that checking the prices of a prerendered
 * pricing page does not need RTK Query.
 */
export async function currentPlanCatalogue(): Promise<Plan[]> {
  const response = await fetch(`${API_BASE_URL}plans`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/plans answered ${response.status}`);
  const body = (await response.json()) as { data: Plan[] };
  return body.data;
}
