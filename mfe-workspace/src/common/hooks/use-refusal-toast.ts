import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useToast } from '@stepwise/shared';
import { refusalMessageId } from '../errors/refusal-message';

/** Tells the user why the API refused a change (the change itself has been undone by then). */
export function useRefusalToast() {
  const showToast = useToast();
  return useCallback((error: unknown) => showToast('error', refusalMessageId(error as FetchBaseQueryError | SerializedError)), [showToast]);
}
