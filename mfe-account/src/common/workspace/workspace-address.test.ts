import { workspaceAddress, WORKSPACE_URL_TEMPLATE_META } from './workspace-address';

const workspace = { id: 42, domain: 'acme' };

describe('workspaceAddress', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((meta) => meta.remove()));

  it('defaults to the workspace app here', () => {
    expect(workspaceAddress(workspace)).toEqual({ kind: 'internal', path: '/w/42' });
  });

  it('reads the template from the page and fills {id} and {domain}', () => {
    const meta = document.createElement('meta');
    meta.name = WORKSPACE_URL_TEMPLATE_META;
    meta.content = 'https://{domain}.stepwise.app/?from={id}';
    document.head.append(meta);
    expect(workspaceAddress(workspace)).toEqual({ kind: 'external', url: 'https://acme.stepwise.app/?from=42' });
  });

  it('treats a path template as one of our pages', () => {
    expect(workspaceAddress(workspace, '/teams/{domain}')).toEqual({ kind: 'internal', path: '/teams/acme' });
  });

  it('ignores a template that is neither a URL nor a path', () => {
    expect(workspaceAddress(workspace, 'javascript:alert({id})')).toEqual({ kind: 'internal', path: '/w/42' });
    expect(workspaceAddress(workspace, '//evil.example/{domain}')).toEqual({ kind: 'internal', path: '/w/42' });
  });
});
