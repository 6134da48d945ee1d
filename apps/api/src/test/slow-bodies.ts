import { connect } from "node:net";

export interface TrickleResult {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
  /** What the server answered before closing (e.g. "HTTP/1.1 408"), or "" for a bare close. */
  answer: string;
}

/**
 * Opens a connection to a loopback server and sends a POST whose body never completes: one byte
 * every `everyMs`. Resolves when the server closes the connection (or after `giveUpMs`).
 */
export function trickleBody(
  port: number,
  everyMs: number,
  giveUpMs: number,
): Promise<TrickleResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: Date.now() - started, answer: answer.split("\r\n")[0] ?? "" });
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on("connect", () => {
      socket.write(
        "POST /authentication/api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      timer = setInterval(() => socket.writable && socket.write(" "), everyMs);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", done);
    socket.on("error", () => undefined);
  });
}
