import { Type } from 'typebox';
import { TimeEntryOverlapDetails } from '@stepwise/contracts';
import { ErrorResponse } from '../../errors/error-response.js';

/** 409: time_entry_overlap (with the member's entry it collides with), or conflict (a running entry). */
export const TimeEntryConflictError = Type.Object(
  { ...ErrorResponse.properties, entry: Type.Optional(TimeEntryOverlapDetails.properties.entry) },
  {
    title: 'TimeEntryConflictError',
    description:
      'time_entry_overlap: the member has an entry sharing time with this one (entry; touching ends do not collide, a running entry lasts until now and beyond); ' +
      'conflict: a running entry cannot be deleted, ended or moved to another task — pause the task first',
  },
);
