import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../rspack.base';

export default remoteConfig(path.dirname(fileURLToPath(import.meta.url)));
