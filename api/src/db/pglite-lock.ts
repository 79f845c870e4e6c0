import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so a
 * `<dataDir>.lock` file holding the owner's pid guards it. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) {
    throw new Error(`PGlite data directory ${dataDir} is already open in this process`);
  }
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    // Our own pid in the file is a leftover too (e.g. pid 1 in a restarted container).
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `PGlite data directory ${dataDir} is in use by process ${owner}. ` + `Stop that process, or delete ${lockPath} if it is not a Stepwise API.`,
        { cause: error },
      );
    }
    // Left behind by a process that did not shut down cleanly.
    writeFileSync(lockPath, String(process.pid));
  }
  heldHere.add(lockPath);
  return () => {
    heldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}
