#!/usr/bin/env bash
# Proves the Dockerfile on a machine with a Docker engine but no image registry:
#   1. builds a stand-in Node 24 base image from the Node binary this project installs
#      (node_modules/.bin/node), the machine's npm and Debian's busybox-static; with BASE_IMAGE set
#      (a machine that reaches a registry, such as GitHub's runners), builds on that image instead;
#   2. builds the project image on it (host networking only): the default target, runtime;
#   3. runs it with host networking (the shop on PORT, the developer tools on PORT + 1, the API on
#      PORT + 2), waits for the HEALTHCHECK (the shop server's /readyz) to report healthy;
#   4. fetches the shop's / and /product-api/get-products/1/40, its manifest and service worker; the
#      API's own port (/, /docs, the API) and the developer tools' (the outbox), which the shop's
#      port refuses;
#   5. builds the `shop` target (the shop server alone, the same prod-base) and runs it in front of
#      that API on PORT + 3, until healthy, serving the shop;
#   6. with SMOKE_BROWSER=1, runs the offline browser tests against the runtime image;
#   7. removes the containers (and, with SMOKE_KEEP_IMAGES unset, the images).
# Usage: scripts/docker-smoke.sh   (DOCKER_HOST must point at a running engine; PORT defaults to 18088)
#        BASE_IMAGE=node:24-bookworm-slim SMOKE_KEEP_IMAGES=1 IMAGE=name:tag scripts/docker-smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_TAG=${BASE_TAG:-local/node:24-standin}
IMAGE=${IMAGE:-rupee-storefront:smoke}
SHOP_IMAGE=${SHOP_IMAGE:-rupee-shop:smoke}
PORT=${PORT:-18088}
DEV_PORT=$((PORT + 1))
API_PORT=$((PORT + 2))
SHOP_PORT=$((PORT + 3))
# Each shop server's metrics on a port of its own: the two images run side by side (host networking).
METRICS_PORT=$((PORT + 4))
SHOP_METRICS_PORT=$((PORT + 5))
NAME=rupee-storefront-smoke-$$
SHOP_NAME=rupee-shop-smoke-$$
log() { printf '[docker-smoke] %s\n' "$*"; }

docker info >/dev/null 2>&1 || { echo "No Docker engine answers (DOCKER_HOST=${DOCKER_HOST:-unset})." >&2; exit 1; }

build_base_image() {
  local work fs node_bin npm_dir
  [ -x node_modules/.bin/node ] || { echo "Run npm install first: the stand-in base image uses the project's Node 24." >&2; exit 1; }
  work=$(mktemp -d); fs=$work/rootfs
  node_bin=$(readlink -f node_modules/.bin/node)
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  command -v busybox >/dev/null || apt-get install -y -qq --no-install-recommends busybox-static >/dev/null
  mkdir -p "$fs"/{bin,usr/bin,usr/local/bin,usr/local/lib/node_modules,etc/ssl/certs,home/node,tmp,app}
  chmod 1777 "$fs/tmp"
  cp "$(command -v busybox)" "$fs/bin/busybox"
  for applet in $("$fs/bin/busybox" --list); do [ -e "$fs/bin/$applet" ] || ln -s busybox "$fs/bin/$applet"; done
  ln -sf /bin/env "$fs/usr/bin/env"
  cp "$node_bin" "$fs/usr/local/bin/node"
  cp -r "$npm_dir" "$fs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$fs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$fs/usr/local/bin/npx"
  # glibc, libgcc and libstdc++ whole (as in a Debian slim image), not just what node links:
  # native packages such as Vite's rolldown need more of them (librt, ...).
  for lib in $(ldd "$node_bin" | grep -oE '/[^ ]+\.so[^ ]*') \
             $(dpkg -L libc6 libgcc-s1 libstdc++6 2>/dev/null | grep -E '\.so(\.[0-9]+)*$'); do
    [ -e "$lib" ] || continue
    mkdir -p "$fs$(dirname "$lib")"; cp -L "$lib" "$fs$lib"
  done
  cp /etc/ssl/certs/ca-certificates.crt "$fs/etc/ssl/certs/"
  printf 'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\n' >"$fs/etc/passwd"
  printf 'root:x:0:\nnode:x:1000:\n' >"$fs/etc/group"
  chown 1000:1000 "$fs/home/node"
  tar -C "$fs" -c . | docker import \
    --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$BASE_TAG" >/dev/null
  rm -rf "$work"
}

cleanup() {
  docker rm -f "$NAME" "$SHOP_NAME" >/dev/null 2>&1 || true
  if [ -z "${SMOKE_KEEP_IMAGES:-}" ]; then docker rmi -f "$IMAGE" "$SHOP_IMAGE" >/dev/null 2>&1 || true; fi
}

# Waits until container $1's health check says healthy; prints its log's tail and fails otherwise.
wait_healthy() {
  local status=starting
  for _ in $(seq 1 60); do
    status=$(docker inspect --format '{{.State.Health.Status}}' "$1" 2>/dev/null || echo gone)
    [ "$status" = healthy ] && break
    [ "$status" = unhealthy ] || [ "$status" = gone ] && break
    sleep 2
  done
  log "$1 health: $status"
  [ "$status" = healthy ] || { docker logs "$1" 2>&1 | tail -20; exit 1; }
}
trap cleanup EXIT

if [ -n "${BASE_IMAGE:-}" ]; then
  BASE_TAG=$BASE_IMAGE
  # An image already here (a local stand-in of the same name) is used as it is.
  docker image inspect "$BASE_TAG" >/dev/null 2>&1 || docker pull -q "$BASE_TAG" >/dev/null
else
  log "building stand-in base image $BASE_TAG"
  build_base_image
fi
log "base image $BASE_TAG: $(docker run --rm --pull never --network host "$BASE_TAG" node --version), npm $(docker run --rm --pull never --network host "$BASE_TAG" npm --version)"

log "building $IMAGE (target runtime)"
started=$(date +%s)
docker build --network host --build-arg BASE_IMAGE="$BASE_TAG" --target runtime -t "$IMAGE" . >/tmp/docker-smoke-build.log 2>&1 \
  || { tail -40 /tmp/docker-smoke-build.log; exit 1; }
log "built in $(( $(date +%s) - started ))s; image size $(docker image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
log "runs as user: $(docker image inspect "$IMAGE" --format '{{.Config.User}}')"

docker run -d --pull never --network host --name "$NAME" \
  -e PORT="$PORT" -e DEV_PORT="$DEV_PORT" -e API_PORT="$API_PORT" -e METRICS_PORT="$METRICS_PORT" -e HOST=127.0.0.1 "$IMAGE" >/dev/null
log "waiting for the healthcheck"
wait_healthy "$NAME"

home=$(curl -fsS -H 'accept: text/html' "http://127.0.0.1:$PORT/")
echo "$home" | grep -q '<div id="root">' || { echo "GET / did not serve the shop" >&2; exit 1; }
log "GET / -> $(echo "$home" | grep -o '<title>[^<]*</title>')"
page=$(curl -fsS "http://127.0.0.1:$PORT/product-api/get-products/1/40")
count=$(printf '%s' "$page" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).prod.length))')
[ "$count" = 40 ] || { echo "GET /product-api/get-products/1/40 gave $count products" >&2; exit 1; }
log "GET /product-api/get-products/1/40 -> $count products"
# The installable, offline-capable shop (issue 14): the manifest is linked and served, and so is the
# service worker, which `npm start` and the image switch on (development does not).
echo "$home" | grep -q '<link rel="manifest" href="/manifest.webmanifest">' || { echo "GET / links no manifest" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$PORT/manifest.webmanifest" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const m=JSON.parse(s);if(!m.icons?.length||!m.start_url)process.exit(1)})' \
  || { echo "GET /manifest.webmanifest is not a manifest with icons and a start URL" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$PORT/sw.js" | grep -q 'precache' || { echo "GET /sw.js did not serve the service worker" >&2; exit 1; }
log "GET /manifest.webmanifest and /sw.js -> served"
# The mock server behind the shop: its own API port answers the API and its documentation, and a
# browser's `/` there gets a page about the API, not the shop; the developer tools answer on their own
# port only, and the shop's port refuses them.
api_page=$(curl -fsS "http://127.0.0.1:$API_PORT/product-api/get-products/1/1")
printf '%s' "$api_page" | grep -q '"prod"' || { echo "the API port did not answer the API" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$API_PORT/docs" >/dev/null || { echo "GET /docs on the API port failed" >&2; exit 1; }
if curl -fsS -H 'accept: text/html' "http://127.0.0.1:$API_PORT/" | grep -q '<div id="root">'; then
  echo "GET / on the API port served the shop: only the shop server serves it" >&2; exit 1
fi
log "API port $API_PORT: the API, /docs, and / is not the shop"
curl -fsS "http://127.0.0.1:$DEV_PORT/dev/outbox" | grep -q '"messages"' || { echo "the developer tools' port did not answer /dev/outbox" >&2; exit 1; }
refused=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/dev/outbox")
[ "$refused" = 403 ] || { echo "GET /dev/outbox on the shop's port answered $refused, not 403" >&2; exit 1; }
log "developer tools on $DEV_PORT; the shop's port refuses them (403)"

# The shop server alone (`--target shop`), from the same prod-base, in front of that API.
log "building $SHOP_IMAGE (target shop)"
docker build --network host --build-arg BASE_IMAGE="$BASE_TAG" --target shop -t "$SHOP_IMAGE" . >/tmp/docker-smoke-shop-build.log 2>&1 \
  || { tail -40 /tmp/docker-smoke-shop-build.log; exit 1; }
log "shop image size $(docker image inspect "$SHOP_IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'), user $(docker image inspect "$SHOP_IMAGE" --format '{{.Config.User}}')"
docker run -d --pull never --network host --name "$SHOP_NAME" \
  -e PORT="$SHOP_PORT" -e METRICS_PORT="$SHOP_METRICS_PORT" -e HOST=127.0.0.1 -e API_BASE_URL="http://127.0.0.1:$API_PORT" "$SHOP_IMAGE" >/dev/null
wait_healthy "$SHOP_NAME"
curl -fsS -H 'accept: text/html' "http://127.0.0.1:$SHOP_PORT/" | grep -q '<div id="root">' || { echo "the shop image did not serve the shop" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$SHOP_METRICS_PORT/metrics" | grep -q '^shop_http_request_duration_seconds' \
  || { echo "the shop image served no metrics on $SHOP_METRICS_PORT" >&2; exit 1; }
log "the shop image serves the shop on $SHOP_PORT, in front of the API on $API_PORT, its metrics on $SHOP_METRICS_PORT"
docker rm -f "$SHOP_NAME" >/dev/null

# SMOKE_BROWSER=1: the offline browser tests too (issue 14: pages seen open offline, an unseen one
# shows the offline screen, cart changes made offline reach the server once) against the image.
if [ -n "${SMOKE_BROWSER:-}" ]; then
  log "offline browser tests against the image"
  E2E_BASE_URL="http://127.0.0.1:$PORT" E2E_DEV_URL="http://127.0.0.1:$DEV_PORT" E2E_API_URL="http://127.0.0.1:$API_PORT" \
    npx playwright test -c web/playwright.config.ts pwa-offline pwa-cart
fi
log "smoke test passed"
