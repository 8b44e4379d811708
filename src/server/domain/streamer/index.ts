export {
  CaptureTokens,
  captureTokenHash,
  newCaptureToken,
  type CaptureGrant,
} from './captureTokens';
export { setStreamerMode } from './streamerMode';
export { CAPTURE_WATCH_REFRESH_MS, CAPTURE_WATCH_TTL_MS, CaptureAudience } from './captureAudience';
