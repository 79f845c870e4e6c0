import { planFeatureCodes } from '@stepwise/contracts/rules';
import type { IntlShape } from 'react-intl';
import type { PlanFeature, PlanFeatureCode } from './plan-types';

/** How a capacity reads: a bound, a range, a lower bound, an exact number or no limit. */
export type CapacityForm = 'upTo' | 'range' | 'from' | 'exact' | 'unlimited';

/** `capacity_to` null is unlimited; a range is shown only when `capacity_from` is above zero. */
export function capacityForm(feature: Pick<PlanFeature, 'capacity_from' | 'capacity_to'>): CapacityForm {
  const { capacity_from: from, capacity_to: to } = feature;
  if (to === null) return from > 0 ? 'from' : 'unlimited';
  if (from <= 0) return 'upTo';
  return from >= to ? 'exact' : 'range';
}

/** Message ids by feature and form; the Russian texts use the one/few/many/other plural forms. */
const CAPACITY_MESSAGES: Readonly<Record<PlanFeatureCode, Readonly<Record<CapacityForm, string>>>> = {
  members: {
    upTo: 'plans.capacity.members.upTo',
    range: 'plans.capacity.members.range',
    from: 'plans.capacity.members.from',
    exact: 'plans.capacity.members.exact',
    unlimited: 'plans.capacity.members.unlimited',
  },
  projects: {
    upTo: 'plans.capacity.projects.upTo',
    range: 'plans.capacity.projects.range',
    from: 'plans.capacity.projects.from',
    exact: 'plans.capacity.projects.exact',
    unlimited: 'plans.capacity.projects.unlimited',
  },
  kb_pages: {
    upTo: 'plans.capacity.kbPages.upTo',
    range: 'plans.capacity.kbPages.range',
    from: 'plans.capacity.kbPages.from',
    exact: 'plans.capacity.kbPages.exact',
    unlimited: 'plans.capacity.kbPages.unlimited',
  },
  storage: {
    upTo: 'plans.capacity.storage.upTo',
    range: 'plans.capacity.storage.range',
    from: 'plans.capacity.storage.from',
    exact: 'plans.capacity.storage.exact',
    unlimited: 'plans.capacity.storage.unlimited',
  },
};

const UNIT_MESSAGES = { mb: 'plans.unit.mb', gb: 'plans.unit.gb' } as const;

/** The order a plan's capacities are listed in. */
export const PLAN_FEATURE_ORDER: readonly PlanFeatureCode[] = planFeatureCodes;

/** One capacity of a plan as a sentence fragment: «До 10 участников», «2–15 members», «50 GB of file storage». */
export function formatCapacity(intl: Pick<IntlShape, 'formatMessage'>, feature: PlanFeature): string {
  const form = capacityForm(feature);
  const from = feature.capacity_from;
  const to = feature.capacity_to ?? from;
  const values: Record<string, string | number> = {
    from,
    to,
    count: form === 'from' ? from : to,
    unit: feature.code === 'storage' ? intl.formatMessage({ id: UNIT_MESSAGES[feature.unit ?? 'mb'] }) : '',
  };
  return intl.formatMessage({ id: CAPACITY_MESSAGES[feature.code][form] }, values);
}

/** The plan's capacities in the listing order; unknown codes are left out. */
export function orderedFeatures(features: readonly PlanFeature[]): PlanFeature[] {
  return PLAN_FEATURE_ORDER.flatMap((code) => features.filter((feature) => feature.code === code));
}
