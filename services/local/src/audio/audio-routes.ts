import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIO_CATALOGUE_PATH } from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import { buildAudioCatalogue, generateAudioFiles, liveStationTone } from './audio-catalogue.ts';
import { parseByteRange } from './byte-range.ts';
import { createLiveWavStream } from './live-stream.ts';

export interface AudioRoutesOptions {
  apiOrigin: string;
  /** Where the generated clips are written (under the data directory). */
  audioDir: string;
}

const notFound = { errors: [{ code: 4, message: 'Ressource introuvable.' }], errorResultCode: 4 };

/**
 * GET /audio/catalogue.json, GET /audio/files/{name}.wav with byte ranges (206, Accept-Ranges,
 * Content-Range, 416) and GET /audio/live/{station}, an endless stream without ranges, for the
 * jukebox. The clips are synthesised into `audioDir` when registered.
 */
export async function audioRoutes(app: FastifyInstance, options: AudioRoutesOptions): Promise<void> {
  const files = new Set(generateAudioFiles(options.audioDir));
  const catalogue = buildAudioCatalogue(options.apiOrigin);

  app.get(AUDIO_CATALOGUE_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(catalogue),
  );

  app.get<{ Params: { file: string } }>('/audio/files/:file', async (request, reply) => {
    const { file } = request.params;
    if (!files.has(file)) return reply.code(404).send(notFound);
    const path = join(options.audioDir, file);
    const size = statSync(path).size;
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'audio/wav')
      .header('cache-control', 'public, max-age=3600');
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (!range) {
      return reply.header('content-length', size).send(createReadStream(path));
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(path, { start: range.start, end: range.end }));
  });

  app.get<{ Params: { station: string } }>('/audio/live/:station', async (request, reply) => {
    const tone = liveStationTone(request.params.station);
    if (!tone) return reply.code(404).send(notFound);
    return reply
      .header('content-type', 'audio/wav')
      .header('accept-ranges', 'none')
      .header('cache-control', 'no-store')
      .send(createLiveWavStream(tone));
  });
}
