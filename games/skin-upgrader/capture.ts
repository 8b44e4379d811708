import { instantCapture } from '../../src/client/features/streamer/embed/views/InstantCapture';
import { skinUpgraderCaptureScene } from './captureScene';

/** What a capture route (`/embed/<key>`) shows: the streamer's bets on this game's scene. */
export default instantCapture(skinUpgraderCaptureScene);
