import { useState } from 'react';
import { startOfDay } from './working-days';

/** Today at midnight, fixed for the life of the component (examples are dated from it). */
export function useToday(): Date {
  return useState(() => startOfDay(new Date()))[0];
}
