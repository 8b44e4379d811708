// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageOpening, PageOpeningContext } from './lazy-page';
import { loadedView } from './loaded-view';

afterEach(cleanup);

/** A module whose arrival the test decides. */
function deferredModule<P extends object>(view: (props: P) => ReactNode) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const module = new Promise<{ default: (props: P) => ReactNode }>((resolve, reject) => {
    arrive = () => resolve({ default: view });
    fail = reject;
  });
  let imports = 0;
  const importer = () => {
    imports++;
    return module;
  };
  return { importer, arrive: () => arrive(), fail: (e: Error) => fail(e), imports: () => imports };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('renders at once, with no fallback, when its code loaded before the render', async () => {
    const code = deferredModule(({ name }: { name: string }) => <h1>{name}</h1>);
    const page = lazyPage(code.importer);
    code.arrive();
    await page.load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <page.Component name="Dice" />
      </Suspense>,
    );
    // Synchronously: the first commit is the page itself.
    expect(screen.getByRole('heading').textContent).toBe('Dice');
    expect(screen.queryByText('waiting')).toBeNull();
    expect(code.imports()).toBe(1);
  });

  it('suspends while its code is on its way, and downloads it once', async () => {
    const code = deferredModule(() => <h1>Plinko</h1>);
    const page = lazyPage(code.importer);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    void page.load();
    await act(async () => code.arrive());
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(code.imports()).toBe(1);
  });
});

describe('lazyPage, the page the app opens on', () => {
  const opening = (opened: boolean): PageOpening => ({
    placeholder: <p>skeleton</p>,
    opened,
  });

  it('shows the placeholder itself, never suspending, and renders the moment its code arrives', async () => {
    const code = deferredModule(() => <h1>Mines</h1>);
    const page = lazyPage(code.importer);
    const first = opening(false);
    render(
      <PageOpeningContext value={first}>
        <Suspense fallback={<p>suspended</p>}>
          <page.Component />
        </Suspense>
      </PageOpeningContext>,
    );
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    // Shown: any page after it is a navigation's.
    expect(first.opened).toBe(true);
    await act(async () => code.arrive());
    expect(screen.getByRole('heading').textContent).toBe('Mines');
    expect(screen.queryByText('suspended')).toBeNull();
    expect(code.imports()).toBe(1);
  });

  it('a page opened after it suspends, so a transition keeps the last page meanwhile', async () => {
    const code = deferredModule(() => <h1>Dice</h1>);
    const page = lazyPage(code.importer);
    render(
      <PageOpeningContext value={opening(true)}>
        <Suspense fallback={<p>suspended</p>}>
          <page.Component />
        </Suspense>
      </PageOpeningContext>,
    );
    expect(screen.getByText('suspended')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
    await act(async () => code.arrive());
    expect(await screen.findByRole('heading')).toBeTruthy();
  });

  it('throws code that fails to load to the nearest error boundary', async () => {
    const code = deferredModule(() => <h1>Plinko</h1>);
    const page = lazyPage(code.importer);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <PageOpeningContext value={opening(false)}>
          <Boundary>
            <page.Component />
          </Boundary>
        </PageOpeningContext>,
      );
      await act(async () => code.fail(new Error('page chunk missing')));
      expect(screen.getByText('failed: page chunk missing')).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('loadedView', () => {
  it('shows nothing until its chunk arrives, then itself, without suspending', async () => {
    const code = deferredModule(({ label }: { label: string }) => <canvas aria-label={label} />);
    const View = loadedView(code.importer);
    render(
      <Suspense fallback={<p>suspended</p>}>
        <View label="Dice table" />
      </Suspense>,
    );
    expect(screen.queryByText('suspended')).toBeNull();
    expect(screen.queryByLabelText('Dice table')).toBeNull();
    await act(async () => code.arrive());
    expect(screen.getByLabelText('Dice table')).toBeTruthy();
    // A second mount has it at once.
    cleanup();
    render(<View label="Again" />);
    expect(screen.getByLabelText('Again')).toBeTruthy();
    expect(code.imports()).toBe(1);
  });

  it('throws a chunk that fails to load to the nearest error boundary', async () => {
    const code = deferredModule(() => <canvas />);
    const View = loadedView(code.importer);
    // React logs the error it caught.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <View />
        </Boundary>,
      );
      await act(async () => code.fail(new Error('chunk missing')));
      expect(screen.getByText('failed: chunk missing')).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});
