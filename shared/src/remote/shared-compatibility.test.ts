import sharedPackage from '../../package.json';
import { satisfiesRange, sharedCompatibility } from './shared-compatibility';
import { SHARED_VERSION } from './shared-version';

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '^1.0.0'],
    ['1.4.2', '^1.0.0'],
    ['1.4.2', '^1.4.0'],
    ['0.1.5', '^0.1.0'],
    ['1.2.9', '~1.2.0'],
    ['2.0.0', '>=1.2.0 <3.0.0'],
    ['1.0.0', '1.0.0'],
    ['1.0.0', '=1.0.0'],
    ['1.7.0', '1.x'],
    ['3.0.0', '^1.0.0 || ^3.0.0'],
    ['1.0.0', '*'],
    ['1.0.0+build.7', '^1.0.0'],
  ])('%s is in %s', (version, range) => {
    expect(satisfiesRange(version, range)).toBe(true);
  });

  it.each([
    // The case the check exists for: a remote built against newer exports than the shell has
    ['1.0.0', '^1.1.0'],
    ['2.0.0', '^1.0.0'],
    ['0.2.0', '^0.1.0'],
    ['0.0.4', '^0.0.3'],
    ['1.3.0', '~1.2.0'],
    ['3.0.0', '>=1.2.0 <3.0.0'],
    ['1.0.1', '1.0.0'],
    ['2.0.0', '1.x'],
    ['2.0.0', '^1.0.0 || ^3.0.0'],
    ['1.0.0', 'latest'],
    ['not-a-version', '*'],
  ])('%s is not in %s', (version, range) => {
    expect(satisfiesRange(version, range)).toBe(false);
  });
});

describe('sharedCompatibility', () => {
  it('lets a remote built for a range the running shared meets be mounted', () => {
    expect(sharedCompatibility('^1.0.0', '1.2.0')).toEqual({ compatible: true });
  });

  it('refuses a remote that needs a newer shared, saying what it needs and what runs', () => {
    expect(sharedCompatibility('^1.3.0', '1.2.0')).toEqual({ compatible: false, reason: 'unsatisfied', required: '^1.3.0', running: '1.2.0' });
  });

  it('refuses a remote built for an older major: exports it uses may be gone', () => {
    expect(sharedCompatibility('^1.0.0', '2.0.0')).toMatchObject({ compatible: false, reason: 'unsatisfied' });
  });

  it('refuses a remote that does not say what it needs', () => {
    expect(sharedCompatibility(undefined, '1.0.0')).toEqual({ compatible: false, reason: 'undeclared', running: '1.0.0' });
  });

  it('judges against the running shared, whose version is its package version', () => {
    expect(SHARED_VERSION).toBe(sharedPackage.version);
    expect(sharedCompatibility(`^${SHARED_VERSION}`)).toEqual({ compatible: true });
    const [major] = SHARED_VERSION.split('.').map(Number);
    expect(sharedCompatibility(`^${major + 1}.0.0`)).toMatchObject({ compatible: false });
  });
});
