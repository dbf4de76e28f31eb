import { request, type IncomingMessage } from 'node:http';

export interface StreamFrame {
  version: number;
  ended: boolean;
  now: number;
  html: string;
}

export interface StreamReader {
  /** Every frame received, in order. */
  frames: StreamFrame[];
  /** When each frame arrived (performance.now()), by index. */
  arrivals: number[];
  /** Every byte of the stream as it came (comments and all). */
  raw: string[];
  response: IncomingMessage;
  close(): void;
}

/** Opens a Server-Sent Events stream and keeps what it sends, as a spectator's browser would. */
export function readStream(url: string): Promise<StreamReader> {
  return new Promise((resolve, reject) => {
    const frames: StreamFrame[] = [];
    const arrivals: number[] = [];
    const raw: string[] = [];
    const outgoing = request(url, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw.push(chunk);
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          if (data) {
            frames.push(JSON.parse(data[1]!) as StreamFrame);
            arrivals.push(performance.now());
          }
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('error', () => {});
      resolve({ frames, arrivals, raw, response, close: () => outgoing.destroy() });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
