/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describeRemoteCatalogues, readCatalogues } from '@stepwise/shared/testing';

const srcDir = path.resolve(__dirname, '..');
const featuresDir = path.join(srcDir, 'features');

/** This remote's common catalogue, loaded for every screen. */
const common = readCatalogues(__dirname);

/** Page catalogues: features/<page>/messages, loaded with their page only. */
const pages = readdirSync(featuresDir)
  .filter((feature) => existsSync(path.join(featuresDir, feature, 'messages')))
  .map((feature) => ({
    name: `features/${feature}/messages`,
    messages: readCatalogues(path.join(featuresDir, feature, 'messages')),
    serves: (file: string) => file.startsWith(path.join(featuresDir, feature) + path.sep),
  }));

describeRemoteCatalogues({
  remote: 'mfe-marketing',
  srcDir,
  ownPrefixes: ['marketing'],
  catalogues: [{ name: 'messages', messages: common }, ...pages],
  minIds: 300,
});

describe('mfe-marketing messages', () => {
  it('have the specification’s feedback texts', () => {
    const feedback = readCatalogues(path.join(featuresDir, 'feedback', 'messages'));
    expect(feedback.en['marketing.feedback.failed']).toBe('Message could not been sent. Please try again later.');
    expect(feedback.en['marketing.feedback.messageMinLength']).toContain('{length}');
    expect(feedback.ru['marketing.feedback.messageMinLength']).toContain('{length,');
  });
});
