/** @jest-environment node */
import { checkRepository, checkSurface, type Surface } from './shared-surface.mjs';

const CHANGELOG = '# @stepwise/shared\n\n## 1.3.0\n\n- Added Toast.\n\n## 1.2.0\n\n- Added Button.\n\n## 2.0.0\n\n## 0.3.0\n\n## 1.2.1\n';

function surface(version: string, names: string[], routes: string[] = ['ROUTES']): Surface {
  return { version, entries: { '.': names, './routes': routes } };
}

describe('the version rule of @stepwise/shared', () => {
  const recorded = surface('1.2.0', ['Button', 'Form']);

  it('passes when the exports and the version are the recorded ones', () => {
    expect(checkSurface(recorded, surface('1.2.0', ['Button', 'Form']), CHANGELOG)).toEqual({ ok: true });
  });

  it('fails when an export was added and the version stayed, naming the export', () => {
    const result = checkSurface(recorded, surface('1.2.0', ['Button', 'Form', 'Toast']), CHANGELOG);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('+ Toast') });
    expect(result).toMatchObject({ message: expect.stringContaining('needs a minor bump') });
  });

  it('fails when an export of another entry point was removed and only the minor version went up', () => {
    const result = checkSurface(recorded, surface('1.3.0', ['Button', 'Form'], []), CHANGELOG);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('- ./routes: ROUTES') });
    expect(result).toMatchObject({ message: expect.stringContaining('needs a major bump') });
  });

  it('takes a patch bump as not enough for an added export', () => {
    expect(checkSurface(recorded, surface('1.2.1', ['Button', 'Form', 'Toast']), CHANGELOG)).toMatchObject({ ok: false });
  });

  it('lets a removal go with a minor bump while the major version is 0, as semver allows', () => {
    const result = checkSurface(surface('0.2.0', ['Button', 'Form']), surface('0.3.0', ['Button']), CHANGELOG);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('out of date') });
  });

  it('asks for the snapshot to be recorded once the bump is enough', () => {
    const result = checkSurface(recorded, surface('2.0.0', ['Button']), CHANGELOG);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('node scripts/shared-surface.mjs --write') });
  });

  it('fails when the changelog has no section for the version', () => {
    expect(checkSurface(recorded, surface('1.4.0', ['Button', 'Form', 'Toast']), CHANGELOG)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no "## 1.4.0" section'),
    });
  });

  it('holds for the repository: shared/public-surface.json matches the exports and the version', () => {
    expect(checkRepository()).toEqual({ ok: true });
  }, 180_000);
});
