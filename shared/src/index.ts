export * from './routes';
export { FRONT_END_APPS, type FrontEndApp } from './apps/apps-manifest';
export { RouteLink, type RouteLinkProps } from './routes/route-link';
export * from './routes/leave-checks';
export { guardHistory, type AppHistory, type HistoryUpdate } from './routes/guarded-history';
export { GuardedRouter, createAppHistory, type GuardedRouterProps } from './routes/guarded-router';
export { useLeaveCheck } from './routes/use-leave-check';

export * from './i18n/locales';
export * from './i18n/resolve-locale';
export * from './i18n/locale-slice';
export * from './i18n/language-storage';
export * from './i18n/message-catalogue';
export * from './async/tracked-promise';
export * from './async/load-once';
export * from './prerender/prerendered-state';
export * from './prerender/boot-markers';
export * from './prerender/early-input';
export * from './prerender/held-interactions';
export { LocaleIntlProvider, MessagesProvider } from './i18n/messages-provider';

export * from './auth/user';
export * from './auth/auth-slice';
export * from './auth/token-storage';

export { API_BASE_URL } from './api/api-base-url';
export * from './api/api-error';
export { lazyMutation, type LazyMutation, type MutationOutcome } from './api/lazy-mutation';

export * from './store/root-reducer';
export * from './store/create-app-store';
export * from './store/hooks';

import './theme/emotion-theme';
export * from './theme/theme';
export { GlobalStyles } from './theme/global-styles';

export * from './remote/remote-module';
export { lazyScreen } from './remote/lazy-screen';
export * from './remote/shared-compatibility';
export * from './remote/shared-version';
export * from './resilience/reload-guard';
export { useSilentFailure } from './resilience/use-silent-failure';
export { AppProviders, type AppProvidersProps } from './host/app-providers';
export * from './live';

export { readCookie, writeCookie, deleteCookie } from './browser/cookies';

export * from './forms/validators';
export * from './forms/password-rules';
export * from './forms/server-errors';
export { useCountdown } from './clock/use-countdown';
export { sharedMessages } from './messages/shared-messages';
export { Button, type ButtonProps } from './ui/button';
export { FormAlert } from './ui/form-alert';
export * from './user/initials';
export { Avatar, type AvatarProps } from './ui/avatar';
export * from './routes/access-decision';
export * from './auth/session';
export { Notice } from './ui/notice';
export { visuallyHidden, buttonLinkStyle, panelStyle } from './ui/styles';
export { EmptyState } from './ui/status-views';
export { ErrorPanel, LoadError, type ErrorPanelProps } from './ui/error-panel';
export { LoadingStatus, Skeleton, SkeletonLines, type SkeletonProps } from './ui/skeleton';
export { NotFoundView } from './ui/not-found-view';
export { parseRetryAfter, retryAfterSeconds, errorBodyNumber, withRetryAfter } from './api/retry-after';
export * from './toast/toast-slice';
export { ToastRegion, TOAST_DURATION_MS } from './toast/toast-region';
export { useToast } from './toast/use-toast';
export * from './plans/plan-types';
export * from './plans/plan-name';
export * from './config/runtime-config';
