import { openModal } from '../modals/modal-store';

/** The account menu's way to the VAULT modal. */
export function VaultMenuItem({
  className,
  onChosen,
}: {
  className: string;
  onChosen: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      data-testid="menu-vault"
      onClick={() => {
        onChosen();
        void openModal('VAULT', {});
      }}
    >
      Vault
    </button>
  );
}
