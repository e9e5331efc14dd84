// Runs in a worker thread started by cogs-file-reader.ts: reads one uploaded
// cost-of-goods file and posts the result, so that the API thread never parses.
import { parentPort, workerData } from 'node:worker_threads';
import { readCogsFile, type CogsFileRules } from './cogs-file.ts';

if (!parentPort) throw new Error('cogs-file.worker must run in a worker thread');
const { file, rules } = workerData as { file: Uint8Array; rules: CogsFileRules };
parentPort.postMessage(await readCogsFile(Buffer.from(file.buffer, file.byteOffset, file.byteLength), rules));
