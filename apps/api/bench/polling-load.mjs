// The load generator of polling.bench.ts, in its own worker thread: it sends the dashboards' polls
// evenly spaced at the asked rate (as thousands of independent dashboards do; a generator that
// fires each second's quota at once would measure its own bursts), over keep-alive connections,
// and reports the latency of every answer. The first `warmup` seconds run the same load but are
// reported apart: a server whose HTTP path has not run yet (the bench seeds through inject) and a
// fresh generator thread both compile their code in that time, which is not the steady state the
// run measures (docs/decisions/004-polling-cache.md).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { base, polls, rate, seconds, warmup, sockets } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
const url = new URL(base);
const latencies = [];
const warmupLatencies = [];
const statuses = {};
let errors = 0;
let sent = 0;
let next = 0;
const total = Math.round(rate * (seconds + warmup));
const warmupTotal = Math.round(rate * warmup);
const started = performance.now();

function send() {
  const poll = polls[next++ % polls.length];
  const at = performance.now();
  const counted = sent >= warmupTotal;
  sent++;
  const request = http.request(
    {
      host: url.hostname,
      port: url.port,
      path: poll.path,
      method: "GET",
      headers: poll.headers,
      agent,
    },
    (response) => {
      response.resume();
      response.on("end", () => {
        (counted ? latencies : warmupLatencies).push(performance.now() - at);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        done();
      });
    },
  );
  request.on("error", () => {
    errors++;
    done();
  });
  request.end();
}

let finished = 0;
function done() {
  finished++;
  if (finished === total) {
    agent.destroy();
    const elapsed = (performance.now() - started) / 1000;
    const at = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
    latencies.sort((a, b) => a - b);
    warmupLatencies.sort((a, b) => a - b);
    parentPort.postMessage({
      statuses,
      errors,
      done: finished / elapsed,
      p50: at(latencies, 0.5),
      p99: at(latencies, 0.99),
      warmupP99: at(warmupLatencies, 0.99),
      warmupMax: warmupLatencies.at(-1) ?? 0,
    });
  }
}

// Every millisecond, send what the rate owes since the start.
const timer = setInterval(() => {
  const owed = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
  while (sent < owed) send();
  if (sent >= total) clearInterval(timer);
}, 1);
