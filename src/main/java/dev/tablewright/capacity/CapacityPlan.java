package dev.tablewright.capacity;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a model's access patterns cost at their frequencies: per pattern, per table and index, the
 * partitions that would exceed their limits, and a month on demand versus provisioned.
 */
public record CapacityPlan(List<PatternCost> patterns, List<TargetLoad> targets, List<String> warnings,
                           MonthlyCost cost, Prices prices, List<TtlExpiry> expiries) {
    public CapacityPlan {
        patterns = List.copyOf(patterns);
        targets = List.copyOf(targets);
        warnings = List.copyOf(warnings);
        expiries = List.copyOf(expiries);
    }

    /**
     * One pattern. {@code unitsPerCall} is what real DynamoDB charges (at least one read block per
     * request, even an empty one); {@code localUnitsPerCall} what DynamoDB Local reports (0 for an
     * empty Query). {@code hottestPartitionUnitsPerSecond} is the load on the busiest partition key
     * value it touches, against {@code partitionLimit} (3,000 RCU or 1,000 WCU). {@code hottestRequestUnits} is
     * the units of its heaviest single request (one shard of a fan-out; a write's table part), and
     * {@code unitsPerCallByTarget} what a call charges the table ({@code ""}) and each index it touches.
     * A transaction's {@code actions} are each action's own cost on its own table (at the
     * transaction's frequency, transactional units), its figures their sums and its busiest partition
     * the busiest action's; its {@code unitsPerCallByTarget} is empty (the actions hold it). Empty otherwise.
     */
    public record PatternCost(String name, String table, String index, String operation, boolean write,
                              double frequencyPerSecond, int requests, int itemsRead, long bytesRead,
                              double unitsPerCall, double localUnitsPerCall, double unitsPerSecond,
                              double hottestPartitionUnitsPerSecond, double partitionLimit, double hottestRequestUnits,
                              Map<String, Double> unitsPerCallByTarget, List<PatternCost> actions) {
        public PatternCost {
            unitsPerCallByTarget = Collections.unmodifiableMap(new LinkedHashMap<>(unitsPerCallByTarget));
            actions = actions == null ? List.of() : List.copyOf(actions);
        }

        public PatternCost(String name, String table, String index, String operation, boolean write,
                           double frequencyPerSecond, int requests, int itemsRead, long bytesRead,
                           double unitsPerCall, double localUnitsPerCall, double unitsPerSecond,
                           double hottestPartitionUnitsPerSecond, double partitionLimit, double hottestRequestUnits,
                           Map<String, Double> unitsPerCallByTarget) {
            this(name, table, index, operation, write, frequencyPerSecond, requests, itemsRead, bytesRead, unitsPerCall,
                    localUnitsPerCall, unitsPerSecond, hottestPartitionUnitsPerSecond, partitionLimit,
                    hottestRequestUnits, unitsPerCallByTarget, List.of());
        }

        /** Whether this is a transaction's cost, made of its actions'. */
        public boolean isTransaction() {
            return !actions.isEmpty();
        }

        /** The pattern itself, or a transaction's actions: the costs that land on tables and keys. */
        public List<PatternCost> landing() {
            return actions.isEmpty() ? List.of(this) : actions;
        }

        public double partitionUtilization() {
            return hottestPartitionUnitsPerSecond / partitionLimit;
        }
    }

    /** A table or index ({@code index} null for the base table) and the units per second it serves. */
    public record TargetLoad(String table, String index, double rcuPerSecond, double wcuPerSecond) {
    }

    /**
     * A month of the plan: the lines that make it up and the totals on demand and provisioned, each
     * total null when a price it needs is unknown. Storage and PITR lines count in both totals.
     */
    public record MonthlyCost(List<CostLine> lines, Double onDemand, Double provisioned, long provisionedRcu,
                              long provisionedWcu) {
        public MonthlyCost {
            lines = List.copyOf(lines);
        }
    }

    /** Which total a cost line counts in. */
    public enum Mode {
        ON_DEMAND, PROVISIONED, BOTH
    }

    /**
     * One line of the bill: {@code quantity} of {@code unit} at {@code unitPrice} for a table of
     * {@code tableClass}; {@code unitPrice} and {@code monthly} null when the price table does not know it.
     */
    public record CostLine(String table, String tableClass, String charge, Mode mode, double quantity, String unit,
                           Double unitPrice, Double monthly) {
    }

    /**
     * A table with a TTL attribute: of its {@code items} sample items, the {@code expired} whose TTL
     * attribute is a number of epoch seconds not later than {@code atEpochSecond}, with their keys.
     */
    public record TtlExpiry(String table, String attribute, long atEpochSecond, int items, int expired,
                            List<String> expiredKeys) {
        public TtlExpiry {
            expiredKeys = List.copyOf(expiredKeys);
        }
    }
}
