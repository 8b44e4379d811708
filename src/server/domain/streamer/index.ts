export {
  CaptureTokens,
  captureTokenHash,
  newCaptureToken,
  type CaptureGrant,
} from './captureTokens';
export { setStreamerMode } from './streamerMode';
