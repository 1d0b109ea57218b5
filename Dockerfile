# The whole shop offline in one image: the built storefront and the mock server that serves it and
# the API on port 8080 (the default target, `runtime`). `--target shop` is the shop server for
# shoppers instead, in front of API_BASE_URL (decision 022). BASE_IMAGE lets a machine without
# Docker Hub use a local stand-in (scripts/docker-smoke.sh builds one).
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

# --- shop: the shop server for shoppers, production dependencies only, as the non-root node user --
# docker run -e API_BASE_URL=https://server-3f16.onrender.com -p 8080:8080 rupee-shop
FROM ${BASE_IMAGE} AS shop
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
RUN npm ci --omit=dev --workspace shop-server --include-workspace-root=false --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force
COPY openapi.yaml ./
COPY --from=build /app/server-kit/dist server-kit/dist
COPY --from=build /app/shop-server/dist shop-server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
USER node
EXPOSE 8080
# Ready once the catalogue cache is warm, or its warm-up has given up.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shop-server/dist/server.js"]

# --- runtime: production dependencies of the server only, as the non-root node user --------------
FROM ${BASE_IMAGE} AS runtime
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
RUN npm ci --omit=dev --workspace mock-server --include-workspace-root=false --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force
COPY openapi.yaml ./
COPY --from=build /app/server-kit/dist server-kit/dist
COPY --from=build /app/mock-server/dist mock-server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/product-api/get-products/1/1').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "mock-server/dist/server.js"]
