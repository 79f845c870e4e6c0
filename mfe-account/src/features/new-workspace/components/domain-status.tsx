import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DOMAIN_REASON_MESSAGES } from '../wizard-fields';
import type { DomainCheck } from '../hooks/use-domain-availability';

export interface DomainStatusProps {
  /** The status line's id, for the domain field's aria-describedby while the domain is refused. */
  id?: string;
  check: DomainCheck;
  onUseSuggestion: (domain: string) => void;
}

/** The live result of the availability check and, for an unavailable domain, free alternatives. */
export function DomainStatus({ id, check, onUseSuggestion }: DomainStatusProps) {
  const theme = useTheme();
  const intl = useIntl();
  const unavailable = check.state === 'done' && !check.result.available ? check.result : null;
  const suggestions = unavailable?.suggestions ?? [];
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, marginBottom: theme.space.md, marginTop: `-${theme.space.sm}` }}>
      <p id={id} role="status" css={{ margin: 0, minHeight: '1.5em', fontSize: theme.fontSizes.sm }}>
        {check.state === 'checking' && (
          <span css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id="account.newWorkspace.domain.checking" />
          </span>
        )}
        {check.state === 'done' && check.result.available && (
          <span css={{ color: theme.colors.success }}>
            <span aria-hidden="true">✓ </span>
            <FormattedMessage id="account.newWorkspace.domain.available" values={{ domain: check.domain }} />
          </span>
        )}
        {unavailable && (
          <span css={{ color: theme.colors.danger }}>
            <span aria-hidden="true">✗ </span>
            <FormattedMessage
              id={DOMAIN_REASON_MESSAGES[unavailable.reason ?? 'taken'] ?? DOMAIN_REASON_MESSAGES.taken}
              values={{ domain: unavailable.domain }}
            />
            {suggestions.length > 0 && (
              <>
                {' '}
                <FormattedMessage id="account.newWorkspace.domain.trySuggestions" />
              </>
            )}
          </span>
        )}
        {check.state === 'failed' && (
          <span css={{ color: theme.colors.warning }}>
            <FormattedMessage id="account.newWorkspace.domain.checkFailed" />
          </span>
        )}
      </p>
      {suggestions.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'account.newWorkspace.domain.suggestions' })}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}
        >
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                aria-label={intl.formatMessage({ id: 'account.newWorkspace.domain.useSuggestion' }, { domain: suggestion })}
                onClick={() => onUseSuggestion(suggestion)}
                css={{
                  font: 'inherit',
                  fontFamily: theme.fonts.mono,
                  padding: `${theme.space.xs} ${theme.space.sm}`,
                  borderRadius: theme.radii.round,
                  border: `1px solid ${theme.colors.primary}`,
                  background: theme.colors.background,
                  color: theme.colors.primary,
                  cursor: 'pointer',
                }}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
