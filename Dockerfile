# syntax=docker/dockerfile:1
# The website, back office and API in one image (README "Running in production").
# Not built on the machine this was written on (no Docker engine there): see the README.
#
#   docker build -t danube-digital .
#   docker run --env-file .env -p 3000:3000 danube-digital        # one instance, see compose.yaml for more
#
# Stages: deps (every package, from the lock) → build (browser apps + prerendered pages) →
# prod-deps (runtime packages only) → runtime (non-root, no build tools, no dev packages).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    CLIENT_DIR=/app/dist/client \
    LOCALES_DIR=/app/locales
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
# The server is compiled JavaScript (dist/server: main.js, migrate.js and the migrations, bundled
# by scripts/build-server.mjs); it seeds the blog from content/ and mails in the locales' words.
COPY content ./content
COPY locales ./locales
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
# PGlite's data (when DATABASE_URL is unset) and a generated JWT secret (when JWT_SECRET is
# unset) live in DATA_DIR: the only place the app writes.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Liveness: the process answers. Readiness (database, Redis) is /api/ready, for the proxy.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is the container's main process (no npm wrapper in between), so SIGTERM reaches the
# server, which stops accepting, answers what is in flight and closes the database.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
