// Types of scripts/shared-surface.mjs for its tests.

export interface Surface {
  version: string;
  /** Entry point (`.`, `./routes` …) → its export names, sorted. */
  entries: Record<string, string[]>;
}

export type SurfaceCheck = { ok: true } | { ok: false; message: string };

export const SNAPSHOT_FILE: string;
export function readSurface(): Surface;
export function readSnapshot(): Surface;
export function surfaceChanges(
  recorded: Surface['entries'],
  current: Surface['entries'],
): { added: string[]; removed: string[]; needed: 'none' | 'minor' | 'major' };
export function bumpOf(from: string, to: string): 'none' | 'patch' | 'minor' | 'major';
export function checkSurface(snapshot: Surface, current: Surface, changelog: string): SurfaceCheck;
export function checkRepository(): SurfaceCheck;
