/**
 * The thread lab games are played on for the replay viewer (labQueue.ts): not the captains' thread, so a
 * game played again (a whole game, some 0.2 s) never holds up a captain's answer. One game at a time.
 */
import { parentPort } from 'node:worker_threads';
import type { LabReply, LabRequest } from './labQueue.js';
import { labGameRecord } from './labGame.js';

parentPort!.on('message', (m: LabRequest & { id: number }) => {
  labGameRecord(m.file, m.gameId, m.seed).then(
    (r) => parentPort!.postMessage({ id: m.id, ok: true, record: r.record } satisfies LabReply),
    (e: Error) => parentPort!.postMessage({ id: m.id, ok: false, error: e.message } satisfies LabReply),
  );
});
