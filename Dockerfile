# syntax=docker/dockerfile:1
# mafia-bot: Node 22 (required by @discordjs/voice 0.19), production dependencies only, non-root.

# --- dependencies: installed once, without dev tools --------------------------------------
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The image already has Node 22, so the `node` dev dependency (which fetches a Node binary for
# machines on older Node) is left out with the rest of the dev dependencies.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# --- build: the TypeScript compiled to dist/, as `npm ci` does on a developer's machine (the
# `prepare` script; here --ignore-scripts, so it is run by name) --------------------------------
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY commands ./commands
COPY scripts ./scripts
# The fake Discord (packages/) and the harness that drives the bot (harness/) stay out: the build
# leaves out the demo, their only user among the scripts.
RUN npm run build

# --- runtime ----------------------------------------------------------------------------------
FROM node:22-slim AS runtime
ENV NODE_ENV=production \
    MAFIA_DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node src ./src
COPY --chown=node:node commands ./commands
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node assets ./assets
COPY --from=build --chown=node:node /app/dist/src ./dist/src
COPY --from=build --chown=node:node /app/dist/commands ./dist/commands
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
# The compiled bot with the Node flags of `npm start`: scripts/start-compiled.sh holds them for
# both (a young generation of 2 × 2 MiB; idle within 1.2 × a bare discord.js bot, BENCHMARKS.md,
# memory at rest). It execs node, which is then PID 1 and gets the runtime's SIGTERM itself.
CMD ["sh", "scripts/start-compiled.sh", "dist/src/main.js"]
