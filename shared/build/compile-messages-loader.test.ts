/** @jest-environment node */
import { IntlMessageFormat } from 'intl-messageformat';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compileMessages = require('./compile-messages-loader.cjs') as (this: { resourcePath: string }, source: string) => string;

const compile = (resourcePath: string, catalogue: Record<string, string>) => JSON.parse(compileMessages.call({ resourcePath }, JSON.stringify(catalogue)));

describe('compile-messages-loader', () => {
  it('turns every message into the AST that formats to the same text as the message itself', () => {
    const catalogue = {
      'pricing.seats': '{count, plural, one {# место} few {# места} many {# мест} other {# места}}',
      'landing.cta': 'Начните <b>бесплатно</b> сегодня, {name}',
    };
    const compiled = compile('/app/src/messages/ru.json', catalogue);
    for (const [id, message] of Object.entries(catalogue)) {
      const values = { count: 3, name: 'Анна', b: (parts: string[]) => `[${parts.join('')}]` };
      expect(new IntlMessageFormat(compiled[id], 'ru').format(values)).toEqual(new IntlMessageFormat(message, 'ru').format(values));
    }
  });

  it('fails the build on a message that does not parse, naming the file and the message', () => {
    expect(() => compile('/app/src/messages/en.json', { 'broken.one': 'Hello {name' })).toThrow(
      '/app/src/messages/en.json: message broken.one is not valid ICU syntax',
    );
  });
});
