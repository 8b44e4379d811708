import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { playSound } from '../audio/audio-player';
import { sessionStore } from '../session/session-store';
import type { AuthTab, KnownModalProps, ModalProps, ModalViewName } from './modal-views';

export type { AuthTab, ModalViewName } from './modal-views';

/** A modal's callbacks by action type: 'close' runs when it closes, others when the view says. */
export interface ModalAction {
  type: string;
  callback: (value?: unknown) => void;
}

/** The spec's modal entry. */
export interface ModalEntry {
  /** Random 8 letters. */
  modalId: string;
  /** Modals of one type close together (e.g. on a route change); default 'default'. */
  type: string;
  view: ModalViewName;
  props: Record<string, unknown>;
  actions: ModalAction[];
}

/** The top modal as `{ view, ...props }`, narrowable on `view` (what the dialogs read). */
export type ModalView =
  | { [V in keyof KnownModalProps]: { view: V } & KnownModalProps[V] }[keyof KnownModalProps]
  | ({ view: Exclude<ModalViewName, keyof KnownModalProps> } & Record<string, unknown>);

/** What the host needs of a registered view; the store only checks presence. */
export type ComponentMap = Partial<Record<string, unknown>>;

export interface ModalState {
  /** True once the host has registered the component map. */
  initialized: boolean;
  /** Open modals, the last one on top. */
  modals: ModalEntry[];
  /** The top modal, or null. */
  current: ModalView | null;
}

export const modalStore = createStore<ModalState>()(() => ({
  initialized: false,
  modals: [],
  current: null,
}));

let componentMap: ComponentMap | null = null;
let markReady: () => void = () => {};
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function setModals(modals: ModalEntry[]): void {
  const top = modals.at(-1);
  modalStore.setState({
    modals,
    current: top ? ({ view: top.view, ...top.props } as ModalView) : null,
  });
}

/** Registers the views (done by the modal host when it mounts); opens waiting on it proceed. */
export function initModalManager(map: ComponentMap): void {
  componentMap = map;
  modalStore.setState({ initialized: true });
  markReady();
}

/** The registered component of a view; throws if the host never registered a map or lacks it. */
export function getModalComponent<T>(view: string): T {
  if (!componentMap) throw new Error('Component mapper is not initialized');
  const component = componentMap[view];
  if (component === undefined) throw new Error(`Modal component ${view} not found`);
  return component as T;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Random 8 letters. */
export function createModalId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 8; i += 1) id += LETTERS[Math.floor(random() * LETTERS.length)] ?? 'a';
  return id;
}

export interface OpenOptions {
  type?: string;
  actions?: ModalAction[];
}

/**
 * Opens a view once the manager is initialised, playing the 'appear' sound; resolves the
 * new modalId. Rejects with 'Modal component {view} not found' for a view without a component.
 */
export async function openModal<V extends ModalViewName>(
  view: V,
  props: ModalProps<V>,
  { type = 'default', actions = [] }: OpenOptions = {},
): Promise<string> {
  await ready;
  getModalComponent(view);
  const entry: ModalEntry = {
    modalId: createModalId(),
    type,
    view,
    props: props as Record<string, unknown>,
    actions,
  };
  setModals([...modalStore.getState().modals, entry]);
  playSound('ui.appear');
  return entry.modalId;
}

function runAction(entry: ModalEntry, type: string, value?: unknown): void {
  for (const action of entry.actions) if (action.type === type) action.callback(value);
}

/** Closes a modal: runs its 'close' callback, then removes it. */
export function closeModalById(modalId: string): void {
  const entry = modalStore.getState().modals.find((m) => m.modalId === modalId);
  if (!entry) return;
  runAction(entry, 'close');
  setModals(modalStore.getState().modals.filter((m) => m.modalId !== entry.modalId));
}

/** Closes the top modal (takes no arguments, so it can be passed as an event handler). */
export function closeModal(): void {
  const top = modalStore.getState().modals.at(-1);
  if (top) closeModalById(top.modalId);
}

/**
 * Closes every open modal of one view, wherever it sits in the stack: a view closing itself
 * must not close another modal opened above it meanwhile (e.g. ACCEPT_TOS after a sign-in).
 */
export function closeModalsOfView(view: ModalViewName): void {
  for (const entry of [...modalStore.getState().modals].reverse())
    if (entry.view === view) closeModalById(entry.modalId);
}

/** Finishes a modal with one of its actions (e.g. 'confirm'): runs it and removes the modal. */
export function resolveModal(modalId: string, actionType: string, value?: unknown): void {
  const entry = modalStore.getState().modals.find((m) => m.modalId === modalId);
  if (!entry) return;
  runAction(entry, actionType, value);
  setModals(modalStore.getState().modals.filter((m) => m.modalId !== modalId));
}

/** Closes every modal of a type (the route change closes the 'default' ones). */
export function closeModalsOfType(type = 'default'): void {
  for (const entry of [...modalStore.getState().modals].reverse())
    if (entry.type === type) closeModalById(entry.modalId);
}

export function useModal<T>(selector: (state: ModalState) => T): T {
  return useStore(modalStore, selector);
}

export function openAuth(initialTab: AuthTab): void {
  void openModal('AUTH', { initialTab });
}

/** The cashier needs an account: a visitor gets the login dialog instead (spec). */
export function openCashier(): void {
  if (sessionStore.getState().user) void openModal('CASHIER', { mode: 'deposit' });
  else openAuth('login');
}

/** Asks a yes/no question; resolves true on confirm, false when closed. */
export function confirmModal(props: KnownModalProps['CONFIRM']): Promise<boolean> {
  return new Promise((resolve, reject) => {
    openModal('CONFIRM', props, {
      actions: [
        { type: 'confirm', callback: () => resolve(true) },
        { type: 'close', callback: () => resolve(false) },
      ],
    }).catch(reject);
  });
}

export const TWO_FACTOR_CANCELLED = '2FA cancelled';

/** Asks for a two-factor code; resolves once verified, rejects Error('2FA cancelled') on close. */
export function requestTwoFactor(): Promise<void> {
  return new Promise((resolve, reject) => {
    openModal(
      'TWO_FACTOR_VERIFY',
      {},
      {
        actions: [
          { type: 'confirm', callback: () => resolve() },
          { type: 'close', callback: () => reject(new Error(TWO_FACTOR_CANCELLED)) },
        ],
      },
    ).catch(reject);
  });
}

export const TWO_FACTOR_REQUIRED = 'You must have two factor validated to perform this action';

/**
 * Runs an API call; when the server wants a fresh second factor, asks for it and retries once.
 * Cancelling the prompt rejects with Error('2FA cancelled').
 */
export async function withTwoFactor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Error) || error.message !== TWO_FACTOR_REQUIRED) throw error;
    await requestTwoFactor();
    return call();
  }
}

/** For tests: forget the registered views and open modals. */
export function resetModalManager(): void {
  componentMap = null;
  ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  modalStore.setState({ initialized: false, modals: [], current: null });
}
