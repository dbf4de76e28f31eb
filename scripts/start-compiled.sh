#!/bin/sh
# The compiled bot, sharded launcher, REST proxy or web page (dist/, built by `npm ci`), with the
# Node flags they run with everywhere: `npm start` and its siblings (package.json) and the Docker
# image (Dockerfile) both start through this file, so the flags live here only.
# --max-semi-space-size=2: a young generation of 2 × 2 MiB instead of V8's 2 × 16 MiB (the bot
# allocates little at a time); with the compiled build it brings the idle bot within 1.2 × a bare
# discord.js bot (BENCHMARKS.md, "Memory at rest"). exec: node takes this shell's place (and its
# process id, PID 1 in a container), so it receives SIGTERM itself.
exec node --max-semi-space-size=2 "$@"
