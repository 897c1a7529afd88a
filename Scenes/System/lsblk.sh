#!/bin/sh
# Prints what `lsblk -J [DEVICE]` prints. With STAGEHAND_LIVE=1 it runs lsblk on this machine;
# otherwise it prints the samples beside it, so the script and the tests see the same disks on
# every machine.
if [ "$STAGEHAND_LIVE" = 1 ]; then exec lsblk -J "$@"; fi
case "$1" in
  "") cat samples/lsblk.json ;;
  /dev/sda) cat samples/lsblk-sda.json ;;
  /dev/sdb) cat samples/lsblk-sdb.json ;;
  *) echo "lsblk: $1: not a block device" >&2; exit 32 ;;
esac
