import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../ui/Dialog';
import { closeModal, useModal, type AuthTab } from '../modals/modal-store';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './auth-dialog.css';

const tabs: { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Log in' },
  { id: 'register', label: 'Register' },
];

const titles: Record<AuthTab, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Log in to play, open cases and join battles.' },
  register: { title: 'Create your account', description: 'Join in seconds and start playing.' },
};

/** Log in / Register in one dialog with tabs (the spec's AUTH modal). */
export function AuthDialog() {
  const modal = useModal((state) => state.current);
  const open = modal?.view === 'AUTH';
  const [tab, setTab] = useState<AuthTab>('login');
  // The first field takes focus when the dialog opens or a link inside it switches forms,
  // but not when the player moves between tabs, where focus must stay on the tab.
  const [focusField, setFocusField] = useState(true);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  // Each opening starts on the tab the caller asked for.
  useEffect(() => {
    if (modal?.view !== 'AUTH') return;
    setTab(modal.initialTab);
    setFocusField(true);
  }, [modal]);

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern, activation follows focus).
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((candidate) => candidate.id === tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    setFocusField(false);
    setTab(target.id);
    tabRefs.current[target.id]?.focus();
  }

  function switchFromLink(next: AuthTab) {
    setFocusField(true);
    setTab(next);
  }

  const { title, description } = titles[tab];
  return (
    <Dialog open={open} onClose={closeModal} title={title} description={description}>
      <div className="auth-tabs" role="tablist" aria-label="Account">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => {
              setFocusField(false);
              setTab(id);
            }}
            onKeyDown={onTabKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="auth-panel"
      >
        {tab === 'login' ? (
          <LoginForm
            autoFocus={focusField}
            onDone={closeModal}
            onSwitch={() => switchFromLink('register')}
          />
        ) : (
          <RegisterForm
            autoFocus={focusField}
            onDone={closeModal}
            onSwitch={() => switchFromLink('login')}
          />
        )}
      </div>
    </Dialog>
  );
}
