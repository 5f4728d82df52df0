// Preloaded with NODE_OPTIONS="--import <this file>" (Node refuses --cpu-prof there): profiles the
// whole process with the inspector and writes CPU.<pid>.cpuprofile into $CPU_PROFILE_DIR on exit.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const directory = process.env.CPU_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.once('exit', () => {
    // An in-process session answers synchronously, so the profile is written before the exit.
    session.post('Profiler.stop', (error, answer) => {
      if (!error) {
        writeFileSync(
          path.join(directory, `CPU.${process.pid}.cpuprofile`),
          JSON.stringify(answer.profile),
        );
      }
    });
  });
}
