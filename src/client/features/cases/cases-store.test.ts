import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { exampleCaseDetail } from '../../../shared/contract/examples';
import type { CasesApi } from './cases-api';
import { createCasesStore } from './cases-store';

function fakeApi(overrides: Partial<CasesApi> = {}) {
  const calls: string[] = [];
  const api: CasesApi = {
    listCases: async (kind) => {
      calls.push(`list:${kind}`);
      return { cases: [exampleCaseDetail] };
    },
    getCase: async (slug) => {
      calls.push(`get:${slug}`);
      return { case: exampleCaseDetail };
    },
    openCase: async () => {
      throw new Error('not used');
    },
    ...overrides,
  };
  return { api, calls };
}

describe('cases store', () => {
  it('loads the list once and goes through loading to ready', async () => {
    const { api, calls } = fakeApi();
    const store = createCasesStore(api);
    const pending = store.getState().loadList();
    expect(store.getState().list).toEqual({ status: 'loading' });
    await pending;
    await store.getState().loadList();
    expect(store.getState().list).toEqual({ status: 'ready', value: [exampleCaseDetail] });
    expect(calls).toEqual(['list:official']);
  });

  it('keeps the server message of a failed case, tells a missing one apart, and retries', async () => {
    let fail = true;
    const { api, calls } = fakeApi({
      getCase: async (slug) => {
        calls.push(`get:${slug}`);
        if (fail) throw new ApiError('Case not found', 404, 'NOT_FOUND');
        return { case: exampleCaseDetail };
      },
    });
    const store = createCasesStore(api);
    await store.getState().loadCase('recoil-case');
    expect(store.getState().cases['recoil-case']).toEqual({
      status: 'error',
      message: 'Case not found',
      notFound: true,
    });
    fail = false;
    await store.getState().loadCase('recoil-case');
    expect(store.getState().cases['recoil-case']).toEqual({
      status: 'ready',
      value: exampleCaseDetail,
    });
    expect(calls).toEqual(['get:recoil-case', 'get:recoil-case']);
  });
});
