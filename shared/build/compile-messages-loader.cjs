// Rspack loader for the message catalogues (`messages/ru.json`, `messages/en.json`): each message is
// parsed into react-intl's message AST when the app is built, so browsers never parse ICU syntax and
// the production builds leave the parser out (rspack.base.ts). A message that does not parse fails
// the build.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function compileMessages(source) {
  const language = /[\\/](ru|en)\.json$/.exec(this.resourcePath)?.[1];
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = parse(message, { locale: language ? new Intl.Locale(language) : undefined });
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id} is not valid ICU syntax (${error.message})`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
};
