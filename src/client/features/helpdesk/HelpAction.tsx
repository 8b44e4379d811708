import { Link } from '../../router';
import { helpdesk } from './site-helpdesk';

interface HelpActionProps {
  className: string;
  /** Runs after the player chose it (e.g. to close the menu it sits in). */
  onChosen?: () => void;
  children: string;
}

/**
 * 'Help': opens the live-chat helpdesk when one is configured (loading it only now), and
 * otherwise leads to the contact page.
 */
export function HelpAction({ className, onChosen, children }: HelpActionProps) {
  if (!helpdesk.enabled)
    return (
      <Link to="/contact" className={className} onClick={onChosen}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        helpdesk.open();
        onChosen?.();
      }}
    >
      {children}
    </button>
  );
}
