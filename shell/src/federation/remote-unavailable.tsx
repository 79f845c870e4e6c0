import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { RemoteModule, RemoteName } from '@stepwise/shared';
import { retryRemote } from './remote-retry';

export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const theme = useTheme();
  return (
    <section
      role="alert"
      data-remote-unavailable={remote}
      css={{
        margin: `${theme.space.xl} auto`,
        maxWidth: '36rem',
        padding: theme.space.lg,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        textAlign: 'center',
      }}
    >
      <h1 css={{ fontSize: theme.fontSizes.lg, marginTop: 0 }}>
        <FormattedMessage id="shell.remoteUnavailable.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.remoteUnavailable.body" />
      </p>
      <button
        type="button"
        onClick={() => retryRemote(remote)}
        css={{
          font: 'inherit',
          padding: `${theme.space.sm} ${theme.space.lg}`,
          border: 0,
          borderRadius: theme.radii.sm,
          background: theme.colors.primary,
          color: theme.colors.primaryText,
          cursor: 'pointer',
        }}
      >
        <FormattedMessage id="shell.remoteUnavailable.retry" />
      </button>
    </section>
  );
}

/** Stands in for a remote that failed to load: every one of its screens is the panel above. */
export function unavailableRemoteModule(remote: RemoteName): RemoteModule {
  const Panel = () => <RemoteUnavailable remote={remote} />;
  return {
    remote,
    unavailable: true,
    routes: new Proxy({}, { get: () => Panel }),
    messages: { ru: async () => ({}), en: async () => ({}) },
  } as RemoteModule;
}
