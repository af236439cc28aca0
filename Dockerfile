# syntax=docker/dockerfile:1
# PageWatch in a container: `docker build -t pagewatch .` (add `--build-arg WITH_CHROMIUM=true` for
# pages built by scripts), or the whole stack with compose.yaml. README, "Docker".

ARG NODE_IMAGE=node:20-bookworm-slim

# Build stage: the toolchain better-sqlite3 compiles with when no prebuilt binary can be downloaded,
# every dependency (TypeScript, esbuild), the build, then only the runtime dependencies kept.
FROM ${NODE_IMAGE} AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src src
COPY web web
COPY scripts/build-dashboard.ts scripts/
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: no compiler, no dev dependencies, not root.
FROM ${NODE_IMAGE} AS runtime
# Debian's Chromium (~300 MB) renders pages built by scripts; without it such pages are read as served.
ARG WITH_CHROMIUM=false
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/pagewatch
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY package.json ./
COPY bin bin
RUN mkdir -p /var/lib/pagewatch && chown node:node /var/lib/pagewatch && chmod 0700 /var/lib/pagewatch
# The `node` user of the official image (uid 1000).
USER node
VOLUME /var/lib/pagewatch
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# bin/pagewatch sets the memory options (README, MALLOC_ARENA_MAX) and takes the role: all, api or worker.
ENTRYPOINT ["bin/pagewatch"]
CMD ["all"]
