# The whole shop offline in one image (the default target, `runtime`): what `npm start` runs, the
# shop server on port 8080 (PORT) serving the built storefront, in front of the mock server, the API
# on 8082 (API_PORT), its developer tools on 8081 (DEV_PORT, this machine only), one launcher for both
# (scripts/start.mjs). `--target shop` is the shop server alone, for shoppers, in front of
# API_BASE_URL (decision 022). Both are `prod-base` and their server's build. BASE_IMAGE lets a
# machine without Docker Hub use a local stand-in (scripts/docker-smoke.sh builds one). Prometheus's
# image (compose profile `observability`) is deploy/prometheus/Dockerfile.
ARG BASE_IMAGE=node:24-bookworm-slim

# --- deps: every dependency, from the lockfile ----------------------------------------------------
FROM ${BASE_IMAGE} AS deps
WORKDIR /app
ENV PACT_DO_NOT_TRACK=true
COPY tsconfig.json package.json package-lock.json ./
# The servers' shared code is built as it installs (its `prepare`), so it comes whole.
COPY server-kit server-kit
COPY web/package.json web/
COPY mock-server/package.json mock-server/
COPY shop-server/package.json shop-server/
COPY contracts/package.json contracts/
RUN npm ci --no-audit --no-fund

# --- build: the shop (web/dist), its server renderer (web/dist-server, one self-contained file) and
# the servers (server-kit/dist, mock-server/dist, shop-server/dist) ----------------------------------
FROM deps AS build
COPY openapi.yaml ./
COPY generated generated
COPY web web
COPY mock-server mock-server
COPY shop-server shop-server
RUN npm run build

# --- contracts: consumer pacts, verified against PACT_PROVIDER_BASE_URL ---------------------------
FROM build AS contracts
COPY fixtures fixtures
COPY contracts contracts
# The developer tools' own port (PORT + 1): the states reset the server and read codes there.
ENV PACT_PROVIDER_BASE_URL=http://127.0.0.1:8081
CMD ["npm", "run", "test:contracts:provider", "-w", "contracts"]

# --- prod-base: what both production images share: the production dependencies of both servers,
# openapi.yaml, the servers' shared code, the shop's build and its server renderer, the node user ---
FROM ${BASE_IMAGE} AS prod-base
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
COPY package.json package-lock.json ./
COPY server-kit/package.json server-kit/
COPY web/package.json web/
COPY mock-server/package.json mock-server/
COPY shop-server/package.json shop-server/
COPY contracts/package.json contracts/
RUN npm ci --omit=dev --workspace mock-server --workspace shop-server --include-workspace-root=false --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force
COPY openapi.yaml ./
COPY --from=build /app/server-kit/dist server-kit/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
USER node
EXPOSE 8080

# --- shop: the shop server alone, for shoppers, in front of API_BASE_URL ---------------------------
# docker run -e API_BASE_URL=https://server-3f16.onrender.com -p 8080:8080 rupee-shop
FROM prod-base AS shop
COPY --from=build /app/shop-server/dist shop-server/dist
# Ready once the catalogue cache is warm, or its warm-up has given up.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shop-server/dist/server.js"]

# --- runtime: the shop server in front of the mock server, as `npm start` runs them ----------------
# (The last stage: what `docker build .` builds without --target.)
# The shop on PORT (all interfaces), the API on API_PORT (its /docs, /images), the developer tools on
# DEV_PORT (loopback: with host networking, this machine's). Every other variable reaches both servers
# (scripts/lib/pair.mjs).
FROM prod-base AS runtime
ENV DEV_PORT=8081 \
    API_PORT=8082
COPY --from=build /app/mock-server/dist mock-server/dist
COPY --from=build /app/shop-server/dist shop-server/dist
COPY scripts/start.mjs scripts/
COPY scripts/lib/launch.mjs scripts/lib/pair.mjs scripts/lib/builds.mjs scripts/lib/
EXPOSE 8082
# Ready once the shop server is: it starts after the API answers, and its catalogue cache is warm.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The launcher is PID 1: `docker stop` (SIGTERM) stops both servers gracefully; either one ending ends the container.
CMD ["node", "scripts/start.mjs", "--no-build"]
