// nginx's configuration for the local cluster. Websocket only, so no sticky sessions: the
// web app opens socket.io with `transports: ['websocket']` (no long-polling requests that
// would each need to reach the node holding the session), and one upgraded connection
// carries a socket's whole life. Any node can take any request or socket; a socket whose
// node dies reconnects through nginx to another one and logs in again.

/** @param {import('./settings.mjs').ClusterSettings} settings */
export function nginxConfig(settings) {
  const servers = settings.nodes
    .map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=3s;`)
    .join('\n');
  return `# Written by tools/cluster.mjs at each start; edits are lost.
daemon off;
worker_processes auto;
pid nginx.pid;
error_log error.log warn;

events {
  worker_connections 8192;
}

http {
  log_format cluster '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                     '$request_time $upstream_addr $upstream_response_time id=$request_id';
  access_log access.log cluster;

  client_body_temp_path temp/body;
  proxy_temp_path temp/proxy;
  fastcgi_temp_path temp/fastcgi;
  uwsgi_temp_path temp/uwsgi;
  scgi_temp_path temp/scgi;

  # An upgrade (socket.io's websocket) passes Connection: upgrade; anything else keeps the
  # connection to the node open for the next request.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream gemdrop {
    # Websockets are long-lived: the node with the fewest open connections takes the next.
    least_conn;
    # Shared by nginx's workers: one count of connections and of failed nodes.
    zone gemdrop 64k;
${servers}
    keepalive 64;
  }

  server {
    listen ${settings.host}:${settings.port};
    client_max_body_size 10m;

    location / {
      proxy_pass http://gemdrop;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The node logs this id with each line of the request and returns it (x-request-id).
      proxy_set_header X-Request-Id $request_id;
      # A node that refuses the connection (dead, or draining after SIGTERM) passes the
      # request to the next; one that received it never does for POST (no double bets).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      # Which node answered: local diagnostics, drop it when the cluster faces the Internet.
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}
