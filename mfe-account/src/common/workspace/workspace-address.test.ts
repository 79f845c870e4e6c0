import { workspaceAddress, workspaceHostPreview, WORKSPACE_URL_TEMPLATE_META } from './workspace-address';

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

describe('workspaceHostPreview', () => {
  it('writes the domain under the product domain without a template', () => {
    expect(workspaceHostPreview('acme', null)).toBe('acme.stepwise.app');
  });

  it('follows a URL template that carries the domain, without scheme, query or trailing slash', () => {
    expect(workspaceHostPreview('acme', 'https://{domain}.teams.example/?from={id}')).toBe('acme.teams.example');
    expect(workspaceHostPreview('acme', 'https://work.example/{domain}/')).toBe('work.example/acme');
  });

  it('keeps the product domain for a path template or one without the domain', () => {
    expect(workspaceHostPreview('acme', '/teams/{domain}')).toBe('acme.stepwise.app');
    expect(workspaceHostPreview('acme', 'https://work.example/w/{id}')).toBe('acme.stepwise.app');
  });
});
