#!/bin/sh
# Prints what `findmnt -J -T PATH` prints: the filesystem that holds PATH. With STAGEHAND_LIVE=1
# it runs findmnt on this machine; otherwise it answers from the samples beside it. A leading
# `--` (the scene puts one before its placeholder, so a path is never an option) is skipped.
if [ "$1" = "--" ]; then shift; fi
if [ "$STAGEHAND_LIVE" = 1 ]; then exec findmnt -J -T "$1"; fi
case "$1" in
  /home|/home/*) cat samples/findmnt-home.json ;;
  /*) cat samples/findmnt-root.json ;;
  *) echo "findmnt: $1: not an absolute path" >&2; exit 1 ;;
esac
