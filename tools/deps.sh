#!/bin/sh
# Installs the Debian packages named on the command line that are not installed yet.
# Quiet; needs root (or sudo) only when something is missing.
missing=""
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing Debian packages:$missing"
run=""
[ "$(id -u)" = 0 ] || run="sudo"
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq >/dev/null 2>&1
$run apt-get install -y -qq $missing >/dev/null || { echo "apt-get install failed:$missing" >&2; exit 1; }
