/** One error on its way to the reporting service. */
export interface CapturedError {
  error: unknown;
  /** Where it happened: 'render', 'route', 'modals'... */
  context?: string;
  /** React's component stack, for render errors. */
  componentStack?: string;
}

/** What a reporting service offers the app (see sentry-adapter.ts). */
export interface ErrorSink {
  capture(captured: CapturedError): void;
}

export interface ErrorReporter {
  /** Whether a service is configured at all. */
  readonly enabled: boolean;
  /** Loads and starts the service (when configured); safe to call more than once. */
  start(): Promise<void>;
  capture(captured: CapturedError): void;
}

/**
 * A reporter that stays inert without a loader (no service configured): nothing is
 * imported or sent. With one, the SDK loads on start() or the first error, and errors
 * raised while it loads are delivered once it is ready.
 */
export function createErrorReporter(
  load: (() => Promise<ErrorSink>) | null,
  onLoadFailure: (error: unknown) => void = () => {},
): ErrorReporter {
  let sink: ErrorSink | null = null;
  let loading: Promise<void> | null = null;
  let queue: CapturedError[] = [];

  function start(): Promise<void> {
    if (!load) return Promise.resolve();
    loading ??= load().then(
      (loaded) => {
        sink = loaded;
        for (const captured of queue) loaded.capture(captured);
        queue = [];
      },
      (error: unknown) => {
        // The SDK could not be fetched (blocked, offline): report nothing rather than retry forever.
        queue = [];
        onLoadFailure(error);
      },
    );
    return loading;
  }

  return {
    enabled: load !== null,
    start,
    capture(captured) {
      if (!load) return;
      if (sink) return sink.capture(captured);
      queue.push(captured);
      void start();
    },
  };
}
