import { getRoute } from '../routes/registry';
import { sampleParams } from './standalone-frame';

describe('the standalone frame’s links', () => {
  it('fill required parameters with a value their rule accepts; optional ones stay out', () => {
    expect(sampleParams(getRoute('account-profile'))).toEqual({});
    expect(sampleParams(getRoute('workspace-task'))).toEqual({ workspace: '1', task: '1' });
    expect(sampleParams(getRoute('workspace-board'))).toEqual({ workspace: '1' });
    expect(sampleParams(getRoute('provider_login'))).toEqual({ provider: 'sample' });
    expect(sampleParams(getRoute('subscription-payment'))).toEqual({});
  });
});
