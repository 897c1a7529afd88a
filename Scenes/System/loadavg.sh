#!/bin/sh
# Prints this machine's load averages over 15, 5 and 1 minutes as a JSON list, oldest first, as a
# sparkline reads them. The script beside it stands in for it with samples/loadavg.json.
exec awk '{ print "[" $3 ", " $2 ", " $1 "]" }' /proc/loadavg
