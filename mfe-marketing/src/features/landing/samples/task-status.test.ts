import { STATUS_LOOK, TASK_STATUSES } from './task-status';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('task status looks', () => {
  it('cover the six statuses of the specification', () => {
    expect([...TASK_STATUSES].sort()).toEqual(['finished', 'in_progress', 'not_scored', 'open', 'overdue', 'paused']);
    expect(Object.keys(STATUS_LOOK).sort()).toEqual([...TASK_STATUSES].sort());
  });

  it.each(TASK_STATUSES)('%s has text with at least AA contrast (4.5:1) on its background and on white', (status) => {
    const look = STATUS_LOOK[status];
    expect(contrast(look.color, look.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(look.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status its own label', () => {
    const labels = TASK_STATUSES.map((status) => STATUS_LOOK[status].label);
    expect(new Set(labels).size).toBe(TASK_STATUSES.length);
  });
});
