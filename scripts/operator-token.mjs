// The operator token of this installation (`npm start`): random, made on the first start, kept in
// .data/operator-token (git-ignored, readable by its owner only), never in the repository.
// OPERATOR_TOKEN in the environment takes its place. Node built-ins only.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `{ token, file, created }`: `file` is absent when the token came from the environment. */
export function installationOperatorToken({ dataDir, env = process.env }) {
  const fromEnv = env.OPERATOR_TOKEN?.trim();
  if (fromEnv) return { token: fromEnv, created: false };
  const file = join(dataDir, 'operator-token');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 16) return { token: stored, file, created: false };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file, created: true };
}
