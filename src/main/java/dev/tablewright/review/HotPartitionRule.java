package dev.tablewright.review;

import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.capacity.WriteShardPlanner;
import java.util.List;
import java.util.Map;

/**
 * HOT_PARTITION: one partition key value gets more than a partition serves (3,000 RCU or 1,000 WCU a
 * second; 50% of it or more is a warning). The load is the load projection's busiest value of each
 * table and index at peak ({@link dev.tablewright.capacity.LoadProjector}): each pattern's units per
 * request from its run on the sample, its calls a second times its peak factor, and the share of
 * them the busiest value takes as its key parameters are drawn (constant and the current time
 * bucket: all of them; uniform and zipf: the first rank's; sample: spread evenly over the sample's
 * values); a write lands on each index it touches. Scans spread over every partition and are
 * SCAN_PATTERN's. A write-bound value's fix names the planner's shard count for it.
 */
final class HotPartitionRule implements ReviewRule {
    static final double WARN_SHARE = 0.5;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (LoadProjection.KeyLoad load : context.load().hottest()) {
            report(context, load, out);
        }
    }

    private static void report(ReviewContext context, LoadProjection.KeyLoad load, List<ReviewFinding> out) {
        double readShare = load.rcuPerSecond() / WriteShardPlanner.PARTITION_RCU;
        double writeShare = load.wcuPerSecond() / WriteShardPlanner.PARTITION_WCU;
        double share = Math.max(readShare, writeShare);
        if (share < WARN_SHARE) {
            return;
        }
        boolean write = load.writeBound();
        String unit = write ? "WCU" : "RCU";
        double units = write ? load.wcuPerSecond() : load.rcuPerSecond();
        double limit = write ? WriteShardPlanner.PARTITION_WCU : WriteShardPlanner.PARTITION_RCU;
        String where = load.index() == null ? "table " + load.table() : "index " + load.index();
        double ofTarget = write ? load.writeShare() : load.readShare();
        String message = load.value() + " of " + where + " gets " + Numbers.num(units) + " " + unit + "/s at peak from "
                + String.join(", ", load.patterns()) + " (" + Numbers.percent(share) + " of the " + Numbers.num(limit)
                + " " + unit + "/s one partition serves; " + Numbers.percent(ofTarget) + " of the " + unit
                + " the " + (load.index() == null ? "table" : "index") + " serves)"
                + (share > 1 ? ": requests over the limit are throttled" : "; little head room for peaks");
        String fix;
        if (write) {
            WriteShardPlan plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(0, 0, 1,
                    WriteShardPlanner.PARTITION_RCU, WriteShardPlanner.DEFAULT_PADDING, load.wcuPerSecond(),
                    WriteShardPlanner.PARTITION_WCU));
            long shards = Math.max(2, plan.writeSide().paddedShardsForWrites());
            fix = "write-shard the key over " + shards + " values (the planner: " + Numbers.num(load.wcuPerSecond())
                    + " WCU/s needs " + plan.writeSide().shardsForWrites() + ", padded " + shards + "): add a suffix "
                    + "0.." + (shards - 1) + " to its value and read all " + shards + " (see WRITE_SHARDING and "
                    + "'tablewright shards')";
        } else {
            fix = "cache the reads (DAX or the application), or keep several copies of the hot items under suffixed "
                    + "keys and read one at random";
        }
        ReviewSubject subject = load.index() == null ? ReviewSubject.table(load.table())
                : ReviewSubject.index(load.table(), load.index());
        out.add(new ReviewFinding(ReviewCode.HOT_PARTITION, share > 1 ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                load.table(), load.index(), load.patterns().size() == 1 ? load.patterns().get(0) : null, message, fix,
                Map.of("rcuPerSecond", load.rcuPerSecond(), "wcuPerSecond", load.wcuPerSecond(), "limit", limit,
                        "share", ofTarget), subject, null));
    }
}
