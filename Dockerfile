# syntax=docker/dockerfile:1
# mafia-bot: Node 22 (required by @discordjs/voice 0.19), production dependencies only, non-root.

# --- dependencies: installed once, without dev tools --------------------------------------
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The image already has Node 22, so the `node` dev dependency (which fetches a Node binary for
# machines on older Node) is left out with the rest of the dev dependencies.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

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
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
# Node 22 runs the TypeScript sources directly (type stripping); there is no build step.
CMD ["npm", "start"]
