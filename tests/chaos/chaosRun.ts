import type { Socket } from 'socket.io-client';
import type { LocalCluster } from '../cluster/localCluster';
import type { ChaosReport } from './chaosReport';
import type { GameTable } from './gameLoad';
import type { LoadPlayer, Tally } from './loadPlayer';
import type { PrivatePostgres, PrivateRedis } from './privateStores';

/** What every part of the chaos suite works on: the cluster, its stores, the load's players. */
export interface ChaosRun {
  cluster: LocalCluster;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  players: LoadPlayer[];
  table: GameTable;
  report: ChaosReport;
  /** Sockets left open, closed when the suite ends. */
  sockets: Socket[];
  /** Runs `who`'s load until `until()`; a part that fails has its load stopped after it. */
  startLoad(tally: Tally, who: LoadPlayer[], until: () => boolean): Promise<void>;
}
