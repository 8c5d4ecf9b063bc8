#!/bin/sh
# Installs the cardtable launcher entry, icons and AppStream metadata for the current user (freedesktop XDG paths
# under ${XDG_DATA_HOME:-~/.local/share}), then refreshes the desktop and icon caches if those tools exist.
#
# Usage: install-desktop.sh [COMMAND]
#   COMMAND  absolute path of the program the entry starts. Default: the bundle's cardtable next to this script's
#            folder when run from a standalone bundle (cardtable/desktop/install-desktop.sh), else `cardtable` on PATH.
# Run it again after moving the bundle. Uninstall: install-desktop.sh --uninstall
set -eu

app_id=io.github.cardtable.CardTable
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
sizes="16 24 32 48 64 128 256 512"

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$data/applications/$app_id.desktop" "$data/metainfo/$app_id.metainfo.xml" \
        "$data/icons/hicolor/scalable/apps/$app_id.svg"
    for n in $sizes; do rm -f "$data/icons/hicolor/${n}x${n}/apps/$app_id.png"; done
    refresh_caches
    echo "Removed the cardtable launcher entry and icons from $data"
    exit 0
fi

if [ $# -ge 1 ]; then
    command=$1
elif [ -f "$here/../cardtable" ] && [ -x "$here/../cardtable" ]; then
    command=$(cd "$here/.." && pwd)/cardtable
else
    command=cardtable
fi
case $command in
    *[\"\`\$\\]*) echo "install-desktop.sh: the path may not contain \" \` \$ or \\: $command" >&2; exit 2 ;;
esac

mkdir -p "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
sed "s|^Exec=cardtable\$|Exec=\"$command\"|" "$here/$app_id.desktop" >"$data/applications/$app_id.desktop"
cp "$here/$app_id.metainfo.xml" "$data/metainfo/$app_id.metainfo.xml"
cp "$here/icons/cardtable.svg" "$data/icons/hicolor/scalable/apps/$app_id.svg"
for n in $sizes; do
    mkdir -p "$data/icons/hicolor/${n}x${n}/apps"
    cp "$here/icons/${n}x${n}/cardtable.png" "$data/icons/hicolor/${n}x${n}/apps/$app_id.png"
done
refresh_caches
echo "Installed the cardtable launcher entry (runs $command) and icons under $data"
