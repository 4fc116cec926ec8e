# syntax=docker/dockerfile:1

# Two stages: `build` has the dev dependencies that Vite and esbuild need; the image that runs keeps only the
# production dependencies and the files the server reads at run time.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests come first so that the install layer is reused until the dependencies change.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# Production: the server refuses to start without AUTH_SECRET and PUBLIC_URL (docker run -e AUTH_SECRET=… -e
# PUBLIC_URL=https://…); compose.yaml sets both.
ENV NODE_ENV=production
WORKDIR /app
# .npmrc carries engine-strict, so a base image older than package.json "engines" fails here, not at run time.
COPY package.json package-lock.json .npmrc ./
# --omit=optional too: build tools such as vitest, vite and drizzle-kit are optional peers of better-auth, which
# npm marks "devOptional" and installs unless both kinds are left out. That also leaves out the native builds
# the server needs, which npm ships as optional platform packages (the FSRS optimizer, the share pictures'
# renderer): the script adds this platform's, at the versions of the lock file.
COPY scripts/install-platform-packages.mjs ./scripts/
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund \
  && node scripts/install-platform-packages.mjs \
  && npm cache clean --force
# What the server reads at run time, and nothing else: package.json (src/server/paths.ts finds the project
# root by it), the SQL migrations applied at start, the dictionary, decks and style lexicons loaded at start,
# and the two bundles. The eSpeak NG voice and the API reference's script are read from node_modules above.
COPY drizzle ./drizzle
COPY content/dictionary ./content/dictionary
COPY content/decks ./content/decks
COPY content/lexicons ./content/lexicons
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
# Without DATABASE_URL the embedded database lives in ./data; the app's own files stay owned by root, read-only
# to the user that runs it.
RUN mkdir data && chown node:node data
# The image's `node` user, by number so that a runtime that insists on a non-root user can check it.
USER 1000:1000
EXPOSE 3000
# Liveness only: readiness (database and Redis answering) is /api/health/ready, which compose.yaml checks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/server.js"]
