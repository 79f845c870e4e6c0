import { SHARED_VERSION } from './shared-version';

type Version = readonly [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.-]*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

/** Lowest (inclusive) and highest (exclusive) versions `^x.y.z` allows: the leftmost non-zero part stays. */
function caretBounds([major, minor, patch]: Version): [Version, Version] {
  if (major > 0)
    return [
      [major, minor, patch],
      [major + 1, 0, 0],
    ];
  if (minor > 0)
    return [
      [0, minor, patch],
      [0, minor + 1, 0],
    ];
  return [
    [0, 0, patch],
    [0, 0, patch + 1],
  ];
}

/** One comparator: `^1.2.0`, `~1.2.0`, `>=1.2.0`, `>1.2.0`, `<2.0.0`, `<=2.0.0`, `=1.2.0`, `1.2.0`, `*`, `1.x`. */
function satisfiesComparator(version: Version, comparator: string): boolean | null {
  if (comparator === '*' || comparator === 'x' || comparator === '') return true;
  const wildcard = /^(\d+)(?:\.(\d+))?\.[x*]$|^(\d+)\.[x*]$/.exec(comparator);
  if (wildcard) {
    const major = Number(wildcard[1] ?? wildcard[3]);
    return version[0] === major && (wildcard[2] === undefined || version[1] === Number(wildcard[2]));
  }
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const bound = match && parseVersion(match[2]);
  if (!match || !bound) return null;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^': {
      const [low, high] = caretBounds(bound);
      return compare(version, low) >= 0 && compare(version, high) < 0;
    }
    case '~':
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/**
 * Whether `version` is in the npm-style `range` (alternatives with `||`, each a space-separated list of
 * comparators that must all hold). An unreadable range or version satisfies nothing.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/);
    return comparators.every((comparator) => satisfiesComparator(parsed, comparator) === true);
  });
}

export type SharedCompatibility = { compatible: true } | { compatible: false; reason: 'undeclared' | 'unsatisfied'; required?: string; running: string };

/**
 * May a remote that was built declaring `required` (its package.json range of @stepwise/shared, see
 * RemoteModule.requiresShared) run on the shared that is loaded? A remote that declares nothing was
 * built without the check and is refused too: it cannot say what it needs.
 */
export function sharedCompatibility(required: string | undefined, running: string = SHARED_VERSION): SharedCompatibility {
  if (!required) return { compatible: false, reason: 'undeclared', running };
  return satisfiesRange(running, required) ? { compatible: true } : { compatible: false, reason: 'unsatisfied', required, running };
}
