#!/bin/sh
# Prints what `ip -j addr` prints. With STAGEHAND_LIVE=1 it runs ip on this machine; otherwise
# it prints the sample beside it.
if [ "$STAGEHAND_LIVE" = 1 ]; then exec ip -j addr; fi
cat samples/ip.json
