import type { Config } from '../../config';
import { SandboxSkinMarket } from './sandboxSkinMarket';
import type { SkinMarket } from './skinMarket';
import { WaxpeerSkinMarket } from './waxpeerSkinMarket';

/** The configured market: Waxpeer with a key, otherwise the offline sandbox. */
export function createSkinMarket(settings: Config['skinMarket']): SkinMarket {
  if (settings.kind === 'waxpeer' && settings.waxpeer.apiKey)
    return new WaxpeerSkinMarket(settings.waxpeer.apiUrl, settings.waxpeer.apiKey);
  return new SandboxSkinMarket(settings.sandboxAcceptMs);
}
