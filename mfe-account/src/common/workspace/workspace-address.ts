import { PRODUCT_DOMAIN } from '@stepwise/contracts/rules';
import { pathFor, runtimeMeta } from '@stepwise/shared';
import type { Workspace } from '../api/account-types';

/** Written into the page by the shell server from WORKSPACE_URL_TEMPLATE. */
export const WORKSPACE_URL_TEMPLATE_META = 'stepwise:workspace-url-template';

/** Where a workspace lives: another site (left with a full page load) or one of our pages. */
export type WorkspaceAddress = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/**
 * The address of a workspace from the template's `{id}` and `{domain}` placeholders (operators who
 * host workspaces elsewhere set WORKSPACE_URL_TEMPLATE); an http(s) URL is external, a path is ours.
 * Without a template (or with one that is neither), the workspace app here: `/w/<id>`.
 */
export function workspaceAddress(
  workspace: Pick<Workspace, 'id' | 'domain'>,
  template: string | null = runtimeMeta(WORKSPACE_URL_TEMPLATE_META),
): WorkspaceAddress {
  const filled = template?.replaceAll('{id}', encodeURIComponent(String(workspace.id))).replaceAll('{domain}', encodeURIComponent(workspace.domain));
  if (filled && /^https?:\/\/[^/]/i.test(filled)) return { kind: 'external', url: filled };
  if (filled && filled.startsWith('/') && !filled.startsWith('//')) return { kind: 'internal', path: filled };
  return { kind: 'internal', path: pathFor('workspace', { params: { workspace: workspace.id } }) };
}

/**
 * The address a workspace with this domain will have, as people write it (no scheme, no trailing
 * slash): the template's host and path when it puts the domain in a URL, else `<domain>.stepwise.app`.
 */
export function workspaceHostPreview(domain: string, template: string | null = runtimeMeta(WORKSPACE_URL_TEMPLATE_META)): string {
  if (template?.includes('{domain}') && /^https?:\/\/[^/]/i.test(template)) {
    return template
      .replaceAll('{domain}', domain)
      .replace(/^https?:\/\//i, '')
      .replace(/[?#].*$/, '')
      .replace(/\/$/, '');
  }
  return `${domain}.${PRODUCT_DOMAIN}`;
}
