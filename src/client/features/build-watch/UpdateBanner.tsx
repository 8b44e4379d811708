import { Button } from '../../ui/Button';
import { buildWatchStore, useBuildWatch } from './build-watch';
import './update-banner.css';

interface UpdateNoticeProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** A quiet note once a new build is deployed: reload now, or keep playing and reload later. */
export function UpdateNotice({ onReload, onDismiss }: UpdateNoticeProps) {
  return (
    <div className="update-banner" role="status">
      <p className="update-banner__text">New version available</p>
      <div className="update-banner__actions">
        <Button variant="primary" size="sm" onClick={onReload}>
          Reload
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Later
        </Button>
      </div>
    </div>
  );
}

/** Whether the new-version note shows: a new build is known and not dismissed. */
export function useUpdateNoticeShown(): boolean {
  return useBuildWatch((state) => state.newBuildAvailable && !state.dismissed);
}

/** Shows the notice while a new build is known and the player has not dismissed it. */
export function UpdateBanner() {
  const show = useUpdateNoticeShown();
  if (!show) return null;
  return (
    <UpdateNotice
      onReload={() => window.location.reload()}
      onDismiss={() => buildWatchStore.setState({ dismissed: true })}
    />
  );
}
