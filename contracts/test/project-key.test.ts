import { deriveProjectKey, isProjectKey, projectKeyCandidate, transliterate } from '../src/rules/index.js';

describe('deriveProjectKey', () => {
  it.each([
    ['Website', 'WEB'],
    ['Mobile web app', 'MWA'],
    ['  web-site redesign  ', 'WSR'],
    ['One two three four five', 'OTTF'],
    ['Q4 marketing', 'QM'],
    ['2025 Launch plan', 'LP'],
    ['Маркетинг', 'MAR'],
    ['Мобильное приложение', 'MP'],
    ['Журнал', 'ZHU'],
    ['Щит', 'SHC'],
    ['Юг', 'YUG'],
    ['X', 'XX'],
    ['Я', 'YA'],
    ['!!!', 'PRJ'],
    ['2025', 'PRJ'],
    ['项目', 'PRJ'],
  ])('%j → %s', (name, key) => {
    expect(deriveProjectKey(name)).toBe(key);
    expect(isProjectKey(deriveProjectKey(name))).toBe(true);
  });

  it('transliterates Cyrillic in the Russian passport style and keeps other characters', () => {
    expect(transliterate('Съёмка, Щука и Ёж 7')).toBe('semka, shchuka i ezh 7');
  });
});

describe('projectKeyCandidate', () => {
  it('is the base first, then the base with 2, 3, … within ten characters', () => {
    expect(projectKeyCandidate('WEB', 1)).toBe('WEB');
    expect(projectKeyCandidate('WEB', 2)).toBe('WEB2');
    expect(projectKeyCandidate('ABCDEFGHIJ', 2)).toBe('ABCDEFGHI2');
    expect(projectKeyCandidate('ABCDEFGHIJ', 12)).toBe('ABCDEFGH12');
    for (const attempt of [1, 2, 9, 10, 99, 100]) expect(isProjectKey(projectKeyCandidate('ABCDEFGHIJ', attempt))).toBe(true);
  });
});
