#!/bin/sh
# Prints the load averages over 15, 5 and 1 minutes as a JSON list, oldest first, as a sparkline
# reads them. With STAGEHAND_LIVE=1 it reads this machine's /proc/loadavg; otherwise it prints the
# sample beside it.
if [ "$STAGEHAND_LIVE" = 1 ]; then exec awk '{ print "[" $3 ", " $2 ", " $1 "]" }' /proc/loadavg; fi
cat samples/loadavg.json
