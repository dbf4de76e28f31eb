#!/usr/bin/env bash
# Regenerates the bot's voice clips in assets/voice/ (and assets/voice/manifest.json) from the
# phrase table in src/voice/phrases.ts. Needs, once, on Debian/Ubuntu:
#
#   apt-get install -y espeak-ng sox opus-tools
#
# These tools are for generating the assets only: the bot plays the committed Ogg/Opus files
# as they are, with no ffmpeg and no Opus encoder at run time. The output is reproducible
# (fixed sox seed, fixed Ogg serial numbers): the same tool versions give identical files.
#
# Usage: scripts/make-voice-assets.sh [output-dir]   (default: assets/voice)
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in espeak-ng sox soxi opusenc; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]} > 0)); then
  echo "missing: ${missing[*]}. Install them with: apt-get install -y espeak-ng sox opus-tools" >&2
  exit 1
fi

# Node 22 runs the TypeScript helper directly; the project pins it as a dev dependency.
node=node_modules/.bin/node
[[ -x "$node" ]] || node=node
exec "$node" --disable-warning=ExperimentalWarning scripts/voice-assets.ts "$@"
