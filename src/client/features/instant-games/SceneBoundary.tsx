import { Component, type ReactNode } from 'react';
import { reportError } from '../../lib/report-error';

interface SceneBoundaryProps {
  onError: () => void;
  children: ReactNode;
}

/** If the game engine cannot load, the page keeps working: results show without animation. */
export class SceneBoundary extends Component<SceneBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, 'game-scene');
    this.props.onError();
  }

  override render() {
    if (this.state.failed)
      return (
        <p className="game-stage__failed" role="status">
          The animation could not load. Your results still show below.
        </p>
      );
    return this.props.children;
  }
}
