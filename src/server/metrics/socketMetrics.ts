import { Gauge, type Registry } from 'prom-client';

/** Sockets connected to this node, read at scrape time (nothing counted on the hot path). */
export function socketMetrics(registry: Registry, connected: () => number): void {
  new Gauge({
    name: 'gemdrop_sockets_connected',
    help: 'socket.io connections open on this node',
    registers: [registry],
    collect() {
      this.set(connected());
    },
  });
}
