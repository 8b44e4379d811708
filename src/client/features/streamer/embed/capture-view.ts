import type { ComponentType } from 'react';
import type { CaptureFeed } from './capture-feed';

// What the embed page gives a game's capture view: the joined feed to listen on, and a way
// to tell screen readers (and tests) what just landed. The view owns its scene and canvas.

export interface CaptureViewProps {
  feed: CaptureFeed;
  /** Called once a piece of the streamer's play has landed on the canvas. */
  onLanded(id: string, text: string): void;
  /** The canvas sits on the chroma-key colour (bg=chroma): scenes outline their loose text. */
  chromaKey?: boolean;
}

export type CaptureView = ComponentType<CaptureViewProps>;
