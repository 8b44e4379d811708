import type { ClusterSettings } from './settings.mjs';

export function nginxConfig(settings: ClusterSettings): string;
