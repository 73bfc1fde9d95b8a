import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WIDTH = 160;
const HEIGHT = 120;
const FRAMES_PER_SECOND = 10;
const FRAMES = 20;

/**
 * The picture Chromium's fake camera plays (`--use-file-for-fake-video-capture`): 160×120 at ten
 * frames a second, a light bar sweeping across grey, looped. The built-in fake camera draws
 * 640×480 at 30 frames a second, which each page of a call encodes and the other decodes: a
 * two-person call kept 0.7 of a core busy for as long as it lasted (the long-call journey, three
 * minutes, on a quiet two-core machine). The journeys check that pictures arrive and keep
 * arriving, never what they show.
 *
 * Written once per machine (Y4M: a text header, then each frame's Y, U and V planes), under a
 * temporary name first, so two journeys starting at once never read half a file.
 */
export function fakeCameraFile(): string {
  const file = path.join(os.tmpdir(), `solace-fake-camera-${WIDTH}x${HEIGHT}-${FRAMES}.y4m`);
  if (fs.existsSync(file)) return file;
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAMES_PER_SECOND}:1 Ip A1:1 C420jpeg\n`;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128); // no colour: grey and white
  const parts: Buffer[] = [Buffer.from(header)];
  for (let frame = 0; frame < FRAMES; frame++) {
    const luma = Buffer.alloc(WIDTH * HEIGHT, 90);
    const bar = { from: Math.floor((frame / FRAMES) * WIDTH), width: WIDTH / 8 };
    for (let row = 0; row < HEIGHT; row++) {
      const rowStart = row * WIDTH;
      luma.fill(220, rowStart + bar.from, rowStart + Math.min(WIDTH, bar.from + bar.width));
    }
    parts.push(Buffer.from('FRAME\n'), luma, chroma, chroma);
  }
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.concat(parts));
  fs.renameSync(partial, file);
  return file;
}
