import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, type RouteName } from '@stepwise/shared';

/** The pages to offer: all of a few, else the first, the last and the neighbours of the current one. */
export function pageItems(page: number, lastPage: number): Array<number | 'gap'> {
  if (lastPage <= 7) return Array.from({ length: lastPage }, (_, index) => index + 1);
  const around = [1, page - 1, page, page + 1, lastPage].filter((item) => item >= 1 && item <= lastPage);
  const pages = [...new Set(around)].sort((a, b) => a - b);
  return pages.flatMap((item, index) => (index > 0 && item - pages[index - 1] > 1 ? (['gap', item] as const) : ([item] as const)));
}

export interface PaginationProps {
  /** The paged route; the page goes into its `?page=`. */
  to: RouteName;
  page: number;
  lastPage: number;
  /** Accessible name of the navigation. */
  labelId: string;
}

/** Page links of a paged list: previous, the pages (the current one marked), next; at either end a disabled link (no href). */
export function Pagination({ to, page, lastPage, labelId }: PaginationProps) {
  const theme = useTheme();
  const intl = useIntl();
  if (lastPage <= 1) return null;
  const query = (target: number) => ({ page: target === 1 ? undefined : target });
  const item = { display: 'inline-block', minWidth: '2.5rem', padding: theme.space.sm, textAlign: 'center' as const, borderRadius: theme.radii.sm };
  const link = { ...item, border: `1px solid ${theme.colors.border}`, textDecoration: 'none', color: theme.colors.text };
  return (
    <nav aria-label={intl.formatMessage({ id: labelId })}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' }}>
        <li>
          {page > 1 ? (
            <RouteLink to={to} query={query(page - 1)} rel="prev" css={link}>
              <FormattedMessage id="account.pagination.previous" />
            </RouteLink>
          ) : (
            <a role="link" aria-disabled="true" css={{ ...item, color: theme.colors.textMuted }}>
              <FormattedMessage id="account.pagination.previous" />
            </a>
          )}
        </li>
        {pageItems(page, lastPage).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" css={item}>
              …
            </li>
          ) : (
            <li key={target}>
              <RouteLink
                to={to}
                query={query(target)}
                aria-current={target === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'account.pagination.page' }, { page: target })}
                css={{
                  ...link,
                  ...(target === page
                    ? { background: theme.colors.primary, color: theme.colors.primaryText, borderColor: theme.colors.primary, fontWeight: 700 }
                    : {}),
                }}
              >
                {target}
              </RouteLink>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <RouteLink to={to} query={query(page + 1)} rel="next" css={link}>
              <FormattedMessage id="account.pagination.next" />
            </RouteLink>
          ) : (
            <a role="link" aria-disabled="true" css={{ ...item, color: theme.colors.textMuted }}>
              <FormattedMessage id="account.pagination.next" />
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
