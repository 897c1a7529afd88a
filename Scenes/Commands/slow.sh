#!/bin/sh
# Takes far longer than the scene allows; the scene's timeout stops it.
sleep 30
echo '{"late": true}'
