import { sphereFixture } from '../../test-utils/work-fixtures';
import { addStage, defaultMoveTarget, draftOf, draftProblem, moveStage, removeStage, updateBody } from './stage-draft';

const sphere = sphereFixture();

describe('stage draft', () => {
  it('keeps the stages in their positions and sends every stage in its new order', () => {
    const draft = moveStage(draftOf({ ...sphere, stages: [...sphere.stages].reverse() }), 3, 0);
    expect(draft.stages.map((stage) => stage.id)).toEqual([14, 11, 12, 13]);
    expect(updateBody(sphere, draft)).toEqual({
      stages: [
        { id: 14, name: 'Done', state: 'finished' },
        { id: 11, name: 'To do', state: 'open' },
        { id: 12, name: 'In progress', state: 'in_progress' },
        { id: 13, name: 'Paused', state: 'paused' },
      ],
    });
  });

  it('ignores a move past either end', () => {
    const draft = draftOf(sphere);
    expect(moveStage(draft, 0, -1)).toBe(draft);
    expect(moveStage(draft, 3, 4)).toBe(draft);
  });

  it('sends where a deleted stage’s tasks go, following a target that is deleted later', () => {
    let draft = removeStage(draftOf(sphere), 'stage-13', 12);
    draft = removeStage(draft, 'stage-12', 11);
    expect(draft.moves).toEqual({ 13: 11, 12: 11 });
    // A paused stage is optional, the in-progress one is not.
    expect(draftProblem(draft)).toEqual({ kind: 'missingStates', states: ['in_progress'] });
  });

  it('offers a kept stage of the same base state first', () => {
    const draft = addStage(draftOf(sphere), 'new-1', 'Review');
    const withSecondOpen = { ...draft, stages: [...draft.stages, { key: 'stage-15', id: 15, name: 'Backlog', state: 'open' as const }] };
    expect(defaultMoveTarget(withSecondOpen, withSecondOpen.stages[0]!)).toBe(15);
    expect(defaultMoveTarget(withSecondOpen, withSecondOpen.stages[2]!)).toBe(11);
  });

  it('adds stages without ids, renames the sphere only when it changed, and refuses empty names', () => {
    const draft = { ...addStage(draftOf(sphere), 'new-1', ' Review '), name: ' Design ' };
    expect(updateBody(sphere, draft)).toMatchObject({ name: 'Design', stages: expect.arrayContaining([{ name: 'Review', state: 'open' }]) });
    expect(draftProblem(addStage(draftOf(sphere), 'new-2', ' '))).toEqual({ kind: 'emptyName' });
    expect(draftProblem({ ...draftOf(sphere), name: '' })).toEqual({ kind: 'sphereNameEmpty' });
  });
});
