import { createServer } from "node:net";

/**
 * A port free now, asked of the system. A port picked at random could be one the system had just
 * handed to an outgoing connection (Linux's ephemeral range starts at 32,768), and a server started
 * on it would exit.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("the system gave no port")),
      );
    });
  });
}
