import { DOMAIN_MAX_LENGTH, DOMAIN_MIN_LENGTH } from '../limits.js';

/**
 * Workspace domain rules, shared by the new-workspace form, workspace creation and the availability
 * check. Pure: whether a domain is taken is the database's business (the unique index on lower(domain)).
 */

/**
 * The product's own domain: a workspace's address is `<domain>.stepwise.app` unless the operator hosts
 * workspaces elsewhere (the shell server's WORKSPACE_URL_TEMPLATE).
 */
export const PRODUCT_DOMAIN = 'stepwise.app';

/** Starts with a Latin letter or digit; then Latin letters, digits and hyphens only. */
const DOMAIN_CHARACTERS = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Names that belong to the product itself (its hosts, pages and mail), to infrastructure, or that
 * would mislead users into trusting a workspace as an official page.
 */
export const RESERVED_DOMAINS: ReadonlySet<string> = new Set([
  // Product hosts and infrastructure
  'api',
  'www',
  'www1',
  'www2',
  'app',
  'apps',
  'web',
  'static',
  'cdn',
  'assets',
  'media',
  'img',
  'images',
  'files',
  'file',
  'upload',
  'uploads',
  'download',
  'downloads',
  'storage',
  'backup',
  'backups',
  'edge',
  'proxy',
  'gateway',
  'shell',
  'remote',
  'remotes',
  'origin',
  'server',
  'servers',
  'host',
  'node',
  'cluster',
  'internal',
  'intranet',
  'private',
  'public',
  'vpn',
  'dns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'wss',
  'socket',
  'sockets',
  'realtime',
  'push',
  'events',
  'webhook',
  'webhooks',
  'callback',
  'callbacks',
  'localhost',
  'local',
  'example',
  'invalid',
  // Mail
  'mail',
  'email',
  'emails',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'webmail',
  'autoconfig',
  'autodiscover',
  'postmaster',
  'hostmaster',
  'webmaster',
  'abuse',
  'noreply',
  'no-reply',
  'mailer',
  'newsletter',
  'news',
  // File transfer and operations
  'ftp',
  'sftp',
  'ssh',
  'git',
  'svn',
  'status',
  'health',
  'metrics',
  'monitor',
  'monitoring',
  'grafana',
  'prometheus',
  'logs',
  'log',
  'console',
  'cpanel',
  'panel',
  'portal',
  'manage',
  'management',
  'ops',
  'devops',
  'security',
  'root',
  'sys',
  'system',
  'sysadmin',
  'admin',
  'admins',
  'administrator',
  'superuser',
  'staff',
  'moderator',
  'owner',
  // Environments
  'dev',
  'develop',
  'development',
  'test',
  'tests',
  'testing',
  'staging',
  'stage',
  'prod',
  'production',
  'preview',
  'demo',
  'sandbox',
  'beta',
  'alpha',
  'canary',
  'uat',
  'build',
  'release',
  'releases',
  // Product pages and areas
  'help',
  'support',
  'docs',
  'doc',
  'documentation',
  'guide',
  'faq',
  'knowledge',
  'wiki',
  'blog',
  'forum',
  'community',
  'feedback',
  'contact',
  'contacts',
  'about',
  'features',
  'pricing',
  'plans',
  'plan',
  'privacy',
  'terms',
  'legal',
  'license',
  'policy',
  'careers',
  'jobs',
  'press',
  'partners',
  'affiliates',
  'marketing',
  'landing',
  'home',
  'index',
  'shop',
  'store',
  'chat',
  'notifications',
  'reports',
  'search',
  // Accounts and sign-in
  'auth',
  'oauth',
  'oidc',
  'sso',
  'saml',
  'identity',
  'login',
  'logout',
  'signin',
  'sign-in',
  'signup',
  'sign-up',
  'register',
  'registration',
  'activate',
  'restore',
  'forget',
  'unsubscribe',
  'provider-login',
  'account',
  'accounts',
  'profile',
  'user',
  'users',
  'settings',
  'dashboard',
  'workspace',
  'workspaces',
  'new-workspace',
  'team',
  'teams',
  'member',
  'members',
  'invite',
  'invites',
  // Money
  'billing',
  'pay',
  'payment',
  'payments',
  'checkout',
  'invoice',
  'invoices',
  'receipt',
  'receipts',
  'subscription',
  'subscriptions',
  'card',
  'cards',
  'bank',
  'cashier',
  'wallet',
  'order',
  'orders',
  // Impersonation (every name starting with the brand is reserved too, see RESERVED_PREFIXES)
  'official',
  'verified',
  'trust',
  'safety',
]);

/** Names starting with these are reserved as well: "stepwise", "stepwise-support", "stepwisehq"… */
export const RESERVED_PREFIXES: readonly string[] = ['stepwise'];

/** A name the product keeps for itself. */
export function isReservedDomain(domain: string): boolean {
  return RESERVED_DOMAINS.has(domain) || RESERVED_PREFIXES.some((prefix) => domain.startsWith(prefix));
}

/** Why a domain cannot be used; 'required', 'invalid', 'too_short' and 'too_long' are also field codes. */
export type DomainProblem = 'required' | 'invalid' | 'too_short' | 'too_long' | 'reserved';

/** Domains are stored and compared trimmed and lower-cased. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/**
 * What is wrong with a normalised domain, if anything. The characters are judged before the length
 * (an "a_" is invalid, not short), and a name that breaks no other rule may still be reserved.
 * `xn--` style names (a hyphen pair in 3rd–4th place) are refused as invalid: browsers would read them as
 * internationalised (punycode) names and show something other than what was typed.
 */
export function domainProblem(domain: string): DomainProblem | undefined {
  if (domain === '') return 'required';
  if (!DOMAIN_CHARACTERS.test(domain) || domain.endsWith('-') || domain.slice(2, 4) === '--') return 'invalid';
  if (domain.length < DOMAIN_MIN_LENGTH) return 'too_short';
  if (domain.length > DOMAIN_MAX_LENGTH) return 'too_long';
  if (isReservedDomain(domain)) return 'reserved';
  return undefined;
}

/** The availability check's `reason` for a domain that breaks a rule (length problems count as invalid). */
export function unavailableReason(problem: DomainProblem): 'reserved' | 'invalid' {
  return problem === 'reserved' ? 'reserved' : 'invalid';
}

/** Endings tried, in order, to turn an unavailable domain into available ones. */
const SUGGESTION_SUFFIXES = ['-team', '-hq', '2', '-work', '-group', '3', '-space', '-pro', '4', '5'];

/**
 * The domain with every run of other characters turned into one hyphen and no hyphen at either end,
 * cut to the maximum length ("My_Team!" → "my-team"); empty when nothing usable is left.
 */
export function sanitizeDomain(domain: string): string {
  return normalizeDomain(domain)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, DOMAIN_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * Alternatives to an unavailable domain, best first, each following every rule above (not yet checked
 * against the database): the sanitised domain itself when it differs, then the sanitised domain with
 * each suffix, cut so the result fits. Duplicates are dropped.
 */
export function domainCandidates(domain: string): string[] {
  const normalized = normalizeDomain(domain);
  const base = sanitizeDomain(normalized);
  if (base === '') return [];
  const candidates = [
    ...(base !== normalized ? [base] : []),
    ...SUGGESTION_SUFFIXES.map((suffix) => {
      const stem = base.slice(0, DOMAIN_MAX_LENGTH - suffix.length).replace(/-+$/, '');
      return `${stem}${suffix}`;
    }),
  ];
  return [...new Set(candidates)].filter((candidate) => candidate !== normalized && domainProblem(candidate) === undefined);
}
