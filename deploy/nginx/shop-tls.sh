#!/bin/sh
# HTTPS for the shop's nginx, at the container's start: the official nginx image's entrypoint runs
# it from /docker-entrypoint.d/ (docker-compose.yml mounts it there), after it has rendered
# shop.conf.template. With NGINX_TLS_CERT and NGINX_TLS_KEY set (paths inside the container:
# docker-compose.yml mounts NGINX_TLS_DIR at /etc/nginx/tls), it renders shop-tls.conf.template into
# /etc/nginx/shop-tls/, which the shop's server includes; with neither, it renders nothing and nginx
# serves plain HTTP alone. One without the other, or a file it cannot read, stops the container:
# a shop that should be on HTTPS is not quietly served on plain HTTP.
#   NGINX_TLS_PORT              where HTTPS listens (default 443)
#   NGINX_TLS_TEMPLATE, NGINX_TLS_OUTPUT_DIR  the template and where it goes (the image's paths by
#                               default; scripts/check-nginx.mjs runs this script on temp ones)
set -eu

template=${NGINX_TLS_TEMPLATE:-/etc/nginx/shop-tls.conf.template}
output_dir=${NGINX_TLS_OUTPUT_DIR:-/etc/nginx/shop-tls}
say() { echo "$0: $*"; }

# A container restarted without TLS drops what an earlier start rendered.
rm -f "$output_dir/shop-tls.conf"

cert=${NGINX_TLS_CERT:-}
key=${NGINX_TLS_KEY:-}
if [ -z "$cert" ] && [ -z "$key" ]; then
  say "NGINX_TLS_CERT and NGINX_TLS_KEY unset: plain HTTP only"
  exit 0
fi
if [ -z "$cert" ] || [ -z "$key" ]; then
  say "set both NGINX_TLS_CERT and NGINX_TLS_KEY, or neither" >&2
  exit 1
fi
for file in "$cert" "$key"; do
  if [ ! -r "$file" ]; then
    say "cannot read $file: put it in NGINX_TLS_DIR, mounted at /etc/nginx/tls" >&2
    exit 1
  fi
done

NGINX_TLS_PORT=${NGINX_TLS_PORT:-443}
# The redirect names the port unless it is HTTPS's own (NGINX_TLS_PORT may be host:port).
port=${NGINX_TLS_PORT##*:}
if [ "$port" = 443 ]; then NGINX_TLS_REDIRECT_PORT=''; else NGINX_TLS_REDIRECT_PORT=":$port"; fi
export NGINX_TLS_PORT NGINX_TLS_REDIRECT_PORT

mkdir -p "$output_dir"
# Only these four: every other $name in the template is nginx's own variable.
# shellcheck disable=SC2016
envsubst '${NGINX_TLS_PORT} ${NGINX_TLS_CERT} ${NGINX_TLS_KEY} ${NGINX_TLS_REDIRECT_PORT}' \
  <"$template" >"$output_dir/shop-tls.conf"
say "HTTPS on $NGINX_TLS_PORT with $cert; plain HTTP redirects to it, HSTS on"
