import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { FEATURE_LINKS } from './feature-links';
import { dropdownPanelStyle, menuListStyle, navLinkStyle } from './header-styles';
import { useDisclosure } from './use-disclosure';

export function FeaturesMenu() {
  const theme = useTheme();
  const { buttonProps, panelProps } = useDisclosure();
  return (
    <div css={{ position: 'relative' }}>
      <button type="button" {...buttonProps} css={navLinkStyle(theme)}>
        <FormattedMessage id="shell.nav.features" /> <span aria-hidden="true">▾</span>
      </button>
      <div {...panelProps} css={dropdownPanelStyle(theme)}>
        <ul css={menuListStyle}>
          {FEATURE_LINKS.map((item) => (
            <li key={item.route}>
              <RouteLink to={item.route} css={{ ...navLinkStyle(theme), display: 'block' }}>
                <FormattedMessage id={item.label} />
              </RouteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
