#!/usr/bin/env bash
# Starts Chromium (SIGIL_CHROMIUM_BINARY, which e2e/support/browser.ts sets to the build it chose;
# else Debian's /usr/bin/chromium) with every --disable-features
# list it is given merged into one. Chromium honours only the last such switch: the one
# e2e/support/browser.ts adds would otherwise undo the list Playwright passes before it.
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${#features[@]}" -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "${SIGIL_CHROMIUM_BINARY:-/usr/bin/chromium}" "${args[@]}"
