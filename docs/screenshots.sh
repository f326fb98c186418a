#!/usr/bin/env bash
# Makes the README's screenshots under Xvfb: the real window, each showing a model, saved as PNG.
# Needs: apt-get install -y xvfb libgtk-3-0   (the PNG is written by the app itself; no other tool needed)
# Usage: docs/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -q -o test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt \
  || mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
home=$(mktemp -d)
shoot() { # shoot OUT.png MODEL [INDEX-OR-FACET]   (SCREEN=WxH picks the screen, default 1400x900)
  xvfb-run -a -s "-screen 0 ${SCREEN:-1400x900}x24" java -Dtablewright.home="$home" -Dtablewright.screenshot="$1" \
    ${3:+-Dtablewright.screenshot.view="$3"} \
    -cp "target/classes:$(cat target/classpath.txt)" dev.tablewright.app.Launcher "$2"
}
shoot docs/screenshots/main-window.png models/hr-oe.json
shoot docs/screenshots/gsi-view.png models/hr-oe.json GSI2
shoot docs/screenshots/pattern-run.png models/hr-oe.json pattern:5
shoot docs/screenshots/shard-calculator.png models/hr-oe.json shards
shoot docs/screenshots/capacity.png models/gaming.json capacity
shoot docs/screenshots/tournaments-multi-attribute.png models/tournaments.json ByTournament
SCREEN=1280x800 shoot docs/screenshots/window-1280x800.png models/hr-oe.json pattern:5
SCREEN=1920x1080 shoot docs/screenshots/window-1920x1080.png models/hr-oe.json pattern:5
SCREEN=1280x800 shoot docs/screenshots/review-1280x800.png models/tournaments.json review
SCREEN=1280x800 shoot docs/screenshots/review-hr-oe-1280x800.png models/hr-oe.json review
# the Workload tab and the Capacity tab's hottest values and twelve-month chart, on hr-oe's shipped workload
SCREEN=1920x1080 shoot docs/screenshots/workload.png models/hr-oe.json workload
SCREEN=1920x1080 shoot docs/screenshots/capacity-growth.png models/hr-oe.json capacity
# the Tables tab: the model is deployed to the embedded DynamoDB Local, whose table the tab then shows
SCREEN=1280x800 shoot docs/screenshots/tables-1280x800.png models/hr-oe.json tables
SCREEN=1920x1080 shoot docs/screenshots/tables-1920x1080.png models/hr-oe.json tables
# File > Compare with…: the tournaments model's v2 (docs/migrations.md) against the shipped model
SCREEN=1280x800 shoot docs/screenshots/compare-1280x800.png docs/migrations/tournaments-v2.json compare:models/tournaments.json
# File > Import…: an MCP server's dynamodb_data_model.json previewed (tables, indexes, patterns, items, left out)
SCREEN=1280x800 shoot docs/screenshots/import-1280x800.png models/hr-oe.json import:src/test/resources/imports/mcp/shop_data_model.json
SCREEN=1920x1080 JAVA_TOOL_OPTIONS="-Dtablewright.screenshot.tab=Left" shoot docs/screenshots/import-1920x1080.png models/hr-oe.json import:src/test/resources/imports/mcp/shop_data_model.json
# ... and an MCP server's schema.json whose cross-table access patterns become transactions, each with its actions
SCREEN=1280x800 JAVA_TOOL_OPTIONS="-Dtablewright.screenshot.tab=Patterns" shoot docs/screenshots/import-transactions-1280x800.png models/hr-oe.json import:src/test/resources/imports/mcp-schema/tickets/schema.json
rm -rf "$home"
