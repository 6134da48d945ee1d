// The load generator of polling.bench.ts, in its own worker thread: it sends the dashboards' polls
// evenly spaced at the asked rate (as thousands of independent dashboards do; a generator that
// fires each second's quota at once would measure its own bursts), over keep-alive connections,
// and reports the latency of every answer.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { base, polls, rate, seconds, sockets } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
const url = new URL(base);
const latencies = [];
const statuses = {};
let errors = 0;
let sent = 0;
let next = 0;
const total = Math.round(rate * seconds);
const started = performance.now();

function send() {
  const poll = polls[next++ % polls.length];
  const at = performance.now();
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
        latencies.push(performance.now() - at);
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
    latencies.sort((a, b) => a - b);
    const at = (q) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    parentPort.postMessage({
      statuses,
      errors,
      done: finished / elapsed,
      p50: at(0.5),
      p99: at(0.99),
    });
  }
}

// Every millisecond, send what the rate owes since the start.
const timer = setInterval(() => {
  const owed = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
  while (sent < owed) send();
  if (sent >= total) clearInterval(timer);
}, 1);
