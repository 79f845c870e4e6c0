/** @jest-environment node */
import path from 'node:path';
import { describeRemoteCatalogues, textsOf } from '@stepwise/shared/testing';
import en from './en.json';
import ru from './ru.json';

describeRemoteCatalogues({
  remote: 'mfe-billing',
  srcDir: path.resolve(__dirname, '..'),
  ownPrefixes: ['billing'],
  catalogues: [{ name: 'messages', messages: { ru, en } }],
  minIds: 100,
});

describe('mfe-billing messages', () => {
  it('have the specification’s texts word for word', () => {
    const russian = textsOf('ru', ru);
    for (const text of [
      'Не удалось оформить подписку',
      'Не удалось добавить выбранную карту',
      'Не удалось инициировать новую карту',
      'Произошла ошибка',
      'Попробуйте повторить попытку позже',
    ]) {
      expect(russian).toContain(text);
    }
  });
});
