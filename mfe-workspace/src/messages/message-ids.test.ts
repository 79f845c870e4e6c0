/** @jest-environment node */
import path from 'node:path';
import { describeRemoteCatalogues } from '@stepwise/shared/testing';
import en from './en.json';
import ru from './ru.json';

describeRemoteCatalogues({
  remote: 'mfe-workspace',
  srcDir: path.resolve(__dirname, '..'),
  ownPrefixes: ['work'],
  catalogues: [{ name: 'messages', messages: { ru, en } }],
  minIds: 25,
});
