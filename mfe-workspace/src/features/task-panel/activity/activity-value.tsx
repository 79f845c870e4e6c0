import { FormattedList, FormattedMessage } from 'react-intl';
import { fullName } from '@stepwise/shared';
import { DueDate } from '../../../common/components/due-date';
import { EstimateDisplay } from '../../../common/components/estimate-display';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';

const DESCRIPTION_SHOWN = 80;

function Missing() {
  return <FormattedMessage id="work.activity.value.none" />;
}

/** One side (`from` or `to`) of a recorded change, as a person would say it: names for ids, durations, dates. */
export function ActivityValue({ field, value, lookups }: { field: string; value: unknown; lookups: WorkLookups }) {
  if (value === null || value === undefined || value === '') return <Missing />;
  const id = typeof value === 'number' ? value : -1;
  const unknownId = <FormattedMessage id="work.activity.value.unknown" />;
  switch (field) {
    case 'assignee_id': {
      const member = lookups.members.get(id);
      return member ? <>{fullName(member)}</> : unknownId;
    }
    case 'goal_id':
      return <>{lookups.goals.get(id)?.title ?? unknownId}</>;
    case 'project_id':
      return <>{lookups.projects.get(id)?.name ?? unknownId}</>;
    case 'sphere_id':
      return <>{lookups.spheres.find((sphere) => sphere.id === id)?.name ?? unknownId}</>;
    case 'stage_id':
      return <>{lookups.stages.get(id)?.stage.name ?? unknownId}</>;
    case 'estimate_minutes':
    case 'spent_minutes':
      return typeof value === 'number' ? <EstimateDisplay minutes={value} /> : <Missing />;
    case 'due_on':
      return typeof value === 'string' ? <DueDate value={value} /> : <Missing />;
    case 'blocked_by':
      return Array.isArray(value) && value.length > 0 ? <FormattedList type="conjunction" value={value.map((item) => `#${String(item)}`)} /> : <Missing />;
    case 'description': {
      const text = String(value);
      return <>«{text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN)}…` : text}»</>;
    }
    case 'title':
      return <>«{String(value)}»</>;
    default:
      return <>{String(value)}</>;
  }
}
