export interface ClusterNodeSettings {
  name: string;
  port: number;
  metricsPort: number;
  dataDir: string;
}

export interface ClusterSettings {
  host: string;
  port: number;
  dir: string;
  nginx: string;
  databaseUrl: string;
  redisUrl: string;
  siteOrigin: string;
  nodes: ClusterNodeSettings[];
}

export function clusterSettings(env: NodeJS.ProcessEnv): ClusterSettings;

export function nodeEnv(
  settings: ClusterSettings,
  node: ClusterNodeSettings,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv;
