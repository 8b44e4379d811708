import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../ui/Dialog';
import { closeModalsOfView, openAuth, useModal } from '../modals/modal-store';
import { clearPasswordReset, useAuthUi, type AuthDialogTab } from './auth-ui-store';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { PASSWORD_CHANGED, ResetPasswordForm } from './ResetPasswordForm';
import { SteamButton } from './SteamButton';
import './auth-dialog.css';

const tabLabels: Record<AuthDialogTab, string> = {
  login: 'Log in',
  register: 'Register',
  forgot: 'Forgot password',
  reset: 'Set new password',
};

const titles: Record<AuthDialogTab, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Log in to play, open cases and join battles.' },
  register: { title: 'Create your account', description: 'Join in seconds and start playing.' },
  forgot: { title: 'Reset your password', description: 'We will email you a reset link.' },
  reset: { title: 'Set a new password', description: 'Choose a new password for your account.' },
};

/**
 * The spec's AUTH modal: Log in / Register / Forgot password, plus "Set new password" while a
 * `?password=` token is pending. The modal manager loads it on demand (AuthView), so
 * react-hook-form stays out of the first chunk.
 */
export default function AuthDialog() {
  const modal = useModal((state) => state.current);
  const resetToken = useAuthUi((state) => state.resetToken);
  const open = modal?.view === 'AUTH';
  const [tab, setTab] = useState<AuthDialogTab>(() =>
    resetToken ? 'reset' : modal?.view === 'AUTH' ? modal.initialTab : 'login',
  );
  const [notice, setNotice] = useState<string | null>(null);
  // The first field takes focus when the dialog opens or a link inside it switches forms,
  // but not when the player moves between tabs, where focus must stay on the tab.
  const [focusField, setFocusField] = useState(true);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<AuthDialogTab, HTMLButtonElement | null>>>({});

  const tabs: AuthDialogTab[] = resetToken
    ? ['login', 'register', 'forgot', 'reset']
    : ['login', 'register', 'forgot'];

  // Each opening starts on the tab the caller asked for (a reset token wins).
  useEffect(() => {
    if (resetToken) setTab('reset');
    else if (modal?.view === 'AUTH') setTab(modal.initialTab);
    else return;
    setFocusField(true);
  }, [modal, resetToken]);

  function close() {
    closeModalsOfView('AUTH');
    clearPasswordReset();
    setNotice(null);
  }

  function select(next: AuthDialogTab, focus: boolean) {
    setFocusField(focus);
    setNotice(null);
    setTab(next);
  }

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern, activation follows focus).
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(tab);
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
    select(target, false);
    tabRefs.current[target]?.focus();
  }

  function passwordChanged() {
    // Keep the dialog open on the login tab: open AUTH before dropping the token.
    openAuth('login');
    clearPasswordReset();
    setFocusField(true);
    setTab('login');
    setNotice(PASSWORD_CHANGED);
  }

  const shown: AuthDialogTab = tab === 'reset' && !resetToken ? 'login' : tab;
  const { title, description } = titles[shown];
  const formProps = {
    autoFocus: focusField,
    onDone: close,
    onSwitch: (next: AuthDialogTab) => select(next, true),
  };
  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <div
        className="auth-tabs"
        role="tablist"
        aria-label="Account"
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      >
        {tabs.map((id) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${id}`}
            aria-selected={shown === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={shown === id ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => select(id, false)}
            onKeyDown={onTabKeyDown}
          >
            {tabLabels[id]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${shown}`}
        className="auth-panel"
      >
        {shown === 'login' && <LoginForm {...formProps} notice={notice} />}
        {shown === 'register' && <RegisterForm {...formProps} />}
        {shown === 'forgot' && <ForgotPasswordForm {...formProps} />}
        {shown === 'reset' && resetToken && (
          <ResetPasswordForm
            token={resetToken}
            autoFocus={focusField}
            onChanged={passwordChanged}
          />
        )}
        {(shown === 'login' || shown === 'register') && <SteamButton onDone={close} />}
      </div>
    </Dialog>
  );
}
