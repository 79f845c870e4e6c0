import { flowMove } from './flow-move';

describe('flowMove', () => {
  it('names the task a moved one now follows, or null at the top of the queue', () => {
    expect(flowMove([1, 2, 3, 4], 3, 1)).toEqual({ taskId: 4, afterTaskId: 1, order: [1, 4, 2, 3] });
    expect(flowMove([1, 2, 3, 4], 2, 0)).toEqual({ taskId: 3, afterTaskId: null, order: [3, 1, 2, 4] });
    expect(flowMove([1, 2, 3, 4], 0, 3)).toEqual({ taskId: 1, afterTaskId: 4, order: [2, 3, 4, 1] });
    expect(flowMove([1, 2, 3, 4], 1, 2)).toEqual({ taskId: 2, afterTaskId: 3, order: [1, 3, 2, 4] });
  });

  it('is no move when the place does not change or lies outside the queue', () => {
    expect(flowMove([1, 2, 3], 1, 1)).toBeNull();
    expect(flowMove([1, 2, 3], 0, -1)).toBeNull();
    expect(flowMove([1, 2, 3], 2, 3)).toBeNull();
    expect(flowMove([], 0, 0)).toBeNull();
  });
});
