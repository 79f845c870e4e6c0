import type { IntlShape } from 'react-intl';
import type { PlanFeature, PlanFeatureCode } from '../api/plan-types';

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
    upTo: 'marketing.pricing.capacity.members.upTo',
    range: 'marketing.pricing.capacity.members.range',
    from: 'marketing.pricing.capacity.members.from',
    exact: 'marketing.pricing.capacity.members.exact',
    unlimited: 'marketing.pricing.capacity.members.unlimited',
  },
  projects: {
    upTo: 'marketing.pricing.capacity.projects.upTo',
    range: 'marketing.pricing.capacity.projects.range',
    from: 'marketing.pricing.capacity.projects.from',
    exact: 'marketing.pricing.capacity.projects.exact',
    unlimited: 'marketing.pricing.capacity.projects.unlimited',
  },
  kb_pages: {
    upTo: 'marketing.pricing.capacity.kbPages.upTo',
    range: 'marketing.pricing.capacity.kbPages.range',
    from: 'marketing.pricing.capacity.kbPages.from',
    exact: 'marketing.pricing.capacity.kbPages.exact',
    unlimited: 'marketing.pricing.capacity.kbPages.unlimited',
  },
  storage: {
    upTo: 'marketing.pricing.capacity.storage.upTo',
    range: 'marketing.pricing.capacity.storage.range',
    from: 'marketing.pricing.capacity.storage.from',
    exact: 'marketing.pricing.capacity.storage.exact',
    unlimited: 'marketing.pricing.capacity.storage.unlimited',
  },
};

const UNIT_MESSAGES = { mb: 'marketing.pricing.unit.mb', gb: 'marketing.pricing.unit.gb' } as const;

/** The order capacities are listed in on a plan card. */
export const FEATURE_ORDER: readonly PlanFeatureCode[] = ['members', 'projects', 'kb_pages', 'storage'];

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

/** The plan's capacities in the card order; codes the page does not know are left out. */
export function orderedFeatures(features: readonly PlanFeature[]): PlanFeature[] {
  return FEATURE_ORDER.flatMap((code) => features.filter((feature) => feature.code === code));
}
