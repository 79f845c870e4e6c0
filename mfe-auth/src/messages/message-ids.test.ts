/** @jest-environment node */
import path from 'node:path';
import { createIntl } from 'react-intl';
import { REGISTRATION_PASSWORD_MIN_LENGTH } from '@stepwise/shared';
import { describeRemoteCatalogues, sharedCatalogues, textsOf } from '@stepwise/shared/testing';
import en from './en.json';
import ru from './ru.json';

describeRemoteCatalogues({
  remote: 'mfe-auth',
  srcDir: path.resolve(__dirname, '..'),
  ownPrefixes: ['auth'],
  catalogues: [{ name: 'messages', messages: { ru, en } }],
  minIds: 50,
});

describe('mfe-auth messages', () => {
  it('have the specification’s English texts', () => {
    const intl = createIntl({ locale: 'en', messages: { ...sharedCatalogues.en, ...en } });
    // The shared password message takes the length: registration's is REGISTRATION_PASSWORD_MIN_LENGTH.
    const texts = [...textsOf('en', en), intl.formatMessage({ id: 'validation.passwordMinLength' }, { length: REGISTRATION_PASSWORD_MIN_LENGTH })];
    for (const text of [
      'Email is required',
      'Password must be at least 6 characters',
      'Enter confirmation',
      'Confirmation does not match',
      'Website policy and terms must be accepted',
      'Please enter the code',
      'Wrong login or password',
      'Email not found',
      'Restore password link is not valid',
    ]) {
      expect(texts).toContain(text);
    }
  });
});
