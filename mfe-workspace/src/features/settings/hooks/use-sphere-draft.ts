import { useCallback, useEffect, useRef, useState } from 'react';
import type { BaseState } from '@stepwise/contracts/rules';
import type { Sphere } from '../../../common/api/work-types';
import { addStage, changeStageState, draftOf, moveStage, removeStage, renameStage, sameDraft, type SphereDraft } from '../stage-draft';

/**
 * The editor's copy of a sphere. While it has no unsaved change it follows the sphere as the cache
 * has it (another admin's change arrives live); once edited, it stays until saved or discarded.
 */
export function useSphereDraft(sphere: Sphere) {
  const [draft, setDraft] = useState(() => draftOf(sphere));
  const [base, setBase] = useState(sphere);
  const nextKey = useRef(0);
  const dirty = !sameDraft(draft, draftOf(base));

  useEffect(() => {
    if (sphere === base) return;
    if (!dirty) setDraft(draftOf(sphere));
    setBase(sphere);
  }, [sphere, base, dirty]);

  const edit = useCallback((change: (draft: SphereDraft) => SphereDraft) => setDraft((current) => change(current)), []);
  return {
    draft,
    dirty,
    rename: useCallback((name: string) => edit((current) => ({ ...current, name })), [edit]),
    renameStage: useCallback((key: string, name: string) => edit((current) => renameStage(current, key, name)), [edit]),
    changeState: useCallback((key: string, state: BaseState) => edit((current) => changeStageState(current, key, state)), [edit]),
    move: useCallback((from: number, to: number) => edit((current) => moveStage(current, from, to)), [edit]),
    remove: useCallback((key: string, moveTo?: number) => edit((current) => removeStage(current, key, moveTo)), [edit]),
    add: useCallback(
      (name: string) => {
        nextKey.current += 1;
        const key = `new-${nextKey.current}`;
        edit((current) => addStage(current, key, name));
        return key;
      },
      [edit],
    ),
    /** After a save: the answer is the new base, whatever the cache held meanwhile. */
    reset: useCallback((saved: Sphere) => {
      setBase(saved);
      setDraft(draftOf(saved));
    }, []),
  };
}
