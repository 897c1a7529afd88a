#!/bin/sh
# Prints what `sensors -j` prints. With STAGEHAND_LIVE=1 it runs sensors (from lm-sensors) on
# this machine; otherwise it fails as sensors does on a machine without any, which is what the
# dashboard shows as a failed source.
if [ "$STAGEHAND_LIVE" = 1 ]; then exec sensors -j; fi
echo "sensors: no sensors found" >&2
exit 1
