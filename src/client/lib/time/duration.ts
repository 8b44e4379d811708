// The wording lives in src/shared so the server's refusals and the client agree.
export { formatDuration } from '../../../shared/duration';
