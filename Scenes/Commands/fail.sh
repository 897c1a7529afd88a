#!/bin/sh
# Fails the way real tools do: a few lines on standard error, then a non-zero exit status.
echo "connecting to the greenhouse" >&2
echo "sensor 2 is offline" >&2
exit 3
