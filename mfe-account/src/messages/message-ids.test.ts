/** @jest-environment node */
import path from 'node:path';
import { describeRemoteCatalogues, textsOf } from '@stepwise/shared/testing';
import en from './en.json';
import ru from './ru.json';

describeRemoteCatalogues({
  remote: 'mfe-account',
  srcDir: path.resolve(__dirname, '..'),
  ownPrefixes: ['account'],
  catalogues: [{ name: 'messages', messages: { ru, en } }],
  minIds: 150,
});

describe('mfe-account messages', () => {
  it('have the specification’s texts word for word', () => {
    const english = textsOf('en', en);
    const russian = textsOf('ru', ru);
    for (const text of [
      'Please set your business sector',
      'Please choose the team size',
      'Please describe your role',
      'Domain must be set',
      'This page could not be found',
    ]) {
      expect(english).toContain(text);
    }
    for (const text of [
      'Укажите название пространства',
      'Карта успешно отвязана',
      'Не удалось отвязать карту. Свяжитесь с администрацией или попробуйте повторить попытку позже.',
    ]) {
      expect(russian).toContain(text);
    }
  });
});
