// A small round-robin HTTP load balancer for the scaling benchmark (bench/exam-load.mjs): each
// request goes to the next instance in turn over keep-alive connections, as a load balancer in
// front of N app instances would. Run as its own process so that it has an event loop of its own:
// `node bench/proxy.mjs <port> <target-url> [<target-url>…]`.
import http from 'node:http';
import { isMain } from './lib.mjs';

export function startProxy(port, targets) {
  const upstreams = targets.map((target) => {
    const url = new URL(target);
    return {
      hostname: url.hostname,
      port: Number(url.port),
      // Enough sockets for every student at once: a smaller pool would queue in the proxy and
      // measure the proxy rather than the instances.
      agent: new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 }),
    };
  });
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const out = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        agent: upstream.agent,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

if (isMain(import.meta.url)) {
  const [port, ...targets] = process.argv.slice(2);
  if (!port || targets.length === 0) {
    console.error('usage: node bench/proxy.mjs <port> <target-url> [<target-url>…]');
    process.exit(2);
  }
  await startProxy(Number(port), targets);
}
