import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { applyLanguage, selectLocale, useAppDispatch, useAppSelector, type Locale } from '@stepwise/shared';
import { navLinkStyle } from './header-styles';

const LANGUAGES: Array<{ lang: Locale; name: string }> = [
  { lang: 'en', name: 'English' },
  { lang: 'ru', name: 'Русский' },
];

export function LanguageSwitcher() {
  const theme = useTheme();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLocale);
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'shell.language.label' })} css={{ display: 'flex' }}>
      {LANGUAGES.map(({ lang, name }) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => dispatch(applyLanguage(lang))}
          css={{ ...navLinkStyle(theme), fontWeight: current === lang ? 700 : 400, textDecoration: current === lang ? 'underline' : 'none' }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
