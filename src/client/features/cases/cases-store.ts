import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { CaseDetail, CaseSummary } from '../../../shared/contract/cases';
import { ApiError, messageOf } from '../../lib/api-error';
import { casesApi, type CasesApi } from './cases-api';

/** A fetched value: loading until the answer, then the value or the server's message. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string; notFound: boolean };

export interface CasesState {
  list: Loadable<readonly CaseSummary[]> | null;
  cases: Record<string, Loadable<CaseDetail>>;
  /** Fetches the official cases once per visit (again after an error). */
  loadList(): Promise<void>;
  /** Fetches one case with its items once per visit (again after an error). */
  loadCase(slug: string): Promise<void>;
}

function failure(error: unknown) {
  const notFound = error instanceof ApiError && error.status === 404;
  return { status: 'error' as const, message: messageOf(error), notFound };
}

export function createCasesStore(api: CasesApi) {
  return createStore<CasesState>()((set, get) => ({
    list: null,
    cases: {},
    async loadList() {
      const current = get().list;
      if (current && current.status !== 'error') return;
      set({ list: { status: 'loading' } });
      try {
        const { cases } = await api.listCases('official');
        set({ list: { status: 'ready', value: cases } });
      } catch (error) {
        set({ list: failure(error) });
      }
    },
    async loadCase(slug) {
      const current = get().cases[slug];
      if (current && current.status !== 'error') return;
      const put = (value: Loadable<CaseDetail>) =>
        set({ cases: { ...get().cases, [slug]: value } });
      put({ status: 'loading' });
      try {
        put({ status: 'ready', value: (await api.getCase(slug)).case });
      } catch (error) {
        put(failure(error));
      }
    },
  }));
}

/** Cases of this tab, kept across page visits (their prices and odds do not change within one). */
export const casesStore = createCasesStore(casesApi);

export function useCaseList(): CasesState['list'] {
  return useStore(casesStore, (state) => state.list);
}

export function useCase(slug: string): Loadable<CaseDetail> | undefined {
  return useStore(casesStore, (state) => state.cases[slug]);
}
